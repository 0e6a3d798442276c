/**
 * The bookmark archive (issue 29): each bookmarked work's and local favourite's title, author, tags,
 * dates, size and a small thumbnail, refreshed when a list shows the work. When pixiv answers its
 * placeholder for a work the archive knows (deleted or limited: not `visible`, or an empty title over
 * a `limit_*` picture — PIXIV.md §3.0.1), the work is marked lost since then and what was archived
 * stays. Writes that would only move "last seen" by less than a day are skipped, so showing a list
 * again writes (and syncs) nothing. A work opened on its page is archived or refreshed as well, and a
 * work no longer kept — unbookmarked and not a local favourite — leaves the archive, so the lost list
 * and the exports hold only what is kept. Each row knows whose bookmark it is (pixiv user ids):
 * unbookmarking in one account takes away only that account's mark, and the lists, "Lost only" and
 * the lists' exports read what one keeper keeps (keptBy). Rows are ArchivedWork
 * (work-archive-record.ts); sync writes pulled ones through applyArchivedWorks.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import type { Table } from "dexie";
import { localDb, putAndDeleteRows } from "./local-db";
import {
  keptBy,
  type ArchiveKeeper,
  type ArchiveKind,
  type ArchiveSource,
  type ArchivedWork,
} from "./work-archive-record";

export type ArchivableWork = Artwork | Novel;

/** One work as a list showed it, with when it was bookmarked or added where the list says. */
export interface SeenWork {
  readonly work: ArchivableWork;
  readonly bookmarkedAt?: number | undefined;
}

/** "Last seen" moves only by at least this much on its own (a day). */
const LAST_SEEN_STEP_MS = 24 * 60 * 60 * 1000;

const isNovel = (work: ArchivableWork): work is Novel => "text_length" in work;

export const archiveKindOf = (work: ArchivableWork): ArchiveKind => (isNovel(work) ? "novel" : "illust");

/** Whether pixiv answered its placeholder for a deleted or limited work instead of the work. */
export function isPlaceholderWork(work: ArchivableWork): boolean {
  const picture = work.images.at(0)?.m ?? "";
  return !work.visible || (work.title === "" && picture.includes("/common/images/limit_"));
}

/** The table under its real primary key ([kind, id]; local-db.ts types it by id alone). */
export const workArchiveTable = (): Table<ArchivedWork, [ArchiveKind, number]> =>
  localDb().workArchive as unknown as Table<ArchivedWork, [ArchiveKind, number]>;

const sameList = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Whether two versions differ in more than "last seen". */
function differs(a: ArchivedWork, b: ArchivedWork): boolean {
  return (
    a.title !== b.title ||
    a.author.id !== b.author.id ||
    a.author.name !== b.author.name ||
    !sameList(a.tags, b.tags) ||
    a.created !== b.created ||
    a.bookmarkedAt !== b.bookmarkedAt ||
    a.width !== b.width ||
    a.height !== b.height ||
    a.pictureUrl !== b.pictureUrl ||
    a.thumbnail !== b.thumbnail ||
    a.lostSince !== b.lostSince ||
    !sameKeeping(a, b)
  );
}

/** How a work is kept: its sources and whose bookmark it is. */
export type Keeping = Pick<ArchivedWork, "sources" | "owners">;

const NOT_KEPT: Keeping = { sources: [], owners: [] };

const sameKeeping = (a: Keeping, b: Keeping): boolean =>
  sameList(a.sources, b.sources) && sameList(a.owners, b.owners);

/**
 * What the archive should hold for a work seen as `seen` and kept under `sources`, or null when
 * nothing is to be written: a placeholder marks a known work lost (keeping the first time) and is
 * not archived when unknown; a visible work is refreshed, keeps its thumbnail and is no longer lost.
 */
