/**
 * The bookmark archive under a list of bookmarks or local favourites (artworks or novels): archives
 * what the list shows (storage/work-archive.ts), puts each lost work's archived title, author and
 * thumbnail in place of pixiv's placeholder with a "Deleted or hidden since …" note, and with the
 * list's "Lost only" switch on (`?visible=hide`) lists just the lost works of its kind from the
 * archive. A list of bookmarks is the active account's: it archives with that account's mark and
 * shows only what that account keeps (another account's lost works stay out); before the account is
 * named it shows pixiv's list as it is. Thumbnails are made afterwards in idle time (thumbnails.ts)
 * and the list re-reads the archive after each batch.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CardNote } from "../../components/card-note";
import { useListSwitchState } from "../../components/lists/hide-seen";
import { useNamespace } from "../../i18n/use-namespace";
import { useActiveUserId } from "../../session/session";
import { useTranslation } from "../../i18n/use-translation";
import {
  archivedWorks,
  archiveSeenWorks,
  isPlaceholderWork,
  lostWorks,
  type ArchivableWork,
} from "../../storage/work-archive";
import {
  bookmarkOf,
  LOCAL_FAVOURITE,
  type ArchiveKeeper,
  type ArchiveKind,
  type ArchiveSource,
  type ArchivedWork,
} from "../../storage/work-archive-record";
import { makeMissingThumbnails } from "./thumbnails";

/** The "Lost only" switch's URL parameter: `hide` hides the works pixiv still shows. */
export const LOST_ONLY_PARAM = "visible";

export const useLostOnly = (): boolean => useListSwitchState(LOST_ONLY_PARAM, false);

export interface ArchivedWorks<W extends ArchivableWork> {
  readonly works: readonly W[];
  readonly lostOnly: boolean;
  /** Null until the archive has answered (the lost-only list). */
  readonly ready: boolean;
  readonly note: CardNote;
}

const NOTHING: readonly ArchivedWork[] = [];

/**
 * Who keeps a list's works: the device for local favourites, the active account for bookmarks (null
 * until it is named).
 */
export function useArchiveKeeper(source: ArchiveSource): ArchiveKeeper | null {
  const owner = useActiveUserId();
  return useMemo(
    () => (source === "local" ? LOCAL_FAVOURITE : owner === null ? null : bookmarkOf(owner)),
    [source, owner],
  );
}

/** The lost works the keeper keeps among `works`' placeholders, or all of its kind (lost only). */
function useLostRows(
  works: readonly ArchivableWork[],
  kind: ArchiveKind,
  keeper: ArchiveKeeper | null,
  lostOnly: boolean,
): readonly ArchivedWork[] | null {
  const [rows, setRows] = useState<readonly ArchivedWork[] | null>(null);
  const [version, setVersion] = useState(0);
  const reread = useCallback(() => {
    setVersion((value) => value + 1);
  }, []);
  // Each work is archived once while the list is shown (a new page adds only its own works, a
  // re-read after thumbnails adds none), and each read waits for the writes before it.
  const archiving = useRef({ done: new WeakSet<ArchivableWork>(), writes: Promise.resolve() });
  useEffect(() => {
    if (keeper === null) return;
    let live = true;
    const state = archiving.current;
    const fresh = works.filter((work) => !state.done.has(work));
    for (const work of fresh) state.done.add(work);
    const written = state.writes.then(() =>
      archiveSeenWorks(
        fresh.map((work) => ({ work })),
        keeper,
        Date.now(),
      ),
    );
    state.writes = written.catch(() => undefined);
    const placeholders = works.filter(isPlaceholderWork).map((work) => work.id);
    void written
      .then(() =>
        lostOnly
          ? lostWorks(kind, keeper)
          : archivedWorks(kind, placeholders, keeper).then((found) => [...found.values()]),
      )
      .then((found) => {
        if (live) setRows(found);
        makeMissingThumbnails(reread);
      })
      .catch(() => {
        if (live) setRows([]);
      });
    return () => {
      live = false;
    };
  }, [works, kind, keeper, lostOnly, version, reread]);
  // Before the account is named, nothing of the archive is shown.
  return keeper === null ? NOTHING : rows;
}

/**
 * `works` of one kind as the list shows them over the archive; `fromArchive` makes the work a card
 * shows from an archived one (and pixiv's placeholder for it, when the list has one).
 */
export function useArchivedWorks<W extends ArchivableWork>(
  works: readonly W[],
  kind: ArchiveKind,
  source: ArchiveSource,
  fromArchive: (row: ArchivedWork, placeholder?: W) => W,
): ArchivedWorks<W> {
  const lostOnly = useLostOnly();
  const rows = useLostRows(works, kind, useArchiveKeeper(source), lostOnly);
  const ready = useNamespace("archive");
  const { t, i18n } = useTranslation("archive");
  const byId = useMemo(() => new Map((rows ?? []).map((row) => [row.id, row])), [rows]);
  const shown = useMemo(
    () =>
      lostOnly
        ? (rows ?? []).map((row) => fromArchive(row))
        : works.map((work) => {
            const row = isPlaceholderWork(work) ? byId.get(work.id) : undefined;
            return row === undefined ? work : fromArchive(row, work);
          }),
    [works, rows, byId, lostOnly, fromArchive],
  );
  const note = useCallback<CardNote>(
    (work) => {
      const since = work.visible ? null : (byId.get(work.id)?.lostSince ?? null);
      if (since === null || !ready) return null;
      const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(since);
      return t("lost_since", { date });
    },
    [byId, ready, t, i18n.language],
  );
  return { works: shown, lostOnly, ready: rows !== null, note };
}
