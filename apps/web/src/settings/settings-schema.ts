/**
 * The saved settings: their shape, defaults (PRODUCT.md §3 App settings, PRODUCT.md §B8.5), the
 * version of the stored schema and the migrations from every older version. `readSettings` turns
 * anything read back (localStorage, an imported file) into a complete, valid settings object:
 * unknown keys are dropped, a value of the wrong type or outside its choices falls back to its
 * default, and the combination rules of PRODUCT.md §5 are applied. Pure, so it is unit-tested directly.
 */
import { isBindable } from "../commands/key-combo";
import { isLanguage, type Language } from "../i18n/languages";

/** Version 1: { language, darkMode }. Version 2: everything below. */
export const SETTINGS_VERSION = 2;

export const DEFAULT_ACCENT_COLOR = "#38a9f5";

export const PAGE_TRANSITIONS = [
  "none",
  "ios",
  "md",
  "cover",
  "cover-v",
  "dive",
  "fade",
  "flip",
  "parallax",
  "push",
] as const;
export type PageTransition = (typeof PAGE_TRANSITIONS)[number];

export const THEMES = ["system", "light", "dark"] as const;
export type Theme = (typeof THEMES)[number];

export const WATERFALL_TYPES = ["Masonry", "Grid", "Justified"] as const;
export const IMAGE_RESOLUTIONS = ["Medium", "Large", "Large(WebP)", "Original"] as const;
/**
 * How a novel is translated by default (PRODUCT.md §9 "Novel translation"): not at all, by the server's
 * chat-completions endpoint (/api/pixiv-novel-translate), or by the browser's built-in Translator
 * where it exists. The reference viewer's third-party web translators are not offered: pxv never
 * sends a novel to a host the person did not configure.
 */
export const NOVEL_TRANSLATORS = ["", "ai", "browser"] as const;
export type NovelTranslator = (typeof NOVEL_TRANSLATORS)[number];
export const UGOIRA_DOWNLOAD_FORMATS = [
  "",
  "ZIP",
  "GIF",
  "WebM",
  "APNG",
  "MP4(Browser)",
  "MP4(Server)",
  "Other",
] as const;
export const NOVEL_DOWNLOAD_FORMATS = ["", "TXT", "HTML", "EPUB", "PDF(Print)", "PDF", "DOC", "MD"] as const;
export const UGOIRA_BITRATES_MBPS = [2, 4, 6, 8, 10, 12] as const;

/** Start pages of PRODUCT.md §2 Navigation; the `following` ones need a signed-in user. */
export const START_PAGES = [
  "",
  "/",
  "/home_manga",
  "/home_novel",
  "/spotlights",
  "/popular_illust",
  "/osusume_illust",
  "/random_illust",
  "/search",
  "/search_novel",
  "/search_user",
  "/rank/daily",
  "/rank/daily_ai",
  "/rank/daily_illust",
  "/rank/daily_ugoira",
  "/rank/daily_manga",
  "/rank_novel/day",
  "/following",
  "/following/5",
  "/following/2",
  "/following/7",
  "/following/3",
  "/following/6",
  "/following/4",
] as const;

/** The app settings of PRODUCT.md §3 with their defaults. */
export const DEFAULT_APP_SETTINGS = {
  wfType: "Masonry" as (typeof WATERFALL_TYPES)[number],
  imgReso: "Large" as (typeof IMAGE_RESOLUTIONS)[number],
  dlFileNameTpl: "{author}_{title}_{pid}_p{index}",
  dlSubDirByAuthor: false,
  preferDownloadByFsa: false,
  preferDownloadByTm: false,
  pageFont: "",
  hideNavBarOnScroll: true,
  manualLoadRelated: false,
  autoPlayUgoira: false,
  ugoiraMp4Bitrate: 4 as (typeof UGOIRA_BITRATES_MBPS)[number],
  isUgoiraApngSaveAsPng: false,
  isUgoiraAvifSrc: false,
  ugoiraDefDLFormat: "" as (typeof UGOIRA_DOWNLOAD_FORMATS)[number],
  novelDefDlFormat: "" as (typeof NOVEL_DOWNLOAD_FORMATS)[number],
  novelDlRmStyle: false,
  novelDefTranslate: "" as NovelTranslator,
  isAutoLoadKissT: false,
  novelFilterNoLongTag: false,
  novelFilterTagLenMax: 30,
  novelFilterTagSplitMax: 5,
  novelFilterNoShortLen: false,
  novelFilterTextLenMin: 100,
  isHideRankManga: false,
  searchListMinFavNum: "5",
  searchListPagination: false,
  appStartPage: "" as (typeof START_PAGES)[number],
  isDefBookmarkPrivate: false,
  isDefFollowPrivate: false,
  isDefBookmarkAddTags: false,
  isAutoFollowAfterBookmark: false,
  isAutoDownLoadAfterBookmark: false,
  isAutoBookmarkAfterDownload: false,
  isLongpressPrivateBookmark: false,
  isLongpressPrivateFollow: false,
  isLongpressBlock: false,
  isLongpressDL: false,
  isEnableSwipe: false,
  isUseFancybox: false,
  isDirectPximg: false,
  isImgLazy: false,
  isImgLazyOb: false,
  isVirtualList: false,
  isImageCardBorderRadius: true,
  isImageCardBoxShadow: true,
  isImageCardOuterMeta: true,
  isImageFitScreen: true,
  withBodyBg: true,
  /** Per platform in a real browser (platformDefaults); "dive" is the desktop choice. */
  pageTransition: "dive" as PageTransition,
  navBarAltStyle: false,
  showFpsDemo: false,
};
export type AppSettings = typeof DEFAULT_APP_SETTINGS;