function mergeWork(
  existing: ArchivedWork | undefined,
  seen: SeenWork,
  keeping: Keeping,
  now: number,
): ArchivedWork | null {
  const { work } = seen;
  if (isPlaceholderWork(work)) {
    if (existing === undefined || (existing.lostSince !== null && sameKeeping(existing, keeping)))
      return null;
    return { ...existing, lostSince: existing.lostSince ?? now, ...keeping };
  }
  const picture = work.images.at(0);
  const next: ArchivedWork = {
    kind: archiveKindOf(work),
    id: work.id,
    title: work.title,
    author: { id: work.author.id, name: work.author.name },
    tags: work.tags.map((tag) => tag.name),
    created: work.created,
    bookmarkedAt: seen.bookmarkedAt ?? existing?.bookmarkedAt ?? null,
    firstSeenAt: existing?.firstSeenAt ?? now,
    lastSeenAt: now,
    width: isNovel(work) ? 1 : work.width,
    height: isNovel(work) ? 1 : work.height,
    pictureUrl: picture?.s ?? existing?.pictureUrl ?? "",
    thumbnail: existing?.thumbnail ?? null,
    lostSince: null,
    sources: keeping.sources,
    owners: keeping.owners,
  };
  if (existing !== undefined && !differs(existing, next) && now - existing.lastSeenAt < LAST_SEEN_STEP_MS)
    return null;
  return next;
}

/**
 * Whether a work is a pixiv bookmark of one account (`owner`, by user id) and a local favourite;
 * null where it is not known (signed out, pixiv's bookmark is not; a list of bookmarks says nothing
 * of local favourites, nor of the other accounts' bookmarks).
 */
export interface KeptAs {
  readonly bookmark: { readonly owner: number; readonly on: boolean } | null;
  readonly local: boolean | null;
}

/** What a keeper's keeping the work (`on`) or no longer keeping it says. */
const keptAsBy = (keeper: ArchiveKeeper, on: boolean): KeptAs =>
  keeper.source === "local"
    ? { bookmark: null, local: on }
    : { bookmark: { owner: keeper.owner, on }, local: null };

/**
 * How a work is kept once what is known applies: the account's mark added or taken away (the others'
 * kept), the local favourite set where known. An unowned bookmark (from before owners were kept)
 * becomes the account's that sees it bookmarked, and goes when an account unbookmarks it: it stood
 * for the bookmark of whichever account was signed in, and any other one claims it again from its
 * own list.
 */
export function keptAs(current: Keeping, kept: KeptAs): Keeping {
  let owners = [...current.owners];
  let bookmark = current.sources.includes("bookmark");
  if (kept.bookmark !== null) {
    const { owner, on } = kept.bookmark;
    owners = on
      ? [...new Set([...owners, owner])].sort((a, b) => a - b)
      : owners.filter((id) => id !== owner);
    bookmark = owners.length > 0;
  }
  const local = kept.local ?? current.sources.includes("local");
  const sources: ArchiveSource[] = [
    ...(bookmark ? ["bookmark" as const] : []),
    ...(local ? ["local" as const] : []),
  ];
  return { sources, owners: bookmark ? owners : [] };
}

/** What the archive should hold after a list of `keeper`'s bookmarks or local favourites showed `seen`. */
export function mergeSeenWork(
  existing: ArchivedWork | undefined,
  seen: SeenWork,
  keeper: ArchiveKeeper,
  now: number,
): ArchivedWork | null {
  return mergeWork(existing, seen, keptAs(existing ?? NOT_KEPT, keptAsBy(keeper, true)), now);
}

/**
 * Applies how a work is kept to its row in one transaction, refreshing it from `seen` when given: a
 * work kept under no source any more leaves the archive (sync hears the removal).
 */
async function keepWork(
  kind: ArchiveKind,
  id: number,
  seen: SeenWork | null,
  kept: KeptAs,
  now: number,
): Promise<void> {
  const db = localDb();
  await db.transaction("rw", db.workArchive, async () => {
    const table = workArchiveTable();
    const existing = await table.get([kind, id]);
    const keeping = keptAs(existing ?? NOT_KEPT, kept);
    if (keeping.sources.length === 0) {
      if (existing !== undefined) await table.delete([kind, id]);
      return;
    }
    const next =
      seen === null
        ? existing !== undefined && !sameKeeping(existing, keeping)
          ? { ...existing, ...keeping }
          : null
        : mergeWork(existing, seen, keeping, now);
    if (next !== null) await table.put(next);
  });
}

