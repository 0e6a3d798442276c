/**
 * /setting/preference (alias /setting/others) — app settings of spec §3 with their defaults and the
 * combination rules of §5 (applied by the store), the network addresses (validated and test-fetched
 * before they are saved), and settings / history export and import.
 */
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  SettingsRow,
  SettingsScreen,
  SettingsSection,
  SwitchRow,
  selectClassName,
} from "../../components/settings-ui";
import { supportsViewTransitions } from "../../app/use-view-transition";
import {
  fileNameTemplateProblem,
  formatBlockList,
  isDigitsOnly,
  parseBlockedTags,
  parseBlockedUserIds,
  parseHttpUrl,
} from "@pxv/pixiv";
import { DataTransferSection } from "./data-transfer-section";
import { NetworkSection } from "./network-section";
import { PAGE_TRANSITIONS, START_PAGES, type AppSettings } from "./settings-schema";
import { useSettingsStore } from "./settings-store";

type BooleanKey = { [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never }[keyof AppSettings];

function useAppSetting<K extends keyof AppSettings>(
  key: K,
): [AppSettings[K], (value: AppSettings[K]) => void] {
  const value = useSettingsStore((state) => state.app[key]);
  const set = useSettingsStore((state) => state.setAppSetting);
  return [
    value,
    (next) => {
      set(key, next);
    },
  ];
}

function BooleanSetting({ name, label, hint }: { name: BooleanKey; label: string; hint?: string }) {
  const [value, set] = useAppSetting(name);
  return (
    <SwitchRow
      label={label}
      {...(hint === undefined ? {} : { hint })}
      checked={value}
      onChange={set}
      testId={`pref-${name}`}
    />
  );
}

function SelectRow({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <SettingsRow label={label} labelId={id}>
      <select
        aria-labelledby={id}
        data-testid={testId}
        value={value}
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        className={selectClassName}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </SettingsRow>
  );
}

/** A text setting saved on blur when `accept` allows it; otherwise the field shows its error. */
function TextSetting({
  label,
  value,
  accept,
  error,
  onSave,
  testId,
  inputMode,
}: {
  label: string;
  value: string;
  accept: (text: string) => boolean;
  error: string;
  onSave: (text: string) => void;
  testId: string;
  inputMode?: "numeric" | "text";
}) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  const valid = accept(draft);
  return (
    <div className="px-4 py-2">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <input
        id={id}
        data-testid={testId}
        value={draft}
        inputMode={inputMode}
        aria-invalid={!valid}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
        }}
        onBlur={() => {
          if (valid && draft !== value) onSave(draft);
        }}
        className="mt-1 h-9 w-full rounded-lg border border-neutral-300 bg-white px-2 text-sm aria-invalid:border-rose-500 dark:border-neutral-700 dark:bg-neutral-900"
      />
      {valid ? null : <p className="mt-1 text-xs text-rose-600">{error}</p>}
    </div>
  );
}

export function PreferencePage() {
  const { t } = useTranslation();
  const [transition, setTransition] = useAppSetting("pageTransition");
  const [startPage, setStartPage] = useAppSetting("appStartPage");
  const [minFav, setMinFav] = useAppSetting("searchListMinFavNum");
  const [template, setTemplate] = useAppSetting("dlFileNameTpl");
  const fontFamily = useSettingsStore((state) => state.fontFamily);
  const update = useSettingsStore((state) => state.update);
  const blockedTags = useSettingsStore((state) => state.blockedTags);
  const blockedUserIds = useSettingsStore((state) => state.blockedUserIds);
  const sensitiveWordsUrl = useSettingsStore((state) => state.sensitiveWordsUrl);
  const noticesUrl = useSettingsStore((state) => state.noticesUrl);
  /** Empty (this server's feed), a path on this server, or an http(s) address. */
  const isFeedAddress = (text: string): boolean =>
    text.trim() === "" || /^\/[^/]/.test(text.trim()) || parseHttpUrl(text) !== null;

  const section = (title: string, children: ReactNode) => (
    <SettingsSection title={title}>{children}</SettingsSection>
  );

  return (
    <SettingsScreen title={t("setting.preference")} testId="preference-page">
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
                label: value === "none" ? t("pref.none") : value,
              }))}
              onChange={(value) => {
                const next = PAGE_TRANSITIONS.find((choice) => choice === value);
                if (next !== undefined) setTransition(next);
              }}
            />
          ) : null}
          <SelectRow
            label={t("pref.start_page")}
            value={startPage}
            testId="pref-appStartPage"
            choices={START_PAGES.filter((path) => !path.startsWith("/following")).map((value) => ({
              value,
              label: value === "" ? t("pref.none") : value,
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
        </>,
      )}
      {section(
        t("pref.download"),
        <TextSetting
          label={t("pref.file_name_template")}
          value={template}
          accept={(text) => fileNameTemplateProblem(text) === null}
          error={t("pref.file_name_template_error")}
          testId="pref-dlFileNameTpl"
          onSave={setTemplate}
        />,
      )}
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
            accept={isFeedAddress}
            error={t("network.invalid_url")}
            testId="pref-sensitiveWordsUrl"
            onSave={(text) => {
              update({ sensitiveWordsUrl: text.trim() });
            }}
          />
          <TextSetting
            label={t("pref.notices_url")}
            value={noticesUrl}
            accept={isFeedAddress}
            error={t("network.invalid_url")}
            testId="pref-noticesUrl"
            onSave={(text) => {
              update({ noticesUrl: text.trim() });
            }}
          />
        </>,
      )}
      <DataTransferSection />
    </SettingsScreen>
  );
}
