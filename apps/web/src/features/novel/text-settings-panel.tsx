/**
 * The reader's text settings panel (PRODUCT.md §3 novel text config, §5 sliders): size 12–36, line
 * height 1–5 (step 0.1), weight 100–900 (step 100), font, indent, direction, the five colour presets
 * and free text and background colours. Changes apply at once and are remembered.
 */
import { NOVEL_COLOR_PRESETS, NOVEL_DIRECTIONS, NOVEL_TEXT_LIMITS } from "@pxv/pixiv";
import { useTranslation } from "../../i18n/use-translation";
import { NOVEL_FONTS, useTextConfigStore, type NovelTextConfig } from "./text-config";

type SliderKey = "size" | "height" | "weight";

function Slider({ name, config }: { name: SliderKey; config: NovelTextConfig }) {
  const { t } = useTranslation("reader");
  const update = useTextConfigStore((state) => state.update);
  const limit = NOVEL_TEXT_LIMITS[name];
  return (
    <label className="flex items-center gap-3 text-sm">
      <span className="w-24 shrink-0">{t(`text_settings.${name}`)}</span>
      <input
        type="range"
        data-testid={`text-${name}`}
        min={limit.min}
        max={limit.max}
        step={limit.step}
        value={config[name]}
        onChange={(event) => {
          update({ [name]: Number(event.target.value) });
        }}
        className="flex-1 accent-[var(--color-accent)]"
      />
      <output className="w-10 text-right tabular-nums">{config[name]}</output>
    </label>
  );
}

export function TextSettingsPanel() {
  const { t } = useTranslation("reader");
  const config = useTextConfigStore((state) => state.config);
  const update = useTextConfigStore((state) => state.update);
  const reset = useTextConfigStore((state) => state.reset);
  return (
    <div
      data-testid="text-settings"
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <Slider name="size" config={config} />
      <Slider name="height" config={config} />
      <Slider name="weight" config={config} />
      <label className="flex items-center gap-3 text-sm">
        <span className="w-24 shrink-0">{t("text_settings.font")}</span>
        <select
          data-testid="text-font"
          value={config.font}
          onChange={(event) => {
            update({ font: event.target.value as NovelTextConfig["font"] });
          }}
          className="rounded border border-neutral-300 bg-transparent px-2 py-1 dark:border-neutral-700"
        >
          {NOVEL_FONTS.map((font) => (
            <option key={font} value={font}>
              {t(`text_settings.font_${font === "sans-serif" ? "sans" : font}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-3 text-sm">
        <span className="w-24 shrink-0">{t("text_settings.indent")}</span>
        <input
          type="checkbox"
          data-testid="text-indent"
          checked={config.indent}
          onChange={(event) => {
            update({ indent: event.target.checked });
          }}
        />
      </label>
      <fieldset className="flex items-center gap-3 text-sm">
        <legend className="sr-only">{t("text_settings.direction")}</legend>
        <span className="w-24 shrink-0" aria-hidden>
          {t("text_settings.direction")}
        </span>
        {NOVEL_DIRECTIONS.map((direction) => (
          <label key={direction} className="flex items-center gap-1">
            <input
              type="radio"
              name="novel-direction"
              data-testid={`text-direction-${direction}`}
              checked={config.direction === direction}
              onChange={() => {
                update({ direction });
              }}
            />
            {t(`text_settings.direction_${direction}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="w-24 shrink-0">{t("text_settings.colors")}</span>
        {NOVEL_COLOR_PRESETS.map((preset, index) => (
          <button
            key={preset.bg}
            type="button"
            data-testid={`text-preset-${index}`}
            aria-label={t("text_settings.preset", { n: index + 1 })}
            aria-pressed={config.bg === preset.bg && config.color === preset.color}
            onClick={() => {
              update({ bg: preset.bg, color: preset.color });
            }}
            style={{ background: preset.bg, color: preset.color }}
            className="size-8 rounded-full border border-neutral-300 text-xs aria-pressed:ring-2 aria-pressed:ring-accent"
          >
            A
          </button>
        ))}
        <label className="flex items-center gap-1">
          {t("text_settings.text_color")}
          <input
            type="color"
            value={config.color}
            onChange={(event) => {
              update({ color: event.target.value });
            }}
          />
        </label>
        <label className="flex items-center gap-1">
          {t("text_settings.bg_color")}
          <input
            type="color"
            value={config.bg}
            onChange={(event) => {
              update({ bg: event.target.value });
            }}
          />
        </label>
      </div>
      <button type="button" onClick={reset} className="self-end text-sm text-accent hover:underline">
        {t("text_settings.reset")}
      </button>
    </div>
  );
}
