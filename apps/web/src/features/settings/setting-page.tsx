/**
 * /setting — interface language (12) and dark mode, saved in localStorage through the settings
 * store; the about line with the disclaimer. Other settings pages (contents display, preference,
 * history, …) come later.
 */
import { Globe, Info, Moon } from "lucide-react";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useEffectiveDarkMode } from "../../app/use-settings-effects";
import { Switch } from "../../components/switch";
import { isLanguage, LANGUAGES } from "../../i18n/languages";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useSettingsStore } from "./settings-store";

function Row({
  icon,
  label,
  labelId,
  children,
}: {
  icon: ReactNode;
  label: string;
  labelId: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-14 items-center gap-3 px-4 py-2">
      <span className="text-neutral-500 dark:text-neutral-400">{icon}</span>
      <span id={labelId} className="flex-1 text-sm">
        {label}
      </span>
      {children}
    </div>
  );
}

export function SettingPage() {
  const { t, i18n } = useTranslation();
  const setLanguage = useSettingsStore((state) => state.setLanguage);
  const setDarkMode = useSettingsStore((state) => state.setDarkMode);
  const dark = useEffectiveDarkMode();
  const languageId = useId();
  const darkId = useId();
  useDocumentTitle(t("setting.title"));

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-8">
      <h1 className="mb-4 text-xl font-bold">{t("setting.title")}</h1>

      <section aria-labelledby="setting-appearance" className="mb-6">
        <h2 id="setting-appearance" className="mb-2 px-1 text-xs font-semibold text-neutral-500 uppercase">
          {t("setting.appearance")}
        </h2>
        <div className="divide-y divide-neutral-200 rounded-xl bg-white shadow-sm dark:divide-neutral-800 dark:bg-neutral-900">
          <Row
            icon={<Globe aria-hidden className="size-5" />}
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
              className="h-9 rounded-lg border border-neutral-300 bg-white px-2 text-sm dark:border-neutral-700 dark:bg-neutral-900"
            >
              {LANGUAGES.map((language) => (
                <option key={language.code} value={language.code} lang={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </Row>
          <Row icon={<Moon aria-hidden className="size-5" />} label={t("setting.dark_mode")} labelId={darkId}>
            <Switch checked={dark} onChange={setDarkMode} labelledBy={darkId} testId="setting-dark-mode" />
          </Row>
        </div>
      </section>

      <section aria-labelledby="setting-about">
        <h2 id="setting-about" className="mb-2 px-1 text-xs font-semibold text-neutral-500 uppercase">
          {t("setting.about")}
        </h2>
        <p className="flex gap-3 rounded-xl bg-white p-4 text-sm text-neutral-600 shadow-sm dark:bg-neutral-900 dark:text-neutral-400">
          <Info aria-hidden className="size-5 shrink-0" />
          {t("setting.disclaimer")}
        </p>
      </section>
    </div>
  );
}