/**
 * A work opened on its page: archived or refreshed while it is bookmarked or a local favourite, and
 * out of the archive once it is neither.
 */
export function archiveOpenedWork(work: ArchivableWork, kept: KeptAs, now: number): Promise<void> {
  return keepWork(archiveKindOf(work), work.id, { work }, kept, now);
}

/**
 * A work `keeper` keeps no more (unbookmarked by that account, or no longer a local favourite): the
 * other accounts' marks stay.
 */
export function forgetArchivedWork(kind: ArchiveKind, id: number, keeper: ArchiveKeeper): Promise<void> {
  return keepWork(kind, id, null, keptAsBy(keeper, false), 0);
}

/** Archives the works a list of `keeper`'s showed (its bookmarks, or the local favourites), and marks lost ones. */
export async function archiveSeenWorks(
  seen: readonly SeenWork[],
  keeper: ArchiveKeeper,
  now: number,
): Promise<void> {
  if (seen.length === 0) return;
  const db = localDb();
  await db.transaction("rw", db.workArchive, async () => {
    const table = workArchiveTable();
    const existing = await table.bulkGet(
      seen.map(({ work }): [ArchiveKind, number] => [archiveKindOf(work), work.id]),
    );
    const writes = seen.flatMap((one, index) => {
      const merged = mergeSeenWork(existing[index], one, keeper, now);
      return merged === null ? [] : [merged];
    });
    if (writes.length > 0) await table.bulkPut(writes);
  });
}

/** The archived works of one kind among `ids` that `keeper` keeps, by id. */
export async function archivedWorks(
  kind: ArchiveKind,
  ids: readonly number[],
  keeper: ArchiveKeeper,
): Promise<ReadonlyMap<number, ArchivedWork>> {
  const rows = await workArchiveTable().bulkGet(ids.map((id): [ArchiveKind, number] => [kind, id]));
  return new Map(
    rows.flatMap((row) => (row === undefined || !keptBy(row, keeper) ? [] : [[row.id, row] as const])),
  );
}

/** Every lost work of one kind that `keeper` keeps, the most recently lost first. */
export async function lostWorks(kind: ArchiveKind, keeper: ArchiveKeeper): Promise<ArchivedWork[]> {
  const rows = await workArchiveTable().where("lostSince").above(0).toArray();
  return rows
    .filter((row) => row.kind === kind && keptBy(row, keeper))
    .sort((a, b) => (b.lostSince ?? 0) - (a.lostSince ?? 0));
}

/**
 * The archive, newest bookmark (or first sighting) first: what the exports write — all of it
 * (Settings), or what one keeper keeps (a list's own export).
 */
export async function allArchivedWorks(keeper?: ArchiveKeeper): Promise<ArchivedWork[]> {
  const rows = await workArchiveTable().toArray();
  const when = (row: ArchivedWork): number => row.bookmarkedAt ?? row.firstSeenAt;
  return rows
    .filter((row) => keeper === undefined || keptBy(row, keeper))
    .sort((a, b) => when(b) - when(a) || b.id - a.id);
}

/** Visible works without a thumbnail yet, at most `limit` (the thumbnail maker's next batch). */
export async function worksWithoutThumbnail(limit: number): Promise<ArchivedWork[]> {
  return workArchiveTable()
    .filter((row) => row.thumbnail === null && row.lostSince === null && row.pictureUrl !== "")
    .limit(limit)
    .toArray();
}

export async function setArchivedThumbnail(kind: ArchiveKind, id: number, thumbnail: string): Promise<void> {
  await workArchiveTable().update([kind, id], { thumbnail });
}

/** Writes pulled archived works and removals in one transaction (sync). */
export async function applyArchivedWorks(
  puts: readonly ArchivedWork[],
  deletes: readonly [ArchiveKind, number][],
): Promise<void> {
  await putAndDeleteRows(workArchiveTable(), puts, deletes);
}
