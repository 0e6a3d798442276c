/**
 * /setting/preference (alias /setting/others) — app settings of PRODUCT.md §3 with their defaults and the
 * combination rules of §5 (applied by the store and setting-rules.ts): display and lists open, the
 * rest in collapsible groups (preference-groups.tsx), the network addresses (validated and test-fetched
 * before they are saved), settings / history export and import, and the bookmark archive's export
 * (features/work-archive).
 */
import { type ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { useNavigate } from "react-router";
import { SettingsScreen, SettingsSection } from "../../components/settings-ui";
import { supportsViewTransitions } from "../../components/use-view-transition";
import { formatBlockList, isDigitsOnly, parseBlockedTags, parseBlockedUserIds } from "@pxv/pixiv";
import { ArchiveExportSection } from "../work-archive/archive-export-buttons";
import { DataTransferSection } from "./data-transfer-section";
import { NetworkSection } from "./network-section";
import { BooleanSetting, SelectRow, TextSetting, useAppSetting } from "./preference-controls";
import {
  AccountActionsGroup,
  DownloadGroup,
  ImagesGroup,
  NovelGroup,
  UgoiraGroup,
  ViewerGroup,
} from "./preference-groups";
import {
  PAGE_TRANSITIONS,
  readAddress,
  START_PAGES,
  type PageTransition,
} from "../../settings/settings-schema";

/** The start pages offered here (the Following ones are chosen on the Following page). */
const START_PAGE_CHOICES = START_PAGES.filter(
  (path): path is Exclude<(typeof START_PAGES)[number], `/following${string}`> =>
    !path.startsWith("/following"),
);
/** Each start page's message under `pref.choice.start`. */
const START_PAGE_LABELS = {
  "": "home",
  "/": "home",
  "/home_manga": "home_manga",
  "/home_novel": "home_novel",
  "/spotlights": "spotlights",
  "/popular_illust": "popular_illust",
  "/osusume_illust": "osusume_illust",
  "/random_illust": "random_illust",
  "/search": "search",
  "/search_novel": "search_novel",
  "/search_user": "search_user",
  "/rank/daily": "rank_daily",
  "/rank/daily_ai": "rank_daily_ai",
  "/rank/daily_illust": "rank_daily_illust",
  "/rank/daily_ugoira": "rank_daily_ugoira",
  "/rank/daily_manga": "rank_daily_manga",
  "/rank_novel/day": "rank_novel_day",
} as const satisfies Record<(typeof START_PAGE_CHOICES)[number], string>;

/** A transition's message under `pref.choice.transition` (keys cannot hold "-"). */
function transitionLabel(value: Exclude<PageTransition, "none">) {
  return value === "cover-v" ? "cover_v" : value;
}
import { useSettingsStore } from "../../settings/settings-store";
import { pathTo } from "../../routing/paths";

export function PreferencePage() {
  const { t } = useTranslation("prefs");
  const { t: frameT } = useTranslation();
  const navigate = useNavigate();
  const [transition, setTransition] = useAppSetting("pageTransition");
  const [startPage, setStartPage] = useAppSetting("appStartPage");
  const [minFav, setMinFav] = useAppSetting("searchListMinFavNum");
  const fontFamily = useSettingsStore((state) => state.fontFamily);
  const update = useSettingsStore((state) => state.update);
  const blockedTags = useSettingsStore((state) => state.blockedTags);
  const blockedUserIds = useSettingsStore((state) => state.blockedUserIds);
  const sensitiveWordsUrl = useSettingsStore((state) => state.sensitiveWordsUrl);
  const noticesUrl = useSettingsStore((state) => state.noticesUrl);

  const section = (title: string, children: ReactNode) => (
    <SettingsSection title={title}>{children}</SettingsSection>
  );

  return (
    <SettingsScreen title={frameT("setting.preference")} testId="preference-page">
      {section(
        t("pref.display"),
        <>
          {supportsViewTransitions() ? (
            <SelectRow
              label={t("pref.page_transition")}
              value={transition}
              testId="pref-pageTransition"
              choices={PAGE_TRANSITIONS.map((value) => ({
                value,
                label:
                  value === "none" ? t("pref.none") : t(`pref.choice.transition.${transitionLabel(value)}`),
              }))}
              onChange={(value) => {
                const next = PAGE_TRANSITIONS.find((choice) => choice === value);
                if (next === undefined) return;
                setTransition(next);
                // PRODUCT.md §4: a new page transition takes effect from Home.
                void navigate(pathTo("Home"));
              }}
            />
          ) : null}
          <SelectRow
            label={t("pref.start_page")}
            value={startPage}
            testId="pref-appStartPage"
            choices={START_PAGE_CHOICES.map((value) => ({
              value,
              label: value === "" ? t("pref.none") : t(`pref.choice.start.${START_PAGE_LABELS[value]}`),
            }))}
            onChange={(value) => {
              const next = START_PAGES.find((choice) => choice === value);
              if (next !== undefined) setStartPage(next);
            }}
          />
          <BooleanSetting name="hideNavBarOnScroll" label={t("pref.hide_nav_on_scroll")} />
          <BooleanSetting name="isImageCardBorderRadius" label={t("pref.card_radius")} />
          <BooleanSetting name="isImageCardBoxShadow" label={t("pref.card_shadow")} />
          <BooleanSetting name="isImageCardOuterMeta" label={t("pref.card_outer_meta")} />
          <TextSetting
            label={t("pref.font")}
            value={fontFamily}
            accept={(text) => text.length <= 100}
            error={t("pref.invalid_value")}
            testId="pref-font"
            onSave={(text) => {
              update({ fontFamily: text.trim() });
            }}
          />
        </>,
      )}
      {section(
        t("pref.lists"),
        <>
          <BooleanSetting name="isHideRankManga" label={t("pref.hide_rank_manga")} />
          <BooleanSetting
            name="isHideSeenWorks"
            label={t("pref.hide_seen_works")}
            hint={t("pref.hide_seen_works_hint")}
          />
          <BooleanSetting
            name="isExpandMultiPage"
            label={t("pref.expand_multi_page")}
            hint={t("pref.expand_multi_page_hint")}
          />
          <TextSetting
            label={t("pref.min_likes")}
            value={minFav}
            inputMode="numeric"
            accept={(text) => isDigitsOnly(text) && text.length <= 6}
            error={t("pref.digits_only")}
            testId="pref-searchListMinFavNum"
            onSave={setMinFav}
          />
          <BooleanSetting
            name="isLongpressBlock"
            label={t("pref.longpress_block")}
            hint={t("pref.longpress_exclusive")}
          />
          <BooleanSetting
            name="isLongpressDL"
            label={t("pref.longpress_download")}
            hint={t("pref.longpress_exclusive")}
          />
          <BooleanSetting name="isLongpressLocalFavorite" label={t("pref.longpress_local_favorite")} />
        </>,
      )}
      <ImagesGroup />
      <ViewerGroup />
      <DownloadGroup />
      <UgoiraGroup />
      <NovelGroup />
      <AccountActionsGroup />
      {section(
        t("pref.blocking"),
        <>
          <TextSetting
            label={t("pref.blocked_tags")}
            value={formatBlockList(blockedTags)}
            accept={() => true}
            error={t("pref.invalid_value")}
            testId="pref-blockedTags"
            onSave={(text) => {
              update({ blockedTags: parseBlockedTags(text) });
            }}
          />
          <TextSetting
            label={t("pref.blocked_users")}
            value={formatBlockList(blockedUserIds)}
            accept={(text) => /^[\d,\s]*$/.test(text)}
            error={t("pref.digits_only")}
            testId="pref-blockedUserIds"
            onSave={(text) => {
              update({ blockedUserIds: parseBlockedUserIds(text) });
            }}
          />
        </>,
      )}
      <NetworkSection />
      {section(
        t("pref.feeds"),
        <>
          <TextSetting
            label={t("pref.sensitive_words_url")}
            value={sensitiveWordsUrl}
            accept={(text) => readAddress("sensitiveWordsUrl", text) !== null}
            error={frameT("network.invalid_url")}
            testId="pref-sensitiveWordsUrl"
            onSave={(text) => {
              update({ sensitiveWordsUrl: readAddress("sensitiveWordsUrl", text) ?? "" });
            }}
          />
          <TextSetting
            label={t("pref.notices_url")}
            value={noticesUrl}
            accept={(text) => readAddress("noticesUrl", text) !== null}
            error={frameT("network.invalid_url")}
            testId="pref-noticesUrl"
            onSave={(text) => {
              update({ noticesUrl: readAddress("noticesUrl", text) ?? "" });
            }}
          />
        </>,
      )}
      <DataTransferSection />
      <ArchiveExportSection />
    </SettingsScreen>
  );
}
