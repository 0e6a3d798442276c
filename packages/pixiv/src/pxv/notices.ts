/**
 * pxv's own notices feed (`GET /api/notices` on the pxv server): banners and alerts shown by date
 * window and platform, and seasonal effects drawn over artworks with a matching tag (PRODUCT.md §3
 * "Notice", §4 "Notices"). The shape follows the notices the reference viewer reads.
 */
import "../schema-config.js";
import { z } from "zod";

const isoDate = z.iso.date();

export const noticeSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  text: z.string(),
  /** First and last day shown, YYYY-MM-DD, inclusive. */
  start: isoDate,
  end: isoDate,
  /** Platforms or host names it is for; empty means everywhere. `web` is pxv's web app. */
  pnt: z.array(z.string()).default([]),
  /** Shown once as an alert (until read) instead of as a banner. */
  alert: z.boolean().default(false),
  style: z.string().optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const seasonalEffectSchema = z.object({
  start: isoDate,
  end: isoDate,
  /** Artworks carrying this tag get the effect. */
  tag: z.string().min(1),
  /** Image drawn over the artwork (an image-proxy path or an absolute URL). */
  src: z.string().min(1),
});
export type SeasonalEffect = z.infer<typeof seasonalEffectSchema>;

export const noticesBodySchema = z.object({
  notices: z.array(noticeSchema),
  effects: z.array(seasonalEffectSchema),
});
export type NoticesBody = z.infer<typeof noticesBodySchema>;
