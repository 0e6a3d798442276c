/**
 * Logout (PRODUCT.md §4) of one stored account (issue 29 "Several accounts"): asks first, then removes
 * that account's sign-in only — the others stay. Signing out of the active account forgets the cached
 * answers and reloads (an app login after 0.5 s, a web login after 0.2 s): the page starts again with
 * the next stored account active, or signed out when none is left. Signing out of another account
 * changes nothing on the page but its row in the account lists.
 */
import { translator } from "../../i18n/translator";
import { refreshAccounts, useSessionStore } from "../../session/session";
import { confirmDialog } from "../../components/dialogs";
import { reloadSoon } from "../../lib/reload";
import { forgetCachedAnswers } from "./forget-answers";
import { accountsStorage } from "../../session/login-storage";

export const APP_LOGOUT_RELOAD_MS = 500;
export const WEB_LOGOUT_RELOAD_MS = 200;

/** Resolves true when the person confirmed and the sign-in was removed; `id` defaults to the active account. */
export async function logout(id: number | null = useSessionStore.getState().activeId): Promise<boolean> {
  const account = useSessionStore.getState().accounts.find((entry) => entry.id === id);
  if (account === undefined) return false;
  const confirmed = await confirmDialog({
    message: translator.t("account:logout.confirm"),
    confirmLabel: translator.t("account:logout.action"),
    danger: true,
  });
  if (!confirmed) return false;
  const wasActive = accountsStorage.read().active === account.id;
  accountsStorage.remove(account.id);
  if (!wasActive) {
    refreshAccounts();
    return true;
  }
  await forgetCachedAnswers();
  reloadSoon(account.kind === "app" ? APP_LOGOUT_RELOAD_MS : WEB_LOGOUT_RELOAD_MS);
  return true;
}
