/**
 * Entry point. Before mounting: the http-query redirect (PRODUCT.md §2), the interface language (saved
 * setting, browser, zh-CN), the start-up checks of PRODUCT.md §4 (blocked browsers, the NSFW flag, the
 * old-Chrome toast), and a stored login's check (features/account/sign-in-boot.ts). Then mounts the
 * app on the data source of the login mode, under the first screen the server rendered into the
 * page, if any, until the app shows its own (app/first-screen/takeover.ts). The router is created while the language's messages
 * load, so the first screen's chunk and messages arrive in the same round trip (one wave after this
 * script). After the first cards are painted (components/after-first-paint.ts): the persisted query cache
 * (IndexedDB, its own small database) is restored and saved from then on, the local favourites' keys are
 * read (no Dexie where the app's database does not exist), and the service worker is registered.
 */
import { TOAST_DURATION_MS } from "@pxv/pixiv";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { translator } from "./i18n/translator";
import { afterFirstPaint } from "./components/after-first-paint";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { httpQueryTarget } from "./app/start-page";
import { takeOverFirstScreen } from "./app/first-screen/takeover";
import { blockedBrowser, isOutdatedChrome, nsfwDecision } from "./app/start-up";
import { loginMode } from "./session/session";
import { createProxySource, proxyOptionsFromSettings } from "./data/proxy-source";
import { useSettingsStore } from "./settings/settings-store";
import { initI18n } from "./i18n/i18n";
import { detectLanguage } from "./i18n/languages";
import { toast } from "./lib/toast";
import { listenForInstallPrompt } from "./lib/install-prompt";
import { createQueryClient } from "./queries/query-client";
import "./index.css";

function stopWith(root: HTMLElement, message: string): void {
  root.replaceChildren();
  const notice = document.createElement("p");
  notice.dataset["testid"] = "startup-stopped";
  notice.className = "mx-auto max-w-md px-6 py-24 text-center text-sm";
  notice.textContent = message;
  root.append(notice);
}

function showLine(root: HTMLElement, text: string): void {
  const line = document.createElement("p");
  line.dataset["testid"] = "startup-line";
  line.className = "mx-auto max-w-md px-6 py-24 text-center text-sm";
  line.textContent = text;
  root.replaceChildren(line);
}

async function start(): Promise<void> {
  const httpTarget = httpQueryTarget(window.location.search);
  if (httpTarget !== null) {
    window.location.replace(httpTarget);
    return;
  }

  const settings = useSettingsStore.getState();
  const language = detectLanguage(settings.language, navigator.languages);
  const messagesLoaded = initI18n(language);
  // Created now, the router starts loading the first screen's chunk beside the messages.
  const router = createBrowserRouter(routes);
  await messagesLoaded;

  const root = document.getElementById("root");
  if (root === null) throw new Error("index.html has no #root element");

  const blocked = blockedBrowser(navigator.userAgent);
  if (blocked !== null) {
    const message = translator.t("startup.blocked_browser", { browser: blocked });
    window.alert(message);
    stopWith(root, message);
    return;
  }

  const nsfw = nsfwDecision(settings.content, settings.nsfwFlag, language);
  if (nsfw.action === "stop") {
    stopWith(root, translator.t("startup.nsfw_stopped"));
    return;
  }
  if (nsfw.flag !== settings.nsfwFlag) settings.setNsfwFlag(nsfw.flag);

  // A stored login is checked before mounting (app mode: the access token; web mode: the session).
  const signedIn =
    loginMode() === "none"
      ? null
      : await import("./features/account/sign-in-boot").then(({ bootSignedIn }) =>
          bootSignedIn(settings.imageHost, (line) => {
            showLine(root, line);
          }),
        );

  const source =
    signedIn === null
      ? createProxySource(proxyOptionsFromSettings(settings.apiBase, settings.imageHost))
      : (await import("./data/select-source")).createDataSource({
          ...signedIn,
          apiBase: settings.apiBase,
          imageHost: settings.imageHost,
        });

  const queryClient = createQueryClient();
  // The persisted cache (IndexedDB, without Dexie) loads after the first cards are painted: answers it
  // restores fill in only where nothing fresher has arrived.
  void afterFirstPaint()
    .then(() => import("./queries/query-persist"))
    .then(async ({ persistQueryCache, restoreQueryCache }) => {
      await restoreQueryCache(queryClient);
      persistQueryCache(queryClient);
    })
    .catch((error: unknown) => {
      console.warn("The persisted query cache is unavailable", error);
    });

  // The first screen the server rendered into the page stays over it until the app shows its own.
  takeOverFirstScreen(root, language);
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} source={source} />
    </StrictMode>,
  );

  if (isOutdatedChrome(navigator.userAgent)) {
    toast(translator.t("startup.old_chrome"), { duration: TOAST_DURATION_MS });
  }
  listenForInstallPrompt();
  // Sync (issue 26) loads only where a space is stored or a sync link was opened (space-storage.ts).
  if (localStorage.getItem("pxv-sync-space") ?? location.hash.startsWith("#sync="))
    void import("./sync/start").then((sync) => sync.startSync());
  // Which works are local favourites, for the commands that add or remove one (a read of keys only;
  // none, and no Dexie, on a first visit).
  void afterFirstPaint()
    .then(() => import("./storage/local-favorite-keys"))
    .then(({ ensureLocalFavoriteKeys }) => ensureLocalFavoriteKeys());
  void afterFirstPaint()
    .then(() => import("./pwa/register-service-worker"))
    .then(({ registerServiceWorker }) => {
      registerServiceWorker();
    });
}

start().catch((error: unknown) => {
  console.error("pxv failed to start", error);
});
