/**
 * Logout (PRODUCT.md §4): asks first, clears what the current mode stored (app mode: the refresh token
 * and access token; web mode: the session and its CSRF token), then reloads (app mode after 0.5 s,
 * web mode after 0.2 s) so the page starts again signed out.
 */
import { translator } from "../../i18n/translator";
import { loginMode } from "../../session/session";
import { confirmDialog } from "../../components/dialogs";
import { reloadSoon } from "../../lib/reload";
import { forgetCachedAnswers } from "./forget-answers";
import { appLoginStorage, webLoginStorage } from "../../session/login-storage";

export const APP_LOGOUT_RELOAD_MS = 500;
export const WEB_LOGOUT_RELOAD_MS = 200;

/** Resolves true when the person confirmed and the login was cleared. */
export async function logout(): Promise<boolean> {
  const mode = loginMode();
  if (mode === "none") return false;
  const confirmed = await confirmDialog({
    message: translator.t("account:logout.confirm"),
    confirmLabel: translator.t("account:logout.action"),
    danger: true,
  });
  if (!confirmed) return false;
  await forgetCachedAnswers();
  if (mode === "app") {
    appLoginStorage.clear();
    reloadSoon(APP_LOGOUT_RELOAD_MS);
  } else {
    webLoginStorage.clear();
    reloadSoon(WEB_LOGOUT_RELOAD_MS);
  }
  return true;
}
