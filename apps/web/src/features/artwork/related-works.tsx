/**
 * Works related to this one, in the shared artwork grid: loaded when the section scrolls into view,
 * or by a button when "load related works manually" is on (PRODUCT.md §4), then page by page as the end
 * comes near. Hidden works are left out; when the filters leave several pages in a row empty, it
 * stops loading and says so. "Download all" queues them (the related list read to its end).
 */
import { hiddenReason, type Artwork } from "@pxv/pixiv";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { ArtworkGrid } from "../../components/artwork-grid";
import { EndSentinel } from "../../components/end-sentinel";
import { FilteredOutNotice } from "../../components/lists/list-footer";
import { useFilteredOutStop } from "../../components/lists/list-load";
import { useRelatedArtworksQuery } from "../../queries/related-artworks";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { useVisibilityRules } from "../../settings/content-settings";
import { useSettingsStore } from "../../settings/settings-store";

export function RelatedWorks({ artwork }: { artwork: Artwork }) {
  const { t } = useTranslation("artwork");
  const manual = useSettingsStore((state) => state.app.manualLoadRelated);
  const [wanted, setWanted] = useState(false);
  const section = useRef<HTMLElement>(null);
  const rules = useVisibilityRules();
  const query = useRelatedArtworksQuery(artwork.id, wanted);

  useEffect(() => {
    const element = section.current;
    if (manual || wanted || element === null || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [manual, wanted]);

  const items = useMemo(
    () =>
      (query.data?.pages ?? [])
        .flatMap((page) => page.artworks)
        .filter((work) => work.id !== artwork.id && hiddenReason(work, rules) === null)
        .map((work) => ({ artwork: work })),
    [query.data, artwork.id, rules],
  );
  const filteredOut = useFilteredOutStop(items.length, query.isFetchingNextPage);

  return (
    <section ref={section} data-testid="related-works" className="flex flex-col gap-3 px-4 lg:px-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t("related.title")}</h2>
        <BulkDownloadButton spec={{ kind: "related", id: artwork.id }} />
      </div>
      {!wanted ? (
        manual ? (
          <button
            type="button"
            data-testid="load-related"
            onClick={() => {
              setWanted(true);
            }}
            className="self-start rounded-full bg-neutral-100 px-4 py-2 text-sm hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
          >
            {t("related.load")}
          </button>
        ) : null
      ) : query.isError ? (
        <button
          type="button"
          onClick={() => {
            void query.refetch();
          }}
          className="self-start text-sm text-accent hover:underline"
        >
          {t("related.retry")}
        </button>
      ) : (
        <>
          <ArtworkGrid items={items} />
          <EndSentinel
            enabled={query.hasNextPage && !query.isFetchingNextPage && !filteredOut.stopped}
            armKey={items.length}
            onReached={() => {
              void query.fetchNextPage();
            }}
          />
          {query.isFetching ? (
            <p className="text-center text-sm text-neutral-500">{t("related.loading")}</p>
          ) : null}
          {query.hasNextPage && !query.isFetching && filteredOut.stopped ? (
            <FilteredOutNotice
              onResume={() => {
                filteredOut.resume();
                void query.fetchNextPage();
              }}
            />
          ) : null}
          {!query.isFetching && items.length === 0 && !(query.hasNextPage && filteredOut.stopped) ? (
            <p className="text-center text-sm text-neutral-500">{t("related.none")}</p>
          ) : null}
        </>
      )}
    </section>
  );
}
