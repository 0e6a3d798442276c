/**
 * /setting — the settings hub (PRODUCT.md §2 Settings): interface language and theme at the top, then
 * links to every settings screen, the account (sign in, or who is signed in and log out), and the
 * app-download page.
 */
import {
  Download,
  Eye,
  Globe,
  History,
  Info,
  LogIn,
  LogOut,
  Palette,
  RefreshCw,
  SlidersHorizontal,
  Sparkles,
  Star,
  SunMoon,
  Trash2,
  UserRound,
  type LucideIcon,
  Keyboard,
} from "lucide-react";
import { useId } from "react";
import { useTranslation } from "../../i18n/use-translation";
import {
  SettingsLink,
  SettingsRow,
  SettingsScreen,
  SettingsSection,
  selectClassName,
} from "../../components/settings-ui";
import { pathTo } from "../../routing/paths";
import { useSession } from "../../session/session";
import { loadNamespaces } from "../../i18n/i18n";
import { isLanguage, LANGUAGES } from "../../i18n/languages";
import { THEMES, type Theme } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

/** A link to another settings screen; `label` is a key of the `setting` messages. */
interface HubLink {
  readonly to: string;
  readonly testId: string;
  readonly icon: LucideIcon;
  readonly label:
    | "accent_color"
    | "login"
    | "contents_display"
    | "preference"
    | "history"
    | "local_favorites"
    | "clear_cache"
    | "recommend"
    | "down_app"
    | "about";
}

const APPEARANCE_LINKS: readonly HubLink[] = [
  { to: pathTo("SettingAccentColor"), testId: "setting-link-accent", icon: Palette, label: "accent_color" },
];
const ACCOUNT_LINKS: readonly HubLink[] = [
  { to: pathTo("AccountLogin"), testId: "setting-link-login", icon: LogIn, label: "login" },
];
const GENERAL_LINKS: readonly HubLink[] = [
  {
    to: pathTo("SettingContentsDisplay"),
    testId: "setting-link-contents",
    icon: Eye,
    label: "contents_display",
  },
  {
    to: pathTo("SettingPreference"),
    testId: "setting-link-preference",
    icon: SlidersHorizontal,
    label: "preference",
  },
  { to: pathTo("SettingHistory"), testId: "setting-link-history", icon: History, label: "history" },
  {
    to: pathTo("LocalFavorites"),
    testId: "setting-link-local-favorites",
    icon: Star,
    label: "local_favorites",
  },
  { to: pathTo("SettingClearCache"), testId: "setting-link-clearcache", icon: Trash2, label: "clear_cache" },
];
const ABOUT_LINKS: readonly HubLink[] = [
  { to: pathTo("SettingRecommend"), testId: "setting-link-recommend", icon: Sparkles, label: "recommend" },
  { to: pathTo("SettingDownApp"), testId: "setting-link-down-app", icon: Download, label: "down_app" },
  { to: pathTo("SettingAbout"), testId: "setting-link-about", icon: Info, label: "about" },
];

function HubLinks({ links }: { links: readonly HubLink[] }) {
  const { t } = useTranslation();
  return links.map(({ to, testId, icon: Icon, label }) => (
    <SettingsLink
      key={to}
      to={to}
      testId={testId}
      icon={<Icon aria-hidden className="size-5" />}
      label={t(`setting.${label}`)}
    />
  ));
}

/** Sign in, or — signed in — who is signed in (to the account page) and logging out. */
function AccountRows() {
  const { t } = useTranslation();
  const { mode, user } = useSession();
  if (mode === "none") return <HubLinks links={ACCOUNT_LINKS} />;
  return (
    <>
      <SettingsLink
        to={pathTo("AccountLogin")}
        testId="setting-link-account"
        icon={<UserRound aria-hidden className="size-5" />}
        label={user === null ? t("setting.signed_in") : t("setting.signed_in_as", { name: user.name })}
      />
      <button
        type="button"
        data-testid="setting-logout"
        onClick={() => {
          // The confirmation's messages are the account area's: loaded with the code that asks.
          void Promise.all([import("../account/logout"), loadNamespaces(["account"])]).then(([{ logout }]) =>
            logout(),
          );
        }}
        className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left text-rose-600 last:rounded-b-xl hover:bg-neutral-50 dark:text-rose-400 dark:hover:bg-neutral-800/60"
      >
        <LogOut aria-hidden className="size-5" />
        <span className="flex-1 text-sm">{t("setting.log_out")}</span>
      </button>
    </>
  );
}

export function SettingPage() {
  const { t, i18n } = useTranslation();
  const { t: tSync } = useTranslation("sync");
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
            className="flex flex-wrap justify-end rounded-lg bg-neutral-100 p-0.5 dark:bg-neutral-800"
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
                    : "rounded-md px-3 py-1 text-xs text-neutral-600 dark:text-neutral-400"
                }
              >
                {t(`setting.theme_${choice}`)}
              </button>
            ))}
          </div>
        </SettingsRow>
        <HubLinks links={APPEARANCE_LINKS} />
      </SettingsSection>

      <SettingsSection title={t("setting.account")}>
        <AccountRows />
      </SettingsSection>

      <SettingsSection title={t("setting.general")}>
        <HubLinks links={GENERAL_LINKS} />
        <SettingsLink
          to={pathTo("SettingKeys")}
          testId="setting-link-keys"
          icon={<Keyboard aria-hidden className="size-5" />}
          label={t("keyboard.settings")}
        />
        <SettingsLink
          to={pathTo("SettingSync")}
          testId="setting-link-sync"
          icon={<RefreshCw aria-hidden className="size-5" />}
          label={tSync("link")}
        />
      </SettingsSection>

      <SettingsSection title={t("setting.about")}>
        <HubLinks links={ABOUT_LINKS} />
      </SettingsSection>
    </SettingsScreen>
  );
}
