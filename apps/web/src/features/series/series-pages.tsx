/**
 * The series pages (PRODUCT.md §2): /user/:uid/series/:sid — an illustration (manga) series with its
 * cover, caption and works — and /novel/series/:id — a novel series with its novels; both page
 * through the series with the shared list footer.
 */
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useIdParam } from "../../routing/id-param";
import { PageError, PageLoading } from "../../components/page-status";
import { SortableArtworkList, SortableNovelList } from "../popularity-sort/list-controls";
import { asGridItems } from "../../components/lists/list-item";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useIllustSeriesQuery, useNovelSeriesQuery } from "../../queries/series";
import { ArtworkCaption } from "../artwork/artwork-caption";
import { BulkDownloadButton } from "../bulk-download/bulk-button";
import { FollowControl } from "../updates/follow-control";
import { userPath } from "../../routing/paths";

/** Before a series' first page: its error (with a retry when one can help) or the spinner. */
function NotLoaded({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  if (!query.isError) return <PageLoading />;
  return <PageError error={query.error} retry={() => void query.refetch()} />;
}

function SeriesHeading({
  testId,
  title,
  user,
  meta,
  caption,
  cover,
}: {
  testId: string;
  title: string;
  user: { id: number; name: string; avatar: string };
  meta: string;
  caption: string;
  cover: string | null;
}): ReactNode {
  return (
    <header data-testid={testId} className="flex flex-col gap-2 px-4">
      {cover === null ? null : <img src={cover} alt="" className="max-h-60 w-full rounded-lg object-cover" />}
      <h1 data-testid="series-title" className="text-xl font-bold">
        {title}
      </h1>
      <Link to={userPath(user.id)} className="flex items-center gap-2 text-sm hover:underline">
        <img src={user.avatar} alt="" className="size-6 rounded-full" />
        {user.name}
      </Link>
      <p className="text-xs text-neutral-500">{meta}</p>
      {caption === "" ? null : <ArtworkCaption html={caption} />}
    </header>
  );
}

export function IllustSeriesPage() {
  const id = useIdParam("sid");
  return <IllustSeries key={id} id={id} />;
}

function IllustSeries({ id }: { id: number }) {
  const { t } = useTranslation("reader");
  const query = useIllustSeriesQuery(id);
  const detail = query.data?.pages[0]?.detail;
  useDocumentTitle(detail?.title);
  if (detail === undefined) return <NotLoaded query={query} />;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 pt-4 pb-16">
      <SeriesHeading
        testId="illust-series"
        title={detail.title}
        user={detail.user}
        meta={t("series.works", { count: detail.series_work_count })}
        caption={detail.caption}
        cover={detail.cover}
      />
      <div className="flex flex-wrap items-start gap-2 px-4">
        <FollowControl
          subject={{ kind: "series", seriesId: id, userId: detail.user.id }}
          label={detail.title}
        />
        <BulkDownloadButton spec={{ kind: "illust-series", seriesId: id }} label={detail.title} />
      </div>
      <div className="px-4">
        <SortableArtworkList
          list={query}
          pages={query.data?.pages ?? []}
          items={asGridItems(query.data?.pages.flatMap((page) => page.artworks) ?? [])}
          testId="series-works"
        />
      </div>
    </div>
  );
}

export function NovelSeriesPage() {
  const id = useIdParam();
  return <NovelSeries key={id} id={id} />;
}

function NovelSeries({ id }: { id: number }) {
  const { t } = useTranslation("reader");
  const query = useNovelSeriesQuery(id);
  const detail = query.data?.pages[0]?.detail;
  useDocumentTitle(detail?.title);
  if (detail === undefined) return <NotLoaded query={query} />;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 pt-4 pb-16">
      <SeriesHeading
        testId="novel-series"
        title={detail.title}
        user={detail.user}
        meta={`${t("series.novels", { count: detail.content_count })} · ${t("novel.characters", { n: detail.total_character_count, count: detail.total_character_count })}`}
        caption={detail.caption}
        cover={null}
      />
      <div className="flex flex-wrap items-start gap-2 px-4">
        <FollowControl subject={{ kind: "novel-series", seriesId: id }} label={detail.title} />
        <BulkDownloadButton spec={{ kind: "novel-series", seriesId: id }} label={detail.title} />
      </div>
      <div className="px-4">
        <SortableNovelList
          list={query}
          pages={query.data?.pages ?? []}
          items={query.data?.pages.flatMap((page) => page.novels.map((novel) => ({ novel }))) ?? []}
          testId="series-novels"
        />
      </div>
    </div>
  );
}
