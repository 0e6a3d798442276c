/**
 * pxv's own API as its web app calls it — the route contract's paths, shared by the server's routes
 * and the browser's client (apps/web/src/data/pxv-client.ts), so neither spells them alone. No zod
 * here: the answers' schemas are in api-schemas.ts, which a page loads only when it checks one.
 */
/** Where pxv serves its HibiAPI-compatible API: the web's proxy data source, the server's routes. */
export const HIBI_API_BASE = "/api/pixiv";

export const PXV_API_PATHS = {
  /** `GET`: what the server can do beyond the API (`CapabilitiesBody`). */
  capabilities: "/api/capabilities",
  /** `GET`: pxv's notices feed (`NoticesBody`). */
  notices: "/api/notices",
  /** `GET`: the sensitive-word list, text/plain, one word per line. */
  sensitiveWords: "/api/sensitive-words",
  /** `GET` with `x-auth`: the web session's CSRF token and user (`WebSessionBody`). */
  webSession: "/api/pixiv-now/user",
  /** `GET /api/pixiv-novel-translate/{id}.html|.txt`: a novel translated (see novelTranslationPath). */
  novelTranslation: "/api/pixiv-novel-translate/:file",
  /** `POST` with `{language, texts}`: a picture's text regions translated (`PictureTranslationBody`). */
  pictureTranslation: "/api/picture-translate",
} as const;

/** `html`: the whole translation as paragraphs (cached); `txt`: plain text streamed as it comes. */
export type NovelTranslationFormat = "html" | "txt";

/** The file a translation route accepts: a novel id and its format. */
export const NOVEL_TRANSLATION_FILE = /^[1-9]\d{0,14}\.(html|txt)$/;

export function novelTranslationPath(id: number, format: NovelTranslationFormat): string {
  return `/api/pixiv-novel-translate/${String(id)}.${format}`;
}

/** A translation service may take this long per piece of novel text (language models are slow). */
export const TRANSLATE_PIECE_TIMEOUT_MS = 120_000;

/**
 * What the network settings ask a HibiAPI-compatible base before it is saved (a route of
 * hibi-api/table.ts): the first page of today's daily ranking.
 */
export function hibiApiProbeUrl(base: string): string {
  return `${base.replace(/\/+$/, "")}/rank?mode=day&page=1`;
}
