/**
 * A list of bookmarked works or local favourites over the bookmark archive, artworks or novels: the
 * "Lost only" switch and the export buttons in its header, then the shared artwork or novel list with
 * each lost work shown from the archive (use-archived-works.ts). With "Lost only" on, the list is the
 * archive's and does not page; its test id gets `-lost`.
 */
import type { Artwork, Novel } from "@pxv/pixiv";
import { Archive } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { ArtworkList } from "../../components/lists/artwork-list";
import { CardNoteContext } from "../../components/card-note";
import { asGridItems, type GridItem } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { ListSwitch } from "../../components/lists/list-switches";
import { NovelList } from "../../components/lists/novel-list";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import type { ArchivableWork } from "../../storage/work-archive";
import type { ArchiveSource } from "../../storage/work-archive-record";
import { ListControls } from "../popularity-sort/list-controls";
import { SortableList, useOfferedOrders } from "../popularity-sort/sort-entry";
import type { SortableListProps } from "../popularity-sort/sort-ui";
import type { PagedList } from "../popularity-sort/window-loader";
import { ArchiveExportButtons } from "./archive-export-buttons";
import { archivedArtwork, archivedNovel } from "./archived-work";
import { LOST_ONLY_PARAM, useArchivedWorks, useLostOnly, type ArchivedWorks } from "./use-archived-works";

/** "Lost only": the list shows just the works pixiv deleted or hid, from the archive. */
export function LostOnlySwitch() {
  const ready = useNamespace("archive");
  const { t } = useTranslation("archive");
  return (
    <ListSwitch
      param={LOST_ONLY_PARAM}
      on={useLostOnly()}
      label={ready ? t("lost_only") : undefined}
      icon={Archive}
      testId="lost-only-switch"
    />
  );
}

/**
 * The header and the list: the archive's lost works (once read) with "Lost only", else the list's.
 * `controls` (the live list's own, such as its Sort) go first in the header, left out with "Lost only".
 */
function ArchiveFrame<W extends ArchivableWork>({
  archived,
  source,
  list,
  controls,
}: {
  archived: ArchivedWorks<W>;
  source: ArchiveSource;
  list: (lost: boolean) => ReactNode;
  controls?: ReactNode;
}) {
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {archived.lostOnly ? null : controls}
        <LostOnlySwitch />
        <ArchiveExportButtons source={source} />
      </div>
      <CardNoteContext.Provider value={archived.note}>
        {archived.lostOnly ? (archived.ready ? list(true) : null) : list(false)}
      </CardNoteContext.Provider>
    </>
  );
}

interface ArchivedListProps<W> {
  readonly source: ArchiveSource;
  readonly load?: ListLoad | undefined;
  readonly testId: string;
  readonly works: readonly W[];
}

/** A live artwork list's pages, for its Sort (issue 29): sorted over them, "Lost only" left as it is. */
interface ArtworkListSort {
  readonly list: PagedList;
  readonly pages: SortableListProps["pages"];
}

export function ArchivedArtworkList({
  works,
  source,
  load,
  testId,
  sort,
}: ArchivedListProps<Artwork> & { sort?: ArtworkListSort | undefined }) {
  const archived = useArchivedWorks(works, "illust", source, archivedArtwork);
  const items = useMemo(() => asGridItems(archived.works), [archived.works]);
  const orders = useOfferedOrders(items);
  const live = (shown: readonly GridItem[], sorted: boolean): ReactNode => (
    <ArtworkList items={shown} load={load} keepsSeen preview={sorted} testId={testId} />
  );
  return (
    <ArchiveFrame
      archived={archived}
      source={source}
      controls={sort === undefined ? null : <ListControls pages={sort.pages.length} orders={orders} />}
      list={(lost) =>
        lost ? (
          <ArtworkList items={items} keepsSeen testId={`${testId}-lost`} />
        ) : sort === undefined ? (
          live(items, false)
        ) : (
          <SortableList list={sort.list} pages={sort.pages} items={items} orders={orders}>
            {live}
          </SortableList>
        )
      }
    />
  );
}

export function ArchivedNovelList({ works, source, load, testId }: ArchivedListProps<Novel>) {
  const archived = useArchivedWorks(works, "novel", source, archivedNovel);
  const items = useMemo(() => archived.works.map((novel) => ({ novel })), [archived.works]);
  return (
    <ArchiveFrame
      archived={archived}
      source={source}
      list={(lost) =>
        lost ? (
          <NovelList items={items} keepsSeen testId={`${testId}-lost`} />
        ) : (
          <NovelList items={items} {...(load === undefined ? {} : { load })} keepsSeen testId={testId} />
        )
      }
    />
  );
}
