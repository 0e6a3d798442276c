/**
 * pixiv Sketch bodies → Live domain types: the app API's live list (`/v1/live/list`), sketch's live
 * detail and chat log (pxv's /api/sketch/lives/*), and the messages of the live websocket.
 */
import type { z } from "zod";
import type {
  LiveChat,
  LiveDetail,
  LiveEvent,
  LiveFacts,
  LivePerformer,
  LiveSummary,
  LiveUser,
} from "../domain/live.js";
import type { liveSchema } from "../wire/discovery.js";
import type {
  SketchChat,
  SketchLive,
  SketchSocketMessage,
  SketchUser,
  sketchPerformerSchema,
} from "../wire/sketch.js";
import type { NormalizeOptions } from "./illust.js";

type Rewrite = (url: string) => string;
const rewriterOf = (options: NormalizeOptions): Rewrite => options.rewriteImageUrl ?? ((url) => url);

function appUser(
  user: { name: string; id: number; profile_image_urls: { medium: string } },
  rewrite: Rewrite,
): LiveUser {
  return { name: user.name, avatar: rewrite(user.profile_image_urls.medium), pixiv_user_id: user.id };
}

/** The facts both bodies carry under the same names (the thumbnail comes from different places). */
function liveFacts(
  raw: Omit<LiveFacts, "thumbnail"> & Readonly<Record<string, unknown>>,
  thumbnail: string,
): LiveFacts {
  return {
    id: raw.id,
    name: raw.name,
    thumbnail,
    is_r18: raw.is_r18,
    is_r15: raw.is_r15,
    is_adult: raw.is_adult,
    member_count: raw.member_count,
    total_audience_count: raw.total_audience_count,
    performer_count: raw.performer_count,
    is_enabled_mic_input: raw.is_enabled_mic_input,
  };
}

export function normalizeLiveSummary(
  raw: z.infer<typeof liveSchema>,
  options: NormalizeOptions = {},
): LiveSummary {
  const rewrite = rewriterOf(options);
  return {
    ...liveFacts(raw, rewrite(raw.thumbnail_image_url)),
    owner: appUser(raw.owner.user, rewrite),
    performers: raw.performers.map((performer) => appUser(performer.user, rewrite)),
  };
}

function sketchUser(user: SketchUser, rewrite: Rewrite): LiveUser {
  return {
    name: user.name,
    avatar: rewrite(user.icon.photo.original.url),
    pixiv_user_id: Number(user.pixiv_user_id),
  };
}

function performer(raw: z.infer<typeof sketchPerformerSchema>, rewrite: Rewrite): LivePerformer {
  return { ...sketchUser(raw.user, rewrite), unique_name: raw.user.unique_name, hls_url: raw.hls_movie.url };
}

export function normalizeLiveDetail(raw: SketchLive, options: NormalizeOptions = {}): LiveDetail {
  const rewrite = rewriterOf(options);
  return {
    ...liveFacts(raw, rewrite(raw.owner.thumbnail.original.url)),
    description: raw.description,
    chat_count: raw.chat_count,
    heart_count: raw.heart_count,
    created_at: raw.created_at,
    finished_at: raw.finished_at,
    owner: performer(raw.owner, rewrite),
    performers: raw.performers.map((entry) => performer(entry, rewrite)),
  };
}

export function normalizeLiveChat(raw: SketchChat, options: NormalizeOptions = {}): LiveChat {
  return {
    id: raw.id,
    created_at: raw.created_at,
    user: sketchUser(raw.data.chat.user, rewriterOf(options)),
    message: raw.data.chat.message,
  };
}

export function normalizeLiveEvent(raw: SketchSocketMessage, options: NormalizeOptions = {}): LiveEvent {
  switch (raw.type) {
    case "chat":
      return { type: "chat", chat: normalizeLiveChat(raw, options) };
    case "audience_count_updated":
      return { type: "audience", count: raw.data.count, total: raw.data.total };
    case "heart":
      return { type: "heart", total: raw.data.total_count };
    case "finish":
      return { type: "finish" };
  }
}

/** PRODUCT.md §6: adult lives (R-18 or R-15) show only when R-18 or R-18G content is on. */
export function isLiveVisible(
  live: Pick<LiveSummary, "is_adult" | "is_r18" | "is_r15">,
  content: { readonly r18: boolean; readonly r18g: boolean },
): boolean {
  const adult = live.is_adult || live.is_r18 || live.is_r15;
  return !adult || content.r18 || content.r18g;
}
