/**
 * One work of the bookmark archive (issue 29): what pxv last saw of a bookmarked work or a local
 * favourite — enough to show and export it after pixiv deletes or hides it — whether it is lost, and
 * who keeps it: the device (a local favourite) and/or pixiv accounts (whose bookmark it is, by user
 * id), so that each account's lists show only its own. The shape the table (local-db.ts), sync and
 * the exports share, the check of a pulled one, and which keeper a row is shown to.
 */
export type ArchiveKind = "illust" | "novel";

/** Where the work is kept: a pixiv bookmark (of the accounts in `owners`), a local favourite, or both. */
export type ArchiveSource = "bookmark" | "local";

/** Who keeps a work: this device (a local favourite) or one pixiv account (its bookmark, by user id). */
export type ArchiveKeeper =
  { readonly source: "local" } | { readonly source: "bookmark"; readonly owner: number };

export const LOCAL_FAVOURITE: ArchiveKeeper = { source: "local" };
export const bookmarkOf = (owner: number): ArchiveKeeper => ({ source: "bookmark", owner });

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
  /**
   * The pixiv accounts (user ids, ascending) whose bookmark the work is; empty with a "bookmark"
   * source for a row from before owners were kept that could not be attributed (local-db.ts
   * version 6): such an unowned bookmark is shown to every account until one of them claims it.
   */
  readonly owners: readonly number[];
}

/** Whether `keeper` keeps the row: a local favourite, or a bookmark of that account (or unowned). */
export function keptBy(row: Pick<ArchivedWork, "sources" | "owners">, keeper: ArchiveKeeper): boolean {
  if (keeper.source === "local") return row.sources.includes("local");
  return row.sources.includes("bookmark") && (row.owners.length === 0 || row.owners.includes(keeper.owner));
}

/**
 * The owners a row stored before owners were kept gets (local-db.ts version 6): a bookmark is the
 * device's one signed-in account's when exactly one is stored and named (`soleAccount`), else unowned.
 */
export function ownersAtMigration(
  row: { readonly sources: readonly ArchiveSource[]; readonly owners?: readonly number[] },
  soleAccount: number | null,
): number[] {
  if (row.owners !== undefined) return [...row.owners];
  return row.sources.includes("bookmark") && soleAccount !== null ? [soleAccount] : [];
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
  const { author, tags, sources, owners } = value;
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
    sources.every((source) => source === "bookmark" || source === "local") &&
    Array.isArray(owners) &&
    owners.every((owner) => isId(owner) && (owner as number) > 0)
  );
}

/**
 * A pulled value as an archived work this device can keep, or null: one from a device that did not
 * keep owners yet reads as unowned.
 */
export function archivedWorkOf(value: unknown): ArchivedWork | null {
  if (!isRecord(value)) return null;
  const owned = value["owners"] === undefined ? { ...value, owners: [] } : value;
  return isArchivedWork(owned) ? owned : null;
}
