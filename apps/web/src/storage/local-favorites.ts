/**
 * Local favourites: works — illustrations, manga, novels — that a person keeps on this device,
 * signed in or not, newest first. Each row holds a small snapshot of the work (id, title, author id
 * and name, the first picture's URLs, tags, dates, x_restrict and AI type, page count, and the first
 * page's size or the text's length), so the list renders without the network; the lists rebuild a
 * full Artwork or Novel from it. Every write keeps the keys store (local-favorite-keys.ts) current;
 * a removal takes the work out of the bookmark archive too (work-archive.ts) unless it is a bookmark;
 * sync writes pulled favourites through applyLocalFavorites.
 */
import type { Artwork, ArtworkType, Novel, XRestrict } from "@pxv/pixiv";
import { localDb, putAndDeleteRows, type LocalFavoriteKind, type LocalFavoriteRow } from "./local-db";
import { localFavoriteKey, noteLocalFavoriteKeys } from "./local-favorite-keys";
import { forgetArchivedWork } from "./work-archive";
import { LOCAL_FAVOURITE } from "./work-archive-record";
import type { Table } from "dexie";

export const LOCAL_FAVORITE_KINDS: readonly LocalFavoriteKind[] = ["illust", "novel"];

/** The part of a work a local favourite keeps. */
export interface LocalFavoriteSnapshot {
  readonly id: number;
  readonly title: string;
  readonly author: { readonly id: number; readonly name: string; readonly avatar: string };
  /** ISO 8601, as pixiv dates the work. */
  readonly created: string;
  /** The first picture's URLs (a novel's cover: s, m, l). */
  readonly image: { readonly s: string; readonly m: string; readonly l: string; readonly o?: string };
  readonly tags: readonly { readonly name: string; readonly translated_name: string | null }[];
  readonly x_restrict: XRestrict;
  readonly illust_ai_type: number;
  /** Pages. */
  readonly count: number;
  /** Illustrations and manga: their type and the first page's size (the lists lay cards out by it). */
  readonly type?: ArtworkType;
  readonly width?: number;
  readonly height?: number;
  /** Novels: characters of text. */
  readonly text_length?: number;
}

export type LocalFavoriteWork = Artwork | Novel;

const isNovel = (work: LocalFavoriteWork): work is Novel => "text_length" in work;

export const kindOfWork = (work: LocalFavoriteWork): LocalFavoriteKind =>
  isNovel(work) ? "novel" : "illust";

export function snapshotOf(work: LocalFavoriteWork): LocalFavoriteSnapshot {
  const first = work.images.at(0);
  const common = {
    id: work.id,
    title: work.title,
    author: { id: work.author.id, name: work.author.name, avatar: work.author.avatar },
    created: work.created,
    image: first === undefined ? { s: "", m: "", l: "" } : { ...first },
    tags: work.tags.map((tag) => ({ name: tag.name, translated_name: tag.translated_name })),
    x_restrict: work.x_restrict,
    illust_ai_type: work.illust_ai_type,
    count: work.count,
  };
  return isNovel(work)
    ? { ...common, text_length: work.text_length }
    : { ...common, type: work.type, width: work.width, height: work.height };
}

/** What an Artwork and a Novel rebuilt from a snapshot share (what the snapshot lacks is empty or zero). */
const common = (snapshot: LocalFavoriteSnapshot) => ({
  id: snapshot.id,
  title: snapshot.title,
  caption: "",
  author: {
    id: snapshot.author.id,
    name: snapshot.author.name,
    account: "",
    avatar: snapshot.author.avatar,
    is_followed: false,
  },
  created: snapshot.created,
  tags: snapshot.tags,
  count: snapshot.count,
  view: 0,
  like: 0,
  x_restrict: snapshot.x_restrict,
  illust_ai_type: snapshot.illust_ai_type,
  is_bookmarked: false,
  series: null,
  visible: true,
});