/** Choices of the settings that are enumerations; any other saved value means the default. */
const CHOICES: Partial<Record<keyof AppSettings, readonly unknown[]>> = {
  wfType: WATERFALL_TYPES,
  imgReso: IMAGE_RESOLUTIONS,
  ugoiraDefDLFormat: UGOIRA_DOWNLOAD_FORMATS,
  novelDefDlFormat: NOVEL_DOWNLOAD_FORMATS,
  novelDefTranslate: NOVEL_TRANSLATORS,
  ugoiraMp4Bitrate: UGOIRA_BITRATES_MBPS,
  appStartPage: START_PAGES,
  pageTransition: PAGE_TRANSITIONS,
};

/** Settings that hold digits only (PRODUCT.md §5 "Numeric settings take digits only"). */
const DIGIT_STRINGS: ReadonlySet<keyof AppSettings> = new Set(["searchListMinFavNum"]);

export interface ContentSettings {
  readonly r18: boolean;
  readonly r18g: boolean;
  readonly ai: boolean;
}

export interface Settings {
  readonly language: Language | null;
  readonly theme: Theme;
  /** #rrggbb */
  readonly accentColor: string;
  readonly fontFamily: string;
  readonly content: ContentSettings;
  /** The NSFW flag stored separately from the content setting (PRODUCT.md §3, §4): null = unset. */
  readonly nsfwFlag: 0 | 1 | null;
  readonly blockedTags: readonly string[];
  readonly blockedUserIds: readonly number[];
  /** HibiAPI-compatible base and image host; empty = this server's own (/api/pixiv, /-). */
  readonly apiBase: string;
  readonly imageHost: string;
  /** The sensitive-word list's address; empty = this server's /api/sensitive-words. */
  readonly sensitiveWordsUrl: string;
  /** The notices feed's address; empty = this server's /api/notices. */
  readonly noticesUrl: string;
  readonly app: AppSettings;
  /** Keys the user rebound (Settings → Keys): command id → its bindings; absent = the defaults. */
  readonly keyBindings: Readonly<Record<string, readonly string[]>>;
}

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  theme: "system",
  accentColor: DEFAULT_ACCENT_COLOR,
  fontFamily: "",
  content: { r18: false, r18g: false, ai: false },
  nsfwFlag: null,
  blockedTags: [],
  blockedUserIds: [],
  apiBase: "",
  imageHost: "",
  sensitiveWordsUrl: "",
  noticesUrl: "",
  app: DEFAULT_APP_SETTINGS,
  keyBindings: {},
};

/**
 * The page transition a new profile starts with (PRODUCT.md §B1.2): "ios" on iPhone and iPad
 * Safari, "md" on other phones, "dive" on desktops; "none" where view transitions are unsupported.
 */
export function defaultPageTransition(userAgent: string, supportsTransitions: boolean): PageTransition {
  if (!supportsTransitions) return "none";
  if (/iPhone|iPad|iPod/.test(userAgent) && !/CriOS|FxiOS|EdgiOS/.test(userAgent)) return "ios";
  if (/Mobile|Android/.test(userAgent)) return "md";
  return "dive";
}

