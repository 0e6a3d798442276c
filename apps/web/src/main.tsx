/**
 * Entry point: picks the interface language (saved setting, browser, zh-CN), loads its messages,
 * then mounts the app on the proxy data source.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { App } from "./app/app";
import { routes } from "./app/routes";
import { createProxySource } from "./data/proxy-source";
import { useSettingsStore } from "./features/settings/settings-store";
import { initI18n } from "./i18n/i18n";
import { detectLanguage } from "./i18n/languages";
import { createQueryClient } from "./queries/query-client";
import "./index.css";

async function start(): Promise<void> {
  const language = detectLanguage(useSettingsStore.getState().language, navigator.languages);
  await initI18n(language);

  const root = document.getElementById("root");
  if (root === null) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <App
        router={createBrowserRouter(routes)}
        queryClient={createQueryClient()}
        source={createProxySource()}
      />
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error("pxv failed to start", error);
});