/** The Artwork a card shows for a kept illustration. */
export function artworkOf(snapshot: LocalFavoriteSnapshot): Artwork {
  const { s, m, l } = snapshot.image;
  return {
    ...common(snapshot),
    images: [{ s, m, l, o: snapshot.image.o ?? l }],
    tools: [],
    width: snapshot.width ?? 1,
    height: snapshot.height ?? 1,
    totalComment: null,
    type: snapshot.type ?? "illust",
    seasonal_effect: null,
    event_banners: [],
  };
}

/** The Novel a card shows for a kept novel. */
export function novelOf(snapshot: LocalFavoriteSnapshot): Novel {
  const { s, m, l } = snapshot.image;
  return {
    ...common(snapshot),
    images: [{ s, m, l }],
    text_length: snapshot.text_length ?? 0,
    is_original: false,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === "string";

/** Whether a value (pulled by sync, say) is a snapshot the lists can show. */
export function isLocalFavoriteSnapshot(value: unknown): value is LocalFavoriteSnapshot {
  if (!isRecord(value)) return false;
  const { author: by, image, tags } = value;
  return (
    Number.isSafeInteger(value["id"]) &&
    (value["id"] as number) > 0 &&
    isText(value["title"]) &&
    isText(value["created"]) &&
    isRecord(by) &&
    Number.isSafeInteger(by["id"]) &&
    isText(by["name"]) &&
    isText(by["avatar"]) &&
    isRecord(image) &&
    isText(image["s"]) &&
    isText(image["m"]) &&
    isText(image["l"]) &&
    Array.isArray(tags) &&
    tags.every((tag) => isRecord(tag) && isText(tag["name"])) &&
    [0, 1, 2].includes(value["x_restrict"] as number) &&
    typeof value["illust_ai_type"] === "number" &&
    Number.isSafeInteger(value["count"])
  );
}

/** The table under its real primary key ([kind, id]; local-db.ts types it by id alone). */
export const localFavoritesTable = (): Table<LocalFavoriteRow, [LocalFavoriteKind, number]> =>
  localDb().localFavorites as unknown as Table<LocalFavoriteRow, [LocalFavoriteKind, number]>;

const keyOfRow = (row: { kind: LocalFavoriteKind; id: number }): string => localFavoriteKey(row.kind, row.id);

export async function addLocalFavorite(work: LocalFavoriteWork, now: number = Date.now()): Promise<void> {
  const row: LocalFavoriteRow = {
    kind: kindOfWork(work),
    id: work.id,
    addedAt: now,
    work: { ...snapshotOf(work) },
  };
  await localFavoritesTable().put(row);
  noteLocalFavoriteKeys([keyOfRow(row)], []);
}

/** Removes a favourite, and from the bookmark archive unless it is also a bookmark there. */
export async function removeLocalFavorite(kind: LocalFavoriteKind, id: number): Promise<void> {
  await localFavoritesTable().delete([kind, id]);
  noteLocalFavoriteKeys([], [localFavoriteKey(kind, id)]);
  await forgetArchivedWork(kind, id, LOCAL_FAVOURITE);
}

/** One kind's favourites, newest first, as snapshots with the time each was added. */
export async function listLocalFavorites(
  kind: LocalFavoriteKind,
): Promise<{ readonly addedAt: number; readonly snapshot: LocalFavoriteSnapshot }[]> {
  const rows = await localDb()
    .localFavorites.where("[kind+addedAt]")
    .between([kind, -Infinity], [kind, Infinity])
    .reverse()
    .toArray();
  return rows.flatMap((row) =>
    isLocalFavoriteSnapshot(row.work) ? [{ addedAt: row.addedAt, snapshot: row.work }] : [],
  );
}

/** Writes pulled favourites and removals in one transaction (sync). */
export async function applyLocalFavorites(
  puts: readonly LocalFavoriteRow[],
  deletes: readonly [LocalFavoriteKind, number][],
): Promise<void> {
  await putAndDeleteRows(localFavoritesTable(), puts, deletes);
  noteLocalFavoriteKeys(
    puts.map(keyOfRow),
    deletes.map(([kind, id]) => localFavoriteKey(kind, id)),
  );
}
