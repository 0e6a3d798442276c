/**
 * The last step of every app API answer, applied to the body as pixiv would have written it:
 *
 * - `Accept-Language` picks the language of `tags[].translated_name` (and `translated_name` beside
 *   `tag` in trending tags): English, Simplified or Traditional Chinese, Korean; null for Japanese
 *   (PIXIV.md §1.3). Without the header (or with `*`, or a language pixiv does not translate
 *   into) the catalogue's English stays.
 * - It also picks the language of `error.user_message` for the messages pixiv localizes (ja, en,
 *   zh; other languages read English). Without the header the message stays as pixiv's default
 *   (Japanese for deleted works, English otherwise).
 * - A request's `filter` (`for_ios`, `for_android`) is echoed in `next_url`, as pixiv does on
 *   every list, whichever endpoint built the URL.
 *
 * Bodies are copied where changed, never mutated: endpoint answers may share memoized objects.
 */
import { tagLanguageOf, translateTag, type TagLanguage } from "../catalogue/tag-translations.js";

type MessageLanguage = "ja" | "en" | "zh";

/** pixiv's localized `user_message`s: the default text → [ja, en, zh]. */
const USER_MESSAGES: Readonly<Record<string, readonly [string, string, string]>> = {
  "該当作品は削除されたか、存在しない作品IDです。": [
    "該当作品は削除されたか、存在しない作品IDです。",
    "The artwork has been deleted or the artwork ID does not exist.",
    "该作品已被删除，或作品ID不存在。",
  ],
  "Page not found": ["ページが見つかりませんでした", "Page not found", "尚无此页"],
  "Specified end-point doesn't exist": [
    "指定されたエンドポイントは存在しません",
    "Specified end-point doesn't exist",
    "指定的端点不存在",
  ],
  "Your access is currently restricted.": [
    "アクセスが制限されています。",
    "Your access is currently restricted.",
    "您的访问目前受到限制。",
  ],
  "Invalid request.": ["不正なリクエストです。", "Invalid request.", "请求无效。"],
};
const MESSAGE_COLUMN: Readonly<Record<MessageLanguage, 0 | 1 | 2>> = { ja: 0, en: 1, zh: 2 };

const messageLanguageOf = (language: TagLanguage): MessageLanguage =>
  language === "ja" ? "ja" : language === "zh" || language === "zh_tw" ? "zh" : "en";

/** `user_message` in `language`, or unchanged when pixiv does not localize it. */
export function localizeUserMessage(message: string, language: TagLanguage): string {
  return USER_MESSAGES[message]?.[MESSAGE_COLUMN[messageLanguageOf(language)]] ?? message;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Translates every tag in `value`, copying only what changes. */
function localizeTags(value: unknown, language: TagLanguage): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => localizeTags(item, language));
    return items.some((item, index) => item !== value[index]) ? items : value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | null = null;
  const name = typeof value.name === "string" ? value.name : typeof value.tag === "string" ? value.tag : null;
  if (name !== null && "translated_name" in value) {
    const english = typeof value.translated_name === "string" ? value.translated_name : null;
    const translated = translateTag({ name, translated: english }, language);
    if (translated !== value.translated_name) copy = { ...value, translated_name: translated };
  }
  for (const [key, child] of Object.entries(value)) {
    if (key === "translated_name" || child === null || typeof child !== "object") continue;
    const next = localizeTags(child, language);
    if (next !== child) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/** `next_url` with `filter=<filter>` first in its query, unless it already has one. */
export function withFilter(nextUrl: string, filter: string): string {
  if (/[?&]filter=/.test(nextUrl)) return nextUrl;
  const parameter = `filter=${encodeURIComponent(filter)}`;
  const query = nextUrl.indexOf("?");
  return query === -1
    ? `${nextUrl}?${parameter}`
    : `${nextUrl.slice(0, query + 1)}${parameter}&${nextUrl.slice(query + 1)}`;
}

export interface AnswerLocale {
  /** The request's Accept-Language header. */
  readonly acceptLanguage?: string | undefined;
  /** The request's `filter` parameter. */
  readonly filter?: string | undefined;
}

/** The body as pixiv would send it for this request's language and filter. */
export function finishAnswerBody(body: unknown, locale: AnswerLocale): unknown {
  if (!isRecord(body)) return body;
  let result: Record<string, unknown> = body;
  const header = locale.acceptLanguage?.trim() ?? "";
  // Only a language pixiv localizes into counts: `*` (fetch's default) or `fr` leave the defaults.
  if (/^(ja|en|zh|ko)\b/i.test(header)) {
    const language = tagLanguageOf(header);
    const error = result.error;
    if (isRecord(error) && typeof error.user_message === "string" && error.user_message !== "") {
      result = {
        ...result,
        error: { ...error, user_message: localizeUserMessage(error.user_message, language) },
      };
    } else {
      result = localizeTags(result, language) as Record<string, unknown>;
    }
  }
  const filter = locale.filter;
  if (filter !== undefined && filter !== "" && typeof result.next_url === "string") {
    result = { ...result, next_url: withFilter(result.next_url, filter) };
  }
  return result;
}
