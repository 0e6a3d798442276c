/**
 * The smaller settings screens, loaded together: history (tabs i, n, u with a clear button),
 * about (version, disclaimer, FAQ, credits, links), FAQ, disclaimer, app download (pxv installs
 * from the browser as a PWA) and recommendations (tabs site, app, tm of external links).
 */
import type { Artwork } from "@pxv/pixiv";
import { ExternalLink, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useSearchParams } from "react-router";
import { ArtworkGrid } from "../../components/artwork-grid";
import { confirmDialog } from "../../components/dialogs";
import { SettingsLink, SettingsScreen, SettingsSection, Tabs } from "../../components/settings-ui";
import { useInstallPrompt } from "../../lib/install-prompt";
import { clearHistory, isHistoryItem, listHistory } from "../../storage/history";
import type { HistoryKind } from "../../storage/local-db";
import { pathTo } from "../../routing/paths";

declare const __APP_VERSION__: string;

const HISTORY_TABS: readonly { readonly tab: string; readonly kind: HistoryKind }[] = [
  { tab: "i", kind: "illust" },
  { tab: "n", kind: "novel" },
  { tab: "u", kind: "user" },
];

/** A stored illust entry the grid can show (storage/history.ts keeps only such entries). */
const isArtwork = (item: Record<string, unknown>): item is Record<string, unknown> & Artwork =>
  isHistoryItem("illust", item);

export function HistoryPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = HISTORY_TABS.find((entry) => entry.tab === searchParams.get("t")) ?? HISTORY_TABS[0];
  const kind = tab?.kind ?? "illust";
  const [items, setItems] = useState<readonly Record<string, unknown>[] | null>(null);

  const load = useCallback(async () => {
    setItems(await listHistory(kind).catch(() => []));
  }, [kind]);

  useEffect(() => {
    let cancelled = false;
    void listHistory(kind)
      .catch(() => [])
      .then((list) => {
        if (!cancelled) setItems(list);
      });
    return () => {
      cancelled = true;
    };
  }, [kind]);

  const clear = async (): Promise<void> => {
    if (!(await confirmDialog({ message: t("history.clear_confirm"), danger: true }))) return;
    await clearHistory(kind);
    await load();
  };

  const artworks = (items ?? []).filter(isArtwork);
  return (
    <SettingsScreen title={t("setting.history")} testId="history-page">
      <Tabs
        tabs={[
          { id: "i", label: t("history.tab_illust") },
          { id: "n", label: t("history.tab_novel") },
          { id: "u", label: t("history.tab_user") },
        ]}
        current={tab?.tab ?? "i"}
        onChange={(id) => {
          setSearchParams({ t: id }, { replace: true });
        }}
      />
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          data-testid="history-clear"
          disabled={items === null || items.length === 0}
          onClick={() => {
            void clear();
          }}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-3 py-1.5 text-sm disabled:opacity-40 dark:border-neutral-700"
        >
          <Trash2 aria-hidden className="size-4" />
          {t("history.clear")}
        </button>
      </div>
      {items === null ? null : items.length === 0 ? (
        <p data-testid="history-empty" className="py-16 text-center text-sm text-neutral-500">
          {t("tips.no_data")}
        </p>
      ) : kind === "illust" ? (
        <ArtworkGrid items={artworks.map((artwork) => ({ artwork }))} />
      ) : (
        <ul
          data-testid="history-list"
          className="divide-y divide-neutral-200 rounded-xl bg-white text-sm shadow-sm dark:divide-neutral-800 dark:bg-neutral-900"
        >
          {items.map((item) => (
            <li key={String(item["id"])} className="px-4 py-3">
              {typeof item["title"] === "string"
                ? item["title"]
                : typeof item["name"] === "string"
                  ? item["name"]
                  : String(item["id"])}
            </li>
          ))}
        </ul>
      )}
    </SettingsScreen>
  );
}

const CREDITS: readonly { readonly name: string; readonly url: string }[] = [
  { name: "pixiv-viewer (asadahimeka)", url: "https://github.com/asadahimeka/pixiv-viewer" },
  { name: "HibiAPI", url: "https://github.com/mixmoe/HibiAPI" },
  { name: "PixivNow", url: "https://github.com/FreeNowOrg/PixivNow" },
  {
    name: "React, React Router, TanStack Query, Dexie, Tailwind CSS, lucide",
    url: "https://react.dev",
  },
];