/** The defaults with the platform-dependent ones filled in. */
export function platformDefaults(userAgent: string, supportsTransitions: boolean): Settings {
  return {
    ...DEFAULT_SETTINGS,
    app: { ...DEFAULT_APP_SETTINGS, pageTransition: defaultPageTransition(userAgent, supportsTransitions) },
  };
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Brings a stored object of an older version up to the current one, step by step. */
export function migrateSettings(value: unknown, fromVersion: number): unknown {
  let current: unknown = value;
  if (fromVersion < 2 && isRecord(current)) {
    // v1 kept dark mode as a tri-state boolean; v2 has a theme.
    const darkMode = current["darkMode"];
    const { darkMode: _removed, ...rest } = current;
    current = { ...rest, theme: darkMode === true ? "dark" : darkMode === false ? "light" : "system" };
  }
  return current;
}

const bool = (value: unknown, fallback: boolean): boolean => (typeof value === "boolean" ? value : fallback);
const text = (value: unknown, fallback: string, maxLength = 500): string =>
  typeof value === "string" && value.length <= maxLength ? value : fallback;
const oneOf = <T>(choices: readonly T[], value: unknown, fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

function readAppSettings(value: unknown, defaults: AppSettings): AppSettings {
  const saved = isRecord(value) ? value : {};
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults) as [keyof AppSettings, unknown][]) {
    const candidate = saved[key];
    const choices = CHOICES[key];
    if (choices !== undefined) {
      result[key] = oneOf(choices, candidate, fallback);
    } else if (DIGIT_STRINGS.has(key)) {
      result[key] = typeof candidate === "string" && /^\d{0,6}$/.test(candidate) ? candidate : fallback;
    } else if (typeof candidate === typeof fallback) {
      result[key] =
        typeof candidate === "number"
          ? Number.isInteger(candidate) && candidate >= 0
            ? candidate
            : fallback
          : candidate;
    }
  }
  return applyCombinationRules(result as AppSettings);
}

/**
 * PRODUCT.md §5: long-press block cannot combine with long-press download (block wins when a file has
 * both), and the file-name template must keep {pid} and {index}.
 */
export function applyCombinationRules(app: AppSettings, changed?: keyof AppSettings): AppSettings {
  let next = app;
  if (next.isLongpressBlock && next.isLongpressDL) {
    next =
      changed === "isLongpressDL" ? { ...next, isLongpressBlock: false } : { ...next, isLongpressDL: false };
  }
  if (!next.dlFileNameTpl.includes("{pid}") || !next.dlFileNameTpl.includes("{index}")) {
    next = { ...next, dlFileNameTpl: DEFAULT_APP_SETTINGS.dlFileNameTpl };
  }
  return next;
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

const COMMAND_ID = /^[a-z][a-z-]{0,39}$/;
/** Keys one command may hold, at most. */
const MAX_BINDINGS = 4;

/** Rebound keys as saved: well-formed command ids, each with bindable keys (key-combo.ts). */
function keyBindingsOf(value: unknown): Record<string, string[]> {
  if (!isRecord(value)) return {};
  const result: Record<string, string[]> = {};
  for (const [id, keys] of Object.entries(value)) {
    if (!COMMAND_ID.test(id) || !Array.isArray(keys)) continue;
    const valid = keys.filter((key): key is string => typeof key === "string" && isBindable(key));
    result[id] = [...new Set(valid)].slice(0, MAX_BINDINGS);
  }
  return result;
}

function numberList(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0))];
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter((tag): tag is string => typeof tag === "string" && tag.trim() !== ""))];
}

/**
 * Any stored or imported value (already migrated) as complete, valid settings; what is missing or
 * invalid takes its value from `defaults`.
 */
export function readSettings(value: unknown, defaults: Settings = DEFAULT_SETTINGS): Settings {
  const saved = isRecord(value) ? value : {};
  const content = isRecord(saved["content"]) ? saved["content"] : {};
  const nsfw = saved["nsfwFlag"];
  return {
    language: isLanguage(saved["language"]) ? saved["language"] : null,
    theme: oneOf(THEMES, saved["theme"], DEFAULT_SETTINGS.theme),
    accentColor:
      typeof saved["accentColor"] === "string" && HEX_COLOR.test(saved["accentColor"])
        ? saved["accentColor"].toLowerCase()
        : DEFAULT_ACCENT_COLOR,
    fontFamily: text(saved["fontFamily"], "", 200),
    content: {
      r18: bool(content["r18"], false),
      r18g: bool(content["r18g"], false),
      ai: bool(content["ai"], false),
    },
    nsfwFlag: nsfw === 0 || nsfw === 1 ? nsfw : null,
    blockedTags: stringList(saved["blockedTags"]),
    blockedUserIds: numberList(saved["blockedUserIds"]),
    apiBase: text(saved["apiBase"], ""),
    imageHost: text(saved["imageHost"], ""),
    sensitiveWordsUrl: text(saved["sensitiveWordsUrl"], ""),
    noticesUrl: text(saved["noticesUrl"], ""),
    app: readAppSettings(saved["app"], defaults.app),
    keyBindings: keyBindingsOf(saved["keyBindings"]),
  };
}
