/**
 * Switching to another stored account (issue 29 "Several accounts"): that account becomes the active
 * one, the answers persisted for the one before are forgotten (its bookmark and follow flags, what it
 * hides), and the page reloads where it is, so every signed-in answer — bookmarks, follows, feeds,
 * recommendations, the own profile — is asked again as the new account and nothing of the other
 * one is left in memory. The server keeps no signed-in answer in a shared cache, so nothing there
 * needs forgetting.
 */
import { reloadSoon } from "../../lib/reload";
import { accountsStorage } from "../../session/login-storage";
import { forgetCachedAnswers } from "./forget-answers";

/** Resolves false when `id` is already active or not stored; otherwise the page reloads. */
export async function switchToAccount(id: number): Promise<boolean> {
  const list = accountsStorage.read();
  if (list.active === id || !list.accounts.some((account) => account.id === id)) return false;
  accountsStorage.switchTo(id);
  await forgetCachedAnswers();
  reloadSoon();
  return true;
}
