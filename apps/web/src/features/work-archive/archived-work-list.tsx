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
import { asGridItems } from "../../components/lists/list-item";
import type { ListLoad } from "../../components/lists/list-load";
import { ListSwitch } from "../../components/lists/list-switches";
import { NovelList } from "../../components/lists/novel-list";
import { useNamespace } from "../../i18n/use-namespace";
import { useTranslation } from "../../i18n/use-translation";
import type { ArchivableWork } from "../../storage/work-archive";
import type { ArchiveSource } from "../../storage/work-archive-record";
import { ListControls } from "../popularity-sort/list-controls";
import { SortableList, useOfferedOrders } from "../popularity-sort/sort-entry";
import type { SortableItem, WindowPage } from "../popularity-sort/sort-works";
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

/** A live list's pages, for its Sort (issue 29): sorted over them, "Lost only" left as it is. */
interface LiveListSort {
  readonly list: PagedList;
  readonly pages: readonly WindowPage[];
}

/**
 * The header and the list: the archive's lost works (once read) with "Lost only", else the list's,
 * with its Sort when `sort` is given (its controls first in the header, left out with "Lost only").
 * `render` draws the items, the live list's (sorted or not) or the lost ones.
 */
function ArchiveFrame<W extends ArchivableWork, T extends SortableItem>({
  archived,
  source,
  items,
  sort,
  slideshow,
  render,
}: {
  archived: ArchivedWorks<W>;
  source: ArchiveSource;
  items: readonly T[];
  sort: LiveListSort | undefined;
  slideshow: boolean;
  render: (shown: readonly T[], view: { lost: boolean; sorted: boolean }) => ReactNode;
}) {
  const orders = useOfferedOrders(items);
  const live = (shown: readonly T[], sorted: boolean): ReactNode => render(shown, { lost: false, sorted });
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {archived.lostOnly || sort === undefined ? null : (
          <ListControls pages={sort.pages.length} orders={orders} slideshow={slideshow} />
        )}
        <LostOnlySwitch />
        <ArchiveExportButtons source={source} />
      </div>
      <CardNoteContext.Provider value={archived.note}>
        {archived.lostOnly ? (
          archived.ready ? (
            render(items, { lost: true, sorted: false })
          ) : null
        ) : sort === undefined ? (
          live(items, false)
        ) : (
          <SortableList list={sort.list} pages={sort.pages} items={items} orders={orders}>
            {live}
          </SortableList>
        )}
      </CardNoteContext.Provider>
    </>
  );
}

interface ArchivedListProps<W> {
  readonly source: ArchiveSource;
  readonly load?: ListLoad | undefined;
  readonly testId: string;
  readonly works: readonly W[];
  readonly sort?: LiveListSort | undefined;
}

export function ArchivedArtworkList({ works, source, load, testId, sort }: ArchivedListProps<Artwork>) {
  const archived = useArchivedWorks(works, "illust", source, archivedArtwork);
  const items = useMemo(() => asGridItems(archived.works), [archived.works]);
  return (
    <ArchiveFrame
      archived={archived}
      source={source}
      items={items}
      sort={sort}
      slideshow
      render={(shown, { lost, sorted }) => (
        <ArtworkList
          items={shown}
          load={lost ? undefined : load}
          keepsSeen
          preview={sorted}
          testId={lost ? `${testId}-lost` : testId}
        />
      )}
    />
  );
}

export function ArchivedNovelList({ works, source, load, testId, sort }: ArchivedListProps<Novel>) {
  const archived = useArchivedWorks(works, "novel", source, archivedNovel);
  const items = useMemo(() => archived.works.map((novel) => ({ novel })), [archived.works]);
  return (
    <ArchiveFrame
      archived={archived}
      source={source}
      items={items}
      sort={sort}
      slideshow={false}
      render={(shown, { lost, sorted }) => (
        <NovelList
          items={shown}
          {...(lost || load === undefined ? {} : { load })}
          keepsSeen
          preview={sorted}
          testId={lost ? `${testId}-lost` : testId}
        />
      )}
    />
  );
}
