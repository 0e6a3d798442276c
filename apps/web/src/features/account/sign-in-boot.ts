/**
 * Start-up of a signed-in browser (PRODUCT.md §4 "In local app API mode a loading line about refreshing
 * the access token shows, the local API is built, then the app mounts"): builds the mode's client,
 * checks the login once (app mode: a valid access token, renewed if needed; web mode: the session's
 * user and CSRF token), fills the session store, and keeps the access token renewed every 30
 * minutes. A refused login is cleared with PRODUCT.md's message; a network failure keeps the login
 * (calls retry later). Loaded only when a login is stored.
 */
import {
  AppApiClientError,
  createAppApiClient,
  rewriteImageUrl,
  scheduleTokenRefresh,
  type AppApiClient,
  type AppAuth,
} from "@pxv/pixiv";
import { translator } from "../../i18n/translator";
import { setSession, useSessionStore, type LoginMode, type SessionUser } from "../../session/session";
import { createWebClient, type WebClient } from "../../data/web/client";
import { loadNamespaces } from "../../i18n/i18n";
import { toast } from "../../lib/toast";
import { APP_API_RELAY, tokenRequestOptions } from "./app-login";
import { forgetCachedAnswers } from "./forget-answers";
import { appLoginStorage, webLoginStorage } from "../../session/login-storage";
import { checkWebSession, WebLoginError } from "./web-login";

export interface SignedInClients {
  readonly loginMode: LoginMode;
  readonly app?: AppApiClient;
  readonly web?: { readonly client: WebClient; readonly userId: () => number | null };
}

export function sessionUserOf(auth: AppAuth, rewrite: (url: string) => string): SessionUser {
  const { id, name, account, avatar } = auth.user;
  return { id, name, account, avatar: avatar === "" ? "" : rewrite(avatar) };
}

async function bootApp(
  refreshToken: string,
  rewrite: (url: string) => string,
  showLine: (text: string) => void,
) {
  const client = createAppApiClient({
    ...tokenRequestOptions(),
    appApiBase: APP_API_RELAY,
    refreshToken,
    auth: appLoginStorage.auth(),
    onAuth: (auth) => {
      appLoginStorage.saveAuth(auth);
      setSession({ mode: "app", user: sessionUserOf(auth, rewrite) });
    },
  });
  if (client.auth() === null) showLine(translator.t("account:boot.refreshing"));
  try {
    const auth = await client.ensureAuth();
    setSession({ mode: "app", user: sessionUserOf(auth, rewrite) });
  } catch (error) {
    if (error instanceof AppApiClientError && error.kind === "invalid_grant") {
      appLoginStorage.clear();
      await forgetCachedAnswers();
      setSession({ mode: "none", user: null });
      toast.error(translator.t("account:error.refresh_token_invalid"));
      return { loginMode: "none" as const };
    }
    console.warn("The access token could not be renewed now; calls will try again", error);
  }
  scheduleTokenRefresh(client, (error) => {
    console.warn("Renewing the access token failed; trying again soon", error);
  });
  return { loginMode: "app" as const, app: client };
}

async function bootWeb(session: string, rewrite: (url: string) => string): Promise<SignedInClients> {
  try {
    const { token, user } = await checkWebSession(session, rewrite);
    webLoginStorage.saveCsrf(token);
    setSession({ mode: "web", user });
  } catch (error) {
    if (error instanceof WebLoginError && error.reason !== "network") {
      webLoginStorage.clear();
      await forgetCachedAnswers();
      setSession({ mode: "none", user: null });
      toast.error(translator.t("account:error.session_invalid"));
      return { loginMode: "none" };
    }
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
  const refreshToken = appLoginStorage.refreshToken();
  if (refreshToken !== null) return bootApp(refreshToken, rewrite, showLine);
  const session = webLoginStorage.session();
  if (session !== null) return bootWeb(session, rewrite);
  setSession({ mode: "none", user: null });
  return { loginMode: "none" };
}