const FAQ_KEYS = ["deleted", "slow", "r18"] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const version = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";
  return (
    <SettingsScreen title={t("setting.about")} testId="about-page">
      <div className="mb-6 flex flex-col items-center gap-1 py-4">
        <span className="text-4xl font-black tracking-tight text-accent">pxv</span>
        <span data-testid="about-version" className="text-sm text-neutral-500">
          {t("about.version", { version })}
        </span>
      </div>
      <SettingsSection>
        <SettingsLink
          to={pathTo("SettingDisclaimer")}
          testId="about-disclaimer"
          label={t("about.disclaimer")}
        />
        <SettingsLink to={pathTo("SettingFaq")} testId="about-faq" label={t("about.faq")} />
      </SettingsSection>
      <SettingsSection title={t("about.credits")}>
        {CREDITS.map((credit) => (
          <SettingsLink key={credit.name} to={credit.url} external label={credit.name} />
        ))}
      </SettingsSection>
      <p className="px-1 text-xs text-neutral-500">{t("about.license")}</p>
    </SettingsScreen>
  );
}

export function FaqPage() {
  const { t } = useTranslation();
  return (
    <SettingsScreen title={t("about.faq")} testId="faq-page">
      <div className="space-y-2">
        {FAQ_KEYS.map((key) => (
          <details key={key} className="rounded-xl bg-white px-4 py-3 shadow-sm dark:bg-neutral-900">
            <summary className="cursor-pointer text-sm font-medium">{t(`faq.${key}_q`)}</summary>
            <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t(`faq.${key}_a`)}</p>
          </details>
        ))}
      </div>
    </SettingsScreen>
  );
}

export function DisclaimerPage() {
  const { t } = useTranslation();
  return (
    <SettingsScreen title={t("about.disclaimer")} testId="disclaimer-page">
      <div className="space-y-3 rounded-xl bg-white p-4 text-sm text-neutral-700 shadow-sm dark:bg-neutral-900 dark:text-neutral-300">
        <p>{t("setting.disclaimer")}</p>
        <p>{t("about.disclaimer_content")}</p>
        <p>{t("about.disclaimer_data")}</p>
      </div>
    </SettingsScreen>
  );
}

export function DownAppPage() {
  const { t } = useTranslation();
  const install = useInstallPrompt();
  return (
    <SettingsScreen title={t("setting.down_app")} testId="down-app-page">
      <div className="space-y-3 rounded-xl bg-white p-4 text-sm shadow-sm dark:bg-neutral-900">
        <p>{t("down_app.pwa")}</p>
        {install === null ? (
          <p className="text-neutral-500">{t("down_app.browser_menu")}</p>
        ) : (
          <button
            type="button"
            data-testid="install-app"
            onClick={() => {
              void install();
            }}
            className="rounded-full bg-accent-fill px-5 py-2 text-sm font-medium text-white"
          >
            {t("down_app.install")}
          </button>
        )}
      </div>
    </SettingsScreen>
  );
}

type RecommendTab = "site" | "app" | "tm";

const RECOMMENDATIONS: Readonly<
  Record<RecommendTab, readonly { readonly name: string; readonly url: string }[]>
> = {
  site: [
    { name: "pixiv", url: "https://www.pixiv.net" },
    { name: "pixivision", url: "https://www.pixivision.net" },
    { name: "pixiv Sketch", url: "https://sketch.pixiv.net" },
    { name: "pixivFANBOX", url: "https://www.fanbox.cc" },
    { name: "BOOTH", url: "https://booth.pm" },
  ],
  app: [
    { name: "pixiv (official)", url: "https://www.pixiv.net/apps" },
    { name: "PixEz", url: "https://github.com/Notsfsssf/pixez-flutter" },
    { name: "Pixiv-Shaft", url: "https://github.com/CeuiLiSA/Pixiv-Shaft" },
  ],
  tm: [
    { name: "Tampermonkey", url: "https://www.tampermonkey.net" },
    { name: "Patchouli", url: "https://github.com/FlandreDaisuki/Patchouli" },
  ],
};

export function RecommendPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RecommendTab>("site");
  return (
    <SettingsScreen title={t("setting.recommend")} testId="recommend-page">
      <Tabs
        tabs={[
          { id: "site", label: t("recommend.site") },
          { id: "app", label: t("recommend.app") },
          { id: "tm", label: t("recommend.tm") },
        ]}
        current={tab}
        onChange={setTab}
      />
      <SettingsSection>
        {RECOMMENDATIONS[tab].map((link) => (
          <SettingsLink
            key={link.url}
            to={link.url}
            external
            icon={<ExternalLink aria-hidden className="size-4" />}
            label={link.name}
          />
        ))}
      </SettingsSection>
    </SettingsScreen>
  );
}
