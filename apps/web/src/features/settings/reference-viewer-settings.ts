/**
 * Reads a settings file written by the reference viewer, the app pxv replaces (PRODUCT.md §B8.5):
 * an object of its localStorage keys, each with the raw string it stored. Most strings are its
 * storage envelope, the JSON `{"data": value, "expires": seconds | -1}`; the language, dark mode and
 * accent colour are stored raw. Each key pxv has a setting for becomes that setting, named as pxv
 * names it, so settings-fields.ts checks it by the same rule as any other import. Every other key
 * (sign-in tokens and cookies, the novel text panel, the search history, its own bookkeeping) is not
 * imported and is named as refused, never dropped silently; a refused pxv field is named back under
 * the key it came from (`PXV_APP_SETTING.wfType`, `PXV_B_UIDS[2]`).
 */
import { isRecord } from "../../settings/settings-schema";

/** A reference-viewer key pxv reads, and how its stored string becomes a pxv setting. */
interface KeyReading {
  /** The pxv setting it fills. */
  readonly field: string;
  /** Its value for that setting; undefined when the string cannot be read (the key is refused). */
  readonly read: (stored: string) => unknown;
}

/** The value inside the storage envelope, or undefined when the string is not one. */
function envelopeData(stored: string): unknown {
  try {
    const parsed: unknown = JSON.parse(stored);
    return isRecord(parsed) && "data" in parsed ? parsed["data"] : undefined;
  } catch {
    return undefined;
  }
}

/** The envelope's data when the string is one, else the string itself (keys written either way). */
const envelopeOrRaw = (stored: string): unknown => envelopeData(stored) ?? stored;

/** A comma-separated block list (or, leniently, already a list) as its entries. */
function commaList(value: unknown): unknown {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return undefined;
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** The app settings, with the bitrate written as text ("4 Mbps") made the number pxv keeps. */
function appSettings(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  const bitrate = value["ugoiraMp4Bitrate"];
  const megabits = typeof bitrate === "string" ? /^(\d+)\s*Mbps$/i.exec(bitrate.trim())?.[1] : undefined;
  return megabits === undefined ? value : { ...value, ugoiraMp4Bitrate: Number(megabits) };
}

/** The image host is stored without a scheme ("i.pixiv.re"); pxv keeps an https address. */
function imageHost(stored: string): unknown {
  const value = envelopeOrRaw(stored);
  if (typeof value !== "string" || value === "") return value;
  return /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
}

/** A 1/0 flag, stored as a number or its text. */
function flag(value: unknown): unknown {
  if (value === "1" || value === "0") return Number(value);
  return value;
}

const READINGS: Readonly<Record<string, KeyReading>> = {
  PXV_LANG: { field: "language", read: (stored) => stored },
  PXV_DARK: {
    field: "theme",
    read: (stored) => (stored === "true" ? "dark" : stored === "" ? "light" : stored),
  },
  PXV_ACT_COLOR: { field: "accentColor", read: (stored) => stored },
  PXV_CNT_SHOW: { field: "content", read: envelopeData },
  PXV_NSFW_ON: { field: "nsfwFlag", read: (stored) => flag(envelopeOrRaw(stored)) },
  PXV_B_TAGS: { field: "blockedTags", read: (stored) => commaList(envelopeOrRaw(stored)) },
  PXV_B_UIDS: {
    field: "blockedUserIds",
    read: (stored) => {
      const ids = commaList(envelopeOrRaw(stored));
      return Array.isArray(ids)
        ? ids.map((id: unknown) => (typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id))
        : ids;
    },
  },
  HIBIAPI_BASE: { field: "apiBase", read: envelopeOrRaw },
  PXIMG_PROXY: { field: "imageHost", read: imageHost },
  PXV_APP_SETTING: { field: "app", read: (stored) => appSettings(envelopeData(stored)) },
};

/**
 * Keys only the reference viewer writes, besides those pxv reads: one of them (or of READINGS) is
 * what tells its file from any other object of strings.
 */
const OTHER_KNOWN_KEYS: ReadonlySet<string> = new Set([
  "PXV_CLIENT_CONFIG",
  "PXV_CLIENT_AUTH",
  "PXV_LOGIN_CODEV",
  "PXV_NOW_COOKIE",
  "PXV_THEME",
  "PXV_TEXT_CONFIG",
  "PIXIV_SearchHistory",
  "PXV_ANALYTICS",
  "PXV_NOTICE_READ_REC",
  "PXV_ASSETS_LOADED",
  "PXV_KISST_CFMED",
  "__HIDE_AP_SEL",
]);

/** True when the object is a reference-viewer settings file: strings only, under its keys. */
export function isReferenceViewerFile(value: unknown): value is Readonly<Record<string, string>> {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return (
    Object.values(value).every((entry) => typeof entry === "string") &&
    keys.some((key) => Object.hasOwn(READINGS, key) || OTHER_KNOWN_KEYS.has(key))
  );
}

export interface ReferenceViewerSettings {
  /** The file's values under pxv's names, not yet checked. */
  readonly settings: Readonly<Record<string, unknown>>;
  /** The keys pxv does not import, by name. */
  readonly refused: readonly string[];
}

/** The file's values under pxv's setting names, and the keys it does not import. */
export function fromReferenceViewer(file: Readonly<Record<string, string>>): ReferenceViewerSettings {
  const settings: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, stored] of Object.entries(file)) {
    const reading = Object.hasOwn(READINGS, key) ? READINGS[key] : undefined;
    const value = reading?.read(stored);
    if (reading === undefined || value === undefined) refused.push(key);
    else settings[reading.field] = value;
  }
  return { settings, refused };
}

const KEY_OF_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(READINGS).map(([key, reading]) => [reading.field, key]),
);

/** A refused pxv path ("app.wfType", "blockedUserIds[2]") under the reference key it came from. */
export function referenceViewerPath(path: string): string {
  const field = /^[^.[]+/.exec(path)?.[0] ?? path;
  const key = Object.hasOwn(KEY_OF_FIELD, field) ? KEY_OF_FIELD[field] : undefined;
  return key === undefined ? path : `${key}${path.slice(field.length)}`;
}
