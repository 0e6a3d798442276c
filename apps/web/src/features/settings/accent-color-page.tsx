/**
 * /setting/accent_color — the accent colour (PRODUCT.md §2 Settings): a list of named swatches, a free
 * colour picker and a reset to the default #38a9f5. Applies at once (a CSS variable). A swatch's name
 * wraps rather than being cut off, with its colour code under it, at any width and in any language.
 */
import { Check, RotateCcw } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { SettingsScreen } from "../../components/settings-ui";
import { ACCENT_SWATCHES } from "./accent-swatches";
import { DEFAULT_ACCENT_COLOR } from "../../settings/settings-schema";
import { useSettingsStore } from "../../settings/settings-store";

export function AccentColorPage() {
  const { t } = useTranslation();
  const accent = useSettingsStore((state) => state.accentColor);
  const setAccent = useSettingsStore((state) => state.setAccentColor);

  return (
    <SettingsScreen title={t("setting.accent_color")} testId="accent-color-page">
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm">
          {t("accent.custom")}
          <input
            type="color"
            data-testid="accent-custom"
            value={accent}
            onChange={(event) => {
              setAccent(event.currentTarget.value.toLowerCase());
            }}
            className="h-9 w-12 cursor-pointer rounded border border-neutral-300 bg-transparent dark:border-neutral-700"
          />
        </label>
        <button
          type="button"
          data-testid="accent-reset"
          onClick={() => {
            setAccent(DEFAULT_ACCENT_COLOR);
          }}
          className="inline-flex items-center gap-1.5 rounded-full border border-neutral-300 px-4 py-1.5 text-sm dark:border-neutral-700"
        >
          <RotateCcw aria-hidden className="size-4" />
          {t("accent.reset")}
        </button>
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {ACCENT_SWATCHES.map((swatch) => {
          const selected = swatch.color === accent;
          return (
            <li key={swatch.name}>
              <button
                type="button"
                data-testid="accent-swatch"
                data-color={swatch.color}
                aria-pressed={selected}
                onClick={() => {
                  setAccent(swatch.color);
                }}
                className="flex h-full w-full items-center gap-3 rounded-xl bg-white p-2 text-left text-sm shadow-sm dark:bg-neutral-900"
              >
                <span
                  aria-hidden
                  className="flex size-8 shrink-0 items-center justify-center rounded-full text-white"
                  style={{ backgroundColor: swatch.color }}
                >
                  {selected ? <Check className="size-4" /> : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span data-part="name" className="leading-5 [overflow-wrap:anywhere]" lang="ja">
                    {swatch.name}
                  </span>
                  <span className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
                    {swatch.color}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </SettingsScreen>
  );
}
