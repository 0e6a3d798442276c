/**
 * The Sketch model the sketch host and the app API's `/v1/live/list` read: the lives on air (most
 * watched first), a live by id, its chat log. The LIVE_COUNT lives are generated on first use in
 * each hour (their start times follow the clock's hour) and kept for that hour.
 */
import { APP_API_ORIGIN, MAX_OFFSET } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import { hashString } from "../catalogue/random.js";
import {
  appLiveJson,
  chatLog,
  chatMessage,
  generateLive,
  LIVE_COUNT,
  type ChatEntry,
  type Live,
} from "./lives.js";

/** Lives per page of the app API's `/v1/live/list`. */
export const LIVE_LIST_PAGE_SIZE = 30;

export interface Sketch {
  /** Every live on air, most watched first. */
  lives(): readonly Live[];
  live(id: string): Live | null;
  chatLog(live: Live): ChatEntry[];
  chatMessage(live: Live, position: number): ChatEntry;
}

export function createSketch(catalogue: Catalogue, now: () => Date): Sketch {
  const seedHash = hashString(catalogue.seed);
  let cached: { hour: number; lives: Live[] } | null = null;
  const lives = (): Live[] => {
    const date = now();
    const hour = Math.floor(date.getTime() / 3_600_000);
    if (cached?.hour !== hour) {
      const generated = Array.from({ length: LIVE_COUNT }, (_, index) =>
        generateLive(catalogue, seedHash, index, date),
      );
      cached = { hour, lives: generated.sort((a, b) => b.totalAudienceCount - a.totalAudienceCount) };
    }
    return cached.lives;
  };
  return {
    lives,
    live: (id) => lives().find((live) => live.id === id) ?? null,
    chatLog: (live) => chatLog(catalogue, seedHash, live),
    chatMessage: (live, position) => chatMessage(catalogue, seedHash, live, position),
  };
}

export interface LiveListAnswer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/**
 * The app API's `GET /v1/live/list?list_type=popular[&offset=]` body (PIXIV.md §3.0.6), for the
 * app API host to mount: LIVE_LIST_PAGE_SIZE lives per page, `live_info` null, absolute next_url.
 */
export function answerLiveList(
  sketch: Sketch,
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): LiveListAnswer {
  const single = (value: string | readonly string[] | undefined): string | undefined =>
    typeof value === "string" ? value : value?.[0];
  const offsetText = single(query["offset"]) ?? "0";
  const listType = single(query["list_type"]) ?? "popular";
  const problem = (message: string): LiveListAnswer => ({
    status: 400,
    body: { error: { user_message: "", message, reason: "", user_message_details: {} } },
  });
  if (!/^\d+$/.test(offsetText)) return problem(JSON.stringify({ offset: ["offset must be an integer"] }));
  const offset = Number(offsetText);
  if (offset > MAX_OFFSET)
    return problem(JSON.stringify({ offset: [`offset must be no more than ${MAX_OFFSET}`] }));
  const all = sketch.lives();
  const nextOffset = offset + LIVE_LIST_PAGE_SIZE;
  return {
    status: 200,
    body: {
      lives: all.slice(offset, nextOffset).map(appLiveJson),
      live_info: null,
      next_url:
        nextOffset < all.length
          ? `${APP_API_ORIGIN}/v1/live/list?${new URLSearchParams({ list_type: listType, offset: String(nextOffset) }).toString()}`
          : null,
    },
  };
}
