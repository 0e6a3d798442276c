/**
 * The saved settings: their shape, defaults (PRODUCT.md §3 App settings, PRODUCT.md §B8.5), the
 * version of the stored schema, the migrations from every older version, the addresses a setting may
 * hold and the combination rules of PRODUCT.md §5. The rule of each field, and `readSettings`, which
 * turns anything read back (localStorage, an imported file) into complete, valid settings, are in
 * settings-fields.ts. Pure, so it is unit-tested directly.
 */
import { parseHttpUrl } from "@pxv/pixiv";
import { LANGUAGES, type Language } from "../i18n/languages";

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

/** The themes: the system's choice, light, dark, OLED black (dark on true black) and high contrast (light, 7:1). */
export const THEMES = ["system", "light", "dark", "black", "contrast"] as const;
export type Theme = (typeof THEMES)[number];

export const WATERFALL_TYPES = ["Masonry", "Grid", "Justified"] as const;
/** The slideshow's intervals, in seconds (issue 29). */
export const SLIDESHOW_INTERVALS_S = [3, 5, 8, 10, 15, 20, 30, 60] as const;
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
/** The language pictures are translated into (issue 30): "" is the interface language. */
export const PICTURE_TRANSLATION_TARGETS = ["", ...LANGUAGES.map((language) => language.code)] as const;
export type PictureTranslationTarget = "" | Language;
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
  /** Lists leave out the works already seen (in the viewing history); each list may switch it. */
  isHideSeenWorks: false,
  /** Lists show every page of a multi-page work after its card; each card's page-count control still toggles it. */
  isExpandMultiPage: false,
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
  /** The card menu offers "Add to / Remove from local favorites". */
  isLongpressLocalFavorite: false,
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
  /** Seconds each slide of the slideshow shows (features/slideshow). */
  slideshowInterval: 5 as (typeof SLIDESHOW_INTERVALS_S)[number],
  /** The language pictures are translated into (features/picture-translation); "" = the interface's. */
  pictureTranslateTo: "" as PictureTranslationTarget,
};
export type AppSettings = typeof DEFAULT_APP_SETTINGS;

/** Choices of the settings that are enumerations; any other value is refused. */
export const CHOICES: Partial<Record<keyof AppSettings, readonly unknown[]>> = {
  wfType: WATERFALL_TYPES,
  imgReso: IMAGE_RESOLUTIONS,
  ugoiraDefDLFormat: UGOIRA_DOWNLOAD_FORMATS,
  novelDefDlFormat: NOVEL_DOWNLOAD_FORMATS,
  novelDefTranslate: NOVEL_TRANSLATORS,
  ugoiraMp4Bitrate: UGOIRA_BITRATES_MBPS,
  appStartPage: START_PAGES,
  pageTransition: PAGE_TRANSITIONS,
  slideshowInterval: SLIDESHOW_INTERVALS_S,
  pictureTranslateTo: PICTURE_TRANSLATION_TARGETS,
};

/** Settings that hold digits only (PRODUCT.md §5 "Numeric settings take digits only"). */
export const DIGIT_STRINGS: ReadonlySet<keyof AppSettings> = new Set(["searchListMinFavNum"]);

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

/**
 * What a device whose main pointer is a finger (CSS `pointer: coarse`) starts with beyond the
 * defaults: a long press on a card opens its menu, with downloading in it, and a sideways swipe on a
 * work pages to the next or previous one of its list. A mouse keeps the browser's own right-click
 * menu and no swipe.
 */
export const TOUCH_APP_DEFAULTS: Partial<AppSettings> = { isLongpressDL: true, isEnableSwipe: true };

/** The defaults with the platform-dependent ones filled in. */
export function platformDefaults(
  userAgent: string,
  supportsTransitions: boolean,
  coarsePointer = false,
): Settings {
  return {
    ...DEFAULT_SETTINGS,
    app: {
      ...DEFAULT_APP_SETTINGS,
      ...(coarsePointer ? TOUCH_APP_DEFAULTS : {}),
      pageTransition: defaultPageTransition(userAgent, supportsTransitions),
    },
  };
}

type Json = Record<string, unknown>;
/** A JSON object (not null, not an array): what a settings object and its groups must be. */
export const isRecord = (value: unknown): value is Json =>
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

/**
 * The settings that hold an address, and what each may hold besides "" (this server's own): the API
 * base and the image host an absolute http(s) URL (kept without trailing slashes, since paths are
 * appended to it); the feeds also a path on this server. Any other scheme (javascript:, data:, file:)
 * is refused wherever an address comes in: the settings screens, stored settings and imported files.
 */
export const ADDRESS_FIELDS = {
  apiBase: "http-url",
  imageHost: "http-url",
  sensitiveWordsUrl: "http-url-or-path",
  noticesUrl: "http-url-or-path",
} as const;
export type AddressField = keyof typeof ADDRESS_FIELDS;

/** Longest address a setting keeps. */
const MAX_ADDRESS_LENGTH = 500;
/** An origin no page has: a path that resolves away from it leaves this server (`//host`, `/\host`). */
const SAME_ORIGIN_PROBE = "http://pxv.invalid";

function isPathOnThisServer(text: string): boolean {
  if (!text.startsWith("/")) return false;
  try {
    return new URL(text, SAME_ORIGIN_PROBE).origin === SAME_ORIGIN_PROBE;
  } catch {
    return false;
  }
}

/** The address as the setting saves it ("" for empty), or null when the field may not hold it. */
export function readAddress(field: AddressField, input: string): string | null {
  const text = input.trim();
  if (text === "") return "";
  if (text.length > MAX_ADDRESS_LENGTH) return null;
  if (ADDRESS_FIELDS[field] === "http-url") return parseHttpUrl(text);
  return parseHttpUrl(text) === null && !isPathOnThisServer(text) ? null : text;
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
