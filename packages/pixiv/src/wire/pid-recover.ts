/**
 * pxv's `GET /api/pid-recover/{id}` answer (PRODUCT.md §B2.6): what the image boorus know of a
 * work deleted from pixiv, one entry per distinct file. 404 means none of them knows the id.
 */
import "../schema-config.js";
import { z } from "zod";

export const recoveredWorkSchema = z.looseObject({
  source: z.string(),
  tags: z.array(z.string()),
  /** ISO 8601, or "" when the booru's date was unreadable. */
  createDate: z.string(),
  fileUrl: z.string(),
  sampleUrl: z.string(),
});
export type RecoveredWork = z.infer<typeof recoveredWorkSchema>;

export const pidRecoverBodySchema = z.array(recoveredWorkSchema);

/**
 * The work ids pid-recover is asked about: 8 to 12 digits. Shorter ids are too old for the boorus'
 * pixiv sources (the reference's rule), so a missing work with one is simply reported missing.
 */
const RECOVERABLE_WORK_ID = /^\d{8,12}$/;

export function isRecoverableWorkId(id: number | string): boolean {
  return RECOVERABLE_WORK_ID.test(String(id));
}
