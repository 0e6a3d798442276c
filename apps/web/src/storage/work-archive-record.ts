/**
 * One work of the bookmark archive (issue 29): what pxv last saw of a bookmarked work or a local
 * favourite — enough to show and export it after pixiv deletes or hides it — and whether it is lost.
 * The shape the table (local-db.ts), sync and the exports share, and the check of a pulled one.
 */
export type ArchiveKind = "illust" | "novel";

/** Where the work is kept: a pixiv bookmark of the signed-in account, a local favourite, or both. */
export type ArchiveSource = "bookmark" | "local";

export interface ArchivedWork {
  readonly kind: ArchiveKind;
  readonly id: number;
  readonly title: string;
  readonly author: { readonly id: number; readonly name: string };
  readonly tags: readonly string[];
  /** ISO 8601, as pixiv dates the work. */
  readonly created: string;
  /** When it was bookmarked or added, where known (ms since the epoch; pixiv's lists do not say). */
  readonly bookmarkedAt: number | null;
  readonly firstSeenAt: number;
  readonly lastSeenAt: number;
  /** The first page's size (the card's box before any picture); a novel's is a square. */
  readonly width: number;
  readonly height: number;
  /** The picture the thumbnail is made from (through pxv's image proxy), while the work is visible. */
  readonly pictureUrl: string;
  /** A small WebP or JPEG (≤ THUMBNAIL_MAX_BYTES) as a data: URL, once made; null before. */
  readonly thumbnail: string | null;
  /** When pxv first saw pixiv's placeholder instead of the work; null while it is visible. */
  readonly lostSince: number | null;
  readonly sources: readonly ArchiveSource[];
}

export const ARCHIVE_KINDS: readonly ArchiveKind[] = ["illust", "novel"];
export const THUMBNAIL_MAX_BYTES = 8 * 1024;
/** A data: URL of THUMBNAIL_MAX_BYTES in base64, with its header. */
const THUMBNAIL_MAX_CHARS = Math.ceil((THUMBNAIL_MAX_BYTES * 4) / 3) + 64;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";
const isTime = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isId = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;

const isThumbnail = (value: unknown): boolean =>
  value === null || (isText(value) && value.startsWith("data:image/") && value.length <= THUMBNAIL_MAX_CHARS);

/** Whether a value (pulled by sync, say) is an archived work this device can keep and show. */
export function isArchivedWork(value: unknown): value is ArchivedWork {
  if (!isRecord(value)) return false;
  const { author, tags, sources } = value;
  return (
    ARCHIVE_KINDS.includes(value["kind"] as ArchiveKind) &&
    isId(value["id"]) &&
    (value["id"] as number) > 0 &&
    isText(value["title"]) &&
    isRecord(author) &&
    isId(author["id"]) &&
    isText(author["name"]) &&
    Array.isArray(tags) &&
    tags.every(isText) &&
    isText(value["created"]) &&
    (value["bookmarkedAt"] === null || isTime(value["bookmarkedAt"])) &&
    isTime(value["firstSeenAt"]) &&
    isTime(value["lastSeenAt"]) &&
    isTime(value["width"]) &&
    isTime(value["height"]) &&
    isText(value["pictureUrl"]) &&
    isThumbnail(value["thumbnail"]) &&
    (value["lostSince"] === null || isTime(value["lostSince"])) &&
    Array.isArray(sources) &&
    sources.every((source) => source === "bookmark" || source === "local")
  );
}
