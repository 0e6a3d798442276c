/**
 * /setting — the settings hub (spec §2 Settings): interface language and theme at the top, then
 * links to every settings screen, sign-in, and the app-download page.
 */
import {
  Download,
  Eye,
  Globe,
  History,
  Info,
  LogIn,
  Palette,
  SlidersHorizontal,
  Sparkles,
  SunMoon,
  Trash2,
} from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import {
  SettingsLink,
  SettingsRow,
  SettingsScreen,
  SettingsSection,
  selectClassName,
} from "../../components/settings-ui";
import { isLanguage, LANGUAGES } from "../../i18n/languages";
import { THEMES, type Theme } from "./settings-schema";
import { useSettingsStore } from "./settings-store";

export function SettingPage() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  const theme = useSettingsStore((state) => state.theme);
  const setTheme = useSettingsStore((state) => state.setTheme);
  const languageId = useId();
  const themeId = useId();
  const icon = "size-5";

  return (
    <SettingsScreen title={t("setting.title")} testId="setting-page">
      <SettingsSection title={t("setting.appearance")}>
        <SettingsRow
          icon={<Globe aria-hidden className={icon} />}
          label={t("setting.language")}
          labelId={languageId}
        >
          <select
            aria-labelledby={languageId}
            data-testid="setting-language"
            value={i18n.language}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isLanguage(value)) setLanguage(value);
            }}
            className={selectClassName}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </SettingsRow>
        <SettingsRow
          icon={<SunMoon aria-hidden className={icon} />}
          label={t("setting.theme")}
          labelId={themeId}
        >
          <div
            role="radiogroup"
            aria-labelledby={themeId}
            className="flex rounded-lg bg-neutral-100 p-0.5 dark:bg-neutral-800"
          >
            {THEMES.map((choice: Theme) => (
              <button
                key={choice}
                type="button"
                role="radio"
                aria-checked={theme === choice}
                data-testid={`setting-theme-${choice}`}
                onClick={() => {
                  setTheme(choice);
                }}
                className={
                  theme === choice
                    ? "rounded-md bg-white px-3 py-1 text-xs font-medium shadow-sm dark:bg-neutral-950"
                    : "rounded-md px-3 py-1 text-xs text-neutral-500"
                }
              >
                {t(`setting.theme_${choice}`)}
              </button>
            ))}
          </div>
        </SettingsRow>
        <SettingsLink
          to="/setting/accent_color"
          testId="setting-link-accent"
          icon={<Palette aria-hidden className={icon} />}
          label={t("setting.accent_color")}
        />
      </SettingsSection>

      <SettingsSection title={t("setting.account")}>
        <SettingsLink
          to="/account/login"
          testId="setting-link-login"
          icon={<LogIn aria-hidden className={icon} />}
          label={t("setting.login")}
        />
      </SettingsSection>

      <SettingsSection title={t("setting.general")}>
        <SettingsLink
          to="/setting/contents_display"
          testId="setting-link-contents"
          icon={<Eye aria-hidden className={icon} />}
          label={t("setting.contents_display")}
        />
        <SettingsLink
          to="/setting/preference"
          testId="setting-link-preference"
          icon={<SlidersHorizontal aria-hidden className={icon} />}
          label={t("setting.preference")}
        />
        <SettingsLink
          to="/setting/history"
          testId="setting-link-history"
          icon={<History aria-hidden className={icon} />}
          label={t("setting.history")}
        />
        <SettingsLink
          to="/setting/clearcache"
          testId="setting-link-clearcache"
          icon={<Trash2 aria-hidden className={icon} />}
          label={t("setting.clear_cache")}
        />
      </SettingsSection>

      <SettingsSection title={t("setting.about")}>
        <SettingsLink
          to="/setting/osusume"
          testId="setting-link-recommend"
          icon={<Sparkles aria-hidden className={icon} />}
          label={t("setting.recommend")}
        />
        <SettingsLink
          to="/setting/down_app"
          testId="setting-link-down-app"
          icon={<Download aria-hidden className={icon} />}
          label={t("setting.down_app")}
        />
        <SettingsLink
          to="/setting/about"
          testId="setting-link-about"
          icon={<Info aria-hidden className={icon} />}
          label={t("setting.about")}
        />
      </SettingsSection>
    </SettingsScreen>
  );
}
