/**
 * Start-up of a signed-in browser (PRODUCT.md §4 "In local app API mode a loading line about refreshing
 * the access token shows, the local API is built, then the app mounts"): builds the mode's client,
 * checks the login once (app mode: a valid access token, renewed if needed; web mode: the session's
 * user and CSRF token), fills the session store, and keeps the access token renewed every 30
 * minutes. What pixiv answers about the account (name, avatar) goes into its entry of the stored
 * accounts. A refused login is signed out of with PRODUCT.md's message — only that account: the next
 * stored one, if any, is checked in its place —; a network failure keeps the login (calls retry
 * later). Loaded only when a login is stored. Another tab switching or signing out of the active
 * account reloads this one, so no tab goes on with an account the device no longer has active.
 */
import {
  AppApiClientError,
  createAppApiClient,
  rewriteImageUrl,
  scheduleTokenRefresh,
  type AppApiClient,
} from "@pxv/pixiv";
import { translator } from "../../i18n/translator";
import { setSession, useSessionStore, type LoginMode, type SessionUser } from "../../session/session";
import { reloadSoon } from "../../lib/reload";
import { createWebClient, type WebClient } from "../../data/web/client";
import { loadNamespaces } from "../../i18n/i18n";
import { toast } from "../../lib/toast";
import { APP_API_RELAY, sessionUserOf, tokenRequestOptions } from "./app-login";
import { forgetCachedAnswers } from "./forget-answers";
import { accountsStorage, appLoginStorage, LOGIN_KEYS, webLoginStorage } from "../../session/login-storage";
import { checkWebSession, WebLoginError } from "./web-login";

export interface SignedInClients {
  readonly loginMode: LoginMode;
  readonly app?: AppApiClient;
  readonly web?: { readonly client: WebClient; readonly userId: () => number | null };
}

/** The active account's user, as pixiv answered it, in the session and in its stored entry. */
function signedInAs(mode: "app" | "web", user: SessionUser): void {
  accountsStorage.nameActive(user);
  setSession({ mode, user });
}

/** Signs out of the active account pixiv refused; the next stored account, if any, is checked instead. */
async function refused(
  message: string,
  imageHost: string,
  showLine: (text: string) => void,
): Promise<SignedInClients> {
  const { active } = accountsStorage.read();
  if (active !== null) accountsStorage.remove(active);
  await forgetCachedAnswers();
  toast.error(message);
  return bootSignedIn(imageHost, showLine);
}

async function bootApp(
  refreshToken: string,
  imageHost: string,
  rewrite: (url: string) => string,
  showLine: (text: string) => void,
): Promise<SignedInClients> {
  const client = createAppApiClient({
    ...tokenRequestOptions(),
    appApiBase: APP_API_RELAY,
    refreshToken,
    auth: appLoginStorage.auth(),
    onAuth: (auth) => {
      appLoginStorage.saveAuth(auth);
      signedInAs("app", sessionUserOf(auth, rewrite));
    },
  });
  if (client.auth() === null) showLine(translator.t("account:boot.refreshing"));
  try {
    const auth = await client.ensureAuth();
    signedInAs("app", sessionUserOf(auth, rewrite));
  } catch (error) {
    if (error instanceof AppApiClientError && error.kind === "invalid_grant")
      return refused(translator.t("account:error.refresh_token_invalid"), imageHost, showLine);
    console.warn("The access token could not be renewed now; calls will try again", error);
  }
  scheduleTokenRefresh(client, (error) => {
    console.warn("Renewing the access token failed; trying again soon", error);
  });
  return { loginMode: "app", app: client };
}

async function bootWeb(
  session: string,
  imageHost: string,
  rewrite: (url: string) => string,
  showLine: (text: string) => void,
): Promise<SignedInClients> {
  try {
    const { token, user } = await checkWebSession(session, rewrite);
    webLoginStorage.saveCsrf(token);
    signedInAs("web", user);
  } catch (error) {
    if (error instanceof WebLoginError && error.reason !== "network")
      return refused(translator.t("account:error.session_invalid"), imageHost, showLine);
    console.warn("The web session could not be checked now", error);
  }
  return {
    loginMode: "web",
    web: {
      client: createWebClient({
        session,
        csrf: webLoginStorage.csrf,
        onPostRefused: webLoginStorage.clearCsrf,
      }),
      userId: () => useSessionStore.getState().user?.id ?? null,
    },
  };
}

/** Checks the stored login; `showLine` puts a line on the start-up screen. */
export async function bootSignedIn(
  imageHost: string,
  showLine: (text: string) => void,
): Promise<SignedInClients> {
  await loadNamespaces(["account"]);
  const rewrite = (url: string): string =>
    rewriteImageUrl(url, imageHost === "" ? {} : { iPximg: imageHost });
  followOtherTabs();
  const refreshToken = appLoginStorage.refreshToken();
  if (refreshToken !== null) return bootApp(refreshToken, imageHost, rewrite, showLine);
  const session = webLoginStorage.session();
  if (session !== null) return bootWeb(session, imageHost, rewrite, showLine);
  setSession({ mode: "none", user: null });
  return { loginMode: "none" };
}

let following = false;

/** Reloads this tab when another one makes a different account active (or signs out of it). */
function followOtherTabs(): void {
  if (following) return;
  following = true;
  const activeNow = accountsStorage.read().active;
  window.addEventListener("storage", (event) => {
    if (event.key !== LOGIN_KEYS.accounts) return;
    if (accountsStorage.read().active !== activeNow) reloadSoon();
  });
}
