/**
 * pxv's own small feeds for the web app: `GET /api/notices` (banners, alerts and seasonal effects,
 * shape `noticesBodySchema`) and `GET /api/sensitive-words` (text/plain, one word per line). Each
 * comes from a default file shipped with the server, or from a configured file or URL; a feed that
 * does not validate is a 502 that says where it came from, never a half-read answer.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { request } from "undici";
import {
  API_TIMEOUT_MS,
  CACHE_TTL_SECONDS,
  PXV_API_PATHS,
  noticesBodySchema,
  sensitiveWordsBodySchema,
} from "@pxv/pixiv";
import { sendCacheAnswer, type ResponseCache } from "../../infrastructure/stores/response-cache.js";
import { refused } from "../../route-schema/answers.js";
import { HttpError, UpstreamError } from "../../errors.js";

export const DEFAULT_NOTICES_FILE = fileURLToPath(new URL("../../../data/notices.json", import.meta.url));
export const DEFAULT_SENSITIVE_WORDS_FILE = fileURLToPath(
  new URL("../../../data/sensitive-words.txt", import.meta.url),
);
/** The word list changes rarely; browsers may keep it a day. */
const SENSITIVE_WORDS_MAX_AGE_SECONDS = 86_400;

export interface FeedOptions {
  readonly noticesUrl?: string | null;
  readonly noticesFile?: string | null;
  readonly sensitiveWordsFile?: string | null;
}

async function readNoticesSource(options: FeedOptions): Promise<{ text: string; source: string }> {
  if (options.noticesUrl) {
    try {
      const response = await request(options.noticesUrl, { signal: AbortSignal.timeout(API_TIMEOUT_MS) });
      const text = await response.body.text();
      if (response.statusCode !== 200) throw new Error(`answered ${response.statusCode}`);
      return { text, source: "PXV_NOTICES_URL" };
    } catch (error) {
      throw new UpstreamError("notices", (error as Error).message);
    }
  }
  const file = options.noticesFile ?? DEFAULT_NOTICES_FILE;
  try {
    return { text: await readFile(file, "utf8"), source: options.noticesFile ? "PXV_NOTICES_FILE" : file };
  } catch (error) {
    throw new HttpError(502, "feed_unavailable", `Cannot read the notices file: ${(error as Error).message}`);
  }
}

/** One word per line; blank lines and `#` comments dropped, duplicates removed. */
export function parseWordList(text: string): string[] {
  const words = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  return [...new Set(words)];
}

export function registerFeeds(app: FastifyInstance, cache: ResponseCache, options: FeedOptions): void {
  const notices = {
    tags: ["pxv"],
    summary: "pxv's notices feed: {notices, effects}.",
    answers: {
      "200": { description: "The feed.", body: noticesBodySchema },
      "502": refused("The feed cannot be read or is not valid."),
    },
  };
  app.get(PXV_API_PATHS.notices, { schema: notices }, async (_request, reply) => {
    const answer = await cache.answer("feed:notices", CACHE_TTL_SECONDS.latest, async () => {
      const { text, source } = await readNoticesSource(options);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new HttpError(502, "feed_invalid", `The notices feed (${source}) is not JSON`);
      }
      const parsed = noticesBodySchema.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new HttpError(
          502,
          "feed_invalid",
          `The notices feed (${source}) is not valid: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim(),
        );
      }
      return {
        statusCode: 200,
        contentType: "application/json; charset=utf-8",
        body: JSON.stringify(parsed.data),
      };
    });
    return sendCacheAnswer(reply, answer);
  });

  const sensitiveWords = {
    tags: ["pxv"],
    summary: "The sensitive-word list, text/plain, one word per line.",
    answers: {
      "200": { description: "The list.", body: sensitiveWordsBodySchema, type: "text/plain" },
      "502": refused("The list cannot be read."),
    },
  };
  app.get(PXV_API_PATHS.sensitiveWords, { schema: sensitiveWords }, async (_request, reply) => {
    const file = options.sensitiveWordsFile ?? DEFAULT_SENSITIVE_WORDS_FILE;
    let text;
    try {
      text = await readFile(file, "utf8");
    } catch (error) {
      throw new HttpError(
        502,
        "feed_unavailable",
        `Cannot read the sensitive-word list: ${(error as Error).message}`,
      );
    }
    const words = parseWordList(text);
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", `public, max-age=${SENSITIVE_WORDS_MAX_AGE_SECONDS}`)
      .send(words.length > 0 ? `${words.join("\n")}\n` : "");
  });
}
