/**
 * The first-run hint on a touch screen: a small note over the page's lower edge saying what a finger
 * can do that a new profile turned on for it (settings-schema.ts TOUCH_APP_DEFAULTS) — hold a card
 * for its menu, swipe sideways on a work to page — and where to change that. Shown once: "Got it",
 * the close button or following the link to Preferences dismisses it for good (remembered in
 * localStorage). Nothing is said of what the settings have turned off; with both off it never shows.
 *
 * Its own chunk: the app shell loads it after the first cards are painted, and only where a finger
 * is the main pointer, so neither the first page nor a desktop pays for it.
 */
import { SCREEN_PATHS } from "@pxv/pixiv";
import { useState } from "react";
import { Link } from "react-router";
import { CloseButton } from "../../components/close-button";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import { useSettingsStore } from "../../settings/settings-store";

/** The localStorage entry that remembers the hint was dismissed. */
export const TOUCH_HINT_STORAGE_KEY = "pxv-touch-hint";
const DISMISSED = "dismissed";
/** Preferences, where both settings are (read from the page table: features sit below the app's routes). */
const PREFERENCES_PATH = SCREEN_PATHS["setting-preference"].SettingPreference[0];

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(TOUCH_HINT_STORAGE_KEY) === DISMISSED;
  } catch {
    // Storage refused (private mode): showing the hint each visit is better than never.
    return false;
  }
}

function rememberDismissed(): void {
  try {
    localStorage.setItem(TOUCH_HINT_STORAGE_KEY, DISMISSED);
  } catch {
    // Nothing to keep it in: it goes for this visit.
  }
}

export default function TouchHint() {
  const ready = useNamespace("prefs");
  const { t } = useTranslation("prefs");
  const longPress = useSettingsStore((state) => state.app.isLongpressDL || state.app.isLongpressBlock);
  const swipe = useSettingsStore((state) => state.app.isEnableSwipe);
  const [shown, setShown] = useState(() => !wasDismissed());
  if (!ready || !shown || (!longPress && !swipe)) return null;

  const dismiss = (): void => {
    rememberDismissed();
    setShown(false);
  };
  return (
    <aside
      data-testid="touch-hint"
      aria-labelledby="touch-hint-title"
      className="fixed inset-x-3 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 mx-auto max-w-md rounded-2xl border border-neutral-200 bg-white p-4 text-sm shadow-xl xl:bottom-4 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div className="mb-2 flex items-start gap-2">
        <h2 id="touch-hint-title" className="flex-1 font-bold">
          {t("touch_hint.title")}
        </h2>
        <CloseButton
          label={t("touch_hint.dismiss")}
          onClick={dismiss}
          className="-m-1 p-1 hover:bg-neutral-100 dark:hover:bg-neutral-800"
        />
      </div>
      <ul className="mb-3 list-disc space-y-1 pl-5">
        {longPress ? <li>{t("touch_hint.long_press")}</li> : null}
        {swipe ? <li>{t("touch_hint.swipe")}</li> : null}
      </ul>
      <div className="flex items-center justify-between gap-3">
        <Link
          to={PREFERENCES_PATH}
          data-testid="touch-hint-settings"
          onClick={dismiss}
          className="font-medium text-accent hover:underline"
        >
          {t("touch_hint.settings")}
        </Link>
        <button
          type="button"
          data-testid="touch-hint-dismiss"
          onClick={dismiss}
          className="rounded-full bg-accent-fill px-4 py-1.5 font-medium text-white"
        >
          {t("touch_hint.got_it")}
        </button>
      </div>
    </aside>
  );
}
