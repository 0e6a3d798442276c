/**
 * The novel reader's text settings (PRODUCT.md §3 "Novel text config", §5 sliders): size, line height,
 * weight, font, indent, direction and colours, kept in localStorage under "pxv-novel-text". Every
 * value is checked on the way in: numbers are clamped to PRODUCT.md's ranges and snapped to their
 * steps, unknown directions and malformed colours fall back to the defaults.
 */
import { NOVEL_COLOR_PRESETS, NOVEL_DIRECTIONS, NOVEL_TEXT_LIMITS, type NovelDirection } from "@pxv/pixiv";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export const NOVEL_FONTS = ["inherit", "sans-serif", "serif"] as const;
export type NovelFont = (typeof NOVEL_FONTS)[number];

export interface NovelTextConfig {
  readonly size: number;
  readonly height: number;
  readonly weight: number;
  readonly font: NovelFont;
  readonly indent: boolean;
  readonly direction: NovelDirection;
  readonly color: string;
  readonly bg: string;
}

const [defaultColors] = NOVEL_COLOR_PRESETS;

export const DEFAULT_TEXT_CONFIG: NovelTextConfig = {
  size: NOVEL_TEXT_LIMITS.size.default,
  height: NOVEL_TEXT_LIMITS.height.default,
  weight: NOVEL_TEXT_LIMITS.weight.default,
  font: "inherit",
  indent: false,
  direction: "h",
  color: defaultColors.color,
  bg: defaultColors.bg,
};

type Limit = { readonly min: number; readonly max: number; readonly step: number };

/** Clamped to [min, max] and snapped to the step; NaN gives the fallback. */
export function clampToLimit(value: unknown, limit: Limit, fallback: number): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  const snapped = Math.round((number - limit.min) / limit.step) * limit.step + limit.min;
  return Number(Math.min(limit.max, Math.max(limit.min, snapped)).toFixed(2));
}

const COLOR = /^#[0-9a-f]{6}$/i;

/** Any stored or imported value → a valid config. */
export function readTextConfig(value: unknown): NovelTextConfig {
  const raw = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const pick = <T extends string>(candidate: unknown, choices: readonly T[], fallback: T): T =>
    choices.includes(candidate as T) ? (candidate as T) : fallback;
  const colour = (candidate: unknown, fallback: string): string =>
    typeof candidate === "string" && COLOR.test(candidate) ? candidate : fallback;
  return {
    size: clampToLimit(raw["size"], NOVEL_TEXT_LIMITS.size, DEFAULT_TEXT_CONFIG.size),
    height: clampToLimit(raw["height"], NOVEL_TEXT_LIMITS.height, DEFAULT_TEXT_CONFIG.height),
    weight: clampToLimit(raw["weight"], NOVEL_TEXT_LIMITS.weight, DEFAULT_TEXT_CONFIG.weight),
    font: pick(raw["font"], NOVEL_FONTS, DEFAULT_TEXT_CONFIG.font),
    indent: raw["indent"] === true,
    direction: pick(raw["direction"], NOVEL_DIRECTIONS, DEFAULT_TEXT_CONFIG.direction),
    color: colour(raw["color"], DEFAULT_TEXT_CONFIG.color),
    bg: colour(raw["bg"], DEFAULT_TEXT_CONFIG.bg),
  };
}

interface TextConfigState {
  readonly config: NovelTextConfig;
  update: (patch: Partial<NovelTextConfig>) => void;
  reset: () => void;
}

export const useTextConfigStore = create<TextConfigState>()(
  persist(
    (set) => ({
      config: DEFAULT_TEXT_CONFIG,
      update: (patch) => {
        set((state) => ({ config: readTextConfig({ ...state.config, ...patch }) }));
      },
      reset: () => {
        set({ config: DEFAULT_TEXT_CONFIG });
      },
    }),
    {
      name: "pxv-novel-text",
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ config: state.config }),
      merge: (persisted, current) => ({
        ...current,
        config: readTextConfig((persisted as { config?: unknown } | undefined)?.config),
      }),
    },
  ),
);
