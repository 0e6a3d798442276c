/**
 * pixiv Sketch lives (PRODUCT.md §3 Live, PRODUCT.md §B2.6): sketch.pixiv.net's
 * `/api/lives/{id}.json` (`{data: live}` or `{errors:[{message}]}`), `/api/lives/{id}/logs.json`
 * (`{data: [chat]}`) and the messages of the `/ws/lives?live_id=` websocket (chat,
 * audience_count_updated, heart, finish). The app API's `/v1/live/list` is in discovery.ts.
 * Live ids are strings of digits. Unknown fields are kept.
 */
import "../schema-config.js";
import { z } from "zod";

const imageUrl = z.url();
const liveId = z.string().regex(/^\d+$/);
const originalImage = z.looseObject({ original: z.looseObject({ url: imageUrl }) });

export const sketchUserSchema = z.looseObject({
  id: z.number().int().positive(),
  name: z.string(),
  pixiv_user_id: z.string().regex(/^\d+$/),
  unique_name: z.string(),
  icon: z.looseObject({ photo: originalImage }),
});
export type SketchUser = z.infer<typeof sketchUserSchema>;

/** The owner and each performer: who, and their own stream and thumbnail. */
export const sketchPerformerSchema = z.looseObject({
  user: sketchUserSchema,
  hls_movie: z.looseObject({ url: z.url() }),
  thumbnail: originalImage,
});

export const sketchLiveSchema = z.looseObject({
  id: liveId,
  name: z.string(),
  description: z.string(),
  is_r18: z.boolean(),
  is_r15: z.boolean(),
  is_adult: z.boolean(),
  member_count: z.number().int().nonnegative(),
  total_audience_count: z.number().int().nonnegative(),
  performer_count: z.number().int().nonnegative(),
  chat_count: z.number().int().nonnegative(),
  heart_count: z.number().int().nonnegative(),
  is_enabled_mic_input: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  finished_at: z.iso.datetime({ offset: true }).nullable(),
  owner: sketchPerformerSchema,
  performers: z.array(sketchPerformerSchema),
});
export type SketchLive = z.infer<typeof sketchLiveSchema>;

export const sketchLiveBodySchema = z.looseObject({ data: sketchLiveSchema });
export const sketchErrorBodySchema = z.looseObject({
  errors: z.array(z.looseObject({ message: z.string() })).min(1),
});

export const sketchChatSchema = z.looseObject({
  id: z.string(),
  type: z.literal("chat"),
  created_at: z.iso.datetime({ offset: true }),
  data: z.looseObject({ chat: z.looseObject({ message: z.string(), user: sketchUserSchema }) }),
});
export type SketchChat = z.infer<typeof sketchChatSchema>;

export const sketchLogsBodySchema = z.looseObject({ data: z.array(sketchChatSchema) });

/** sketch.pixiv.net's live list: `{data: {lives, next_url}}`. */
export const sketchLiveListBodySchema = z.looseObject({
  data: z.looseObject({ lives: z.array(sketchLiveSchema), next_url: z.string().nullable() }),
});

/** A websocket message: one JSON text frame. */
export const sketchSocketMessageSchema = z.discriminatedUnion("type", [
  sketchChatSchema,
  z.looseObject({
    type: z.literal("audience_count_updated"),
    data: z.looseObject({ count: z.number().int().nonnegative(), total: z.number().int().nonnegative() }),
  }),
  z.looseObject({
    type: z.literal("heart"),
    data: z.looseObject({ total_count: z.number().int().nonnegative() }),
  }),
  z.looseObject({ type: z.literal("finish"), data: z.looseObject({}) }),
]);
export type SketchSocketMessage = z.infer<typeof sketchSocketMessageSchema>;
