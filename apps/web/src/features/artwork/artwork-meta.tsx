/**
 * A work's details beside or under its images: title, restriction and AI badges, counts, posting
 * date, tools, series link, event banners, tags (with translations and long-press block) and the
 * caption.
 */
import { AI_TYPE_GENERATED, type Artwork } from "@pxv/pixiv";
import { CalendarDays, Eye, Heart, Library, MessageCircle, PenTool, type LucideIcon } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { Badge } from "../../components/badge";
import { formatCount, formatDateTime } from "../../lib/format";
import { ArtworkCaption } from "./artwork-caption";
import { ArtworkTags } from "./artwork-tags";
import { pathTo } from "../../routing/paths";

function Stat({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div className="flex items-center gap-1.5" title={label}>
      <dt>
        <Icon aria-hidden className="size-4" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd data-testid={testId} className="tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** Only web links may be followed from an event banner. */
const isWebLink = (url: string): boolean => /^https?:\/\//i.test(url);

export function ArtworkMeta({ artwork }: { artwork: Artwork }) {
  const { t, i18n } = useTranslation();
  const { t: tw } = useTranslation("artwork");
  const language = i18n.language;
  const restriction = artwork.x_restrict === 2 ? "R-18G" : artwork.x_restrict === 1 ? "R-18" : null;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <h1 className="text-xl leading-snug font-bold break-words">{artwork.title}</h1>
        {restriction !== null || artwork.illust_ai_type === AI_TYPE_GENERATED || artwork.count > 1 ? (
          <div className="flex flex-wrap gap-1.5">
            {restriction === null ? null : <Badge tone="danger">{restriction}</Badge>}
            {artwork.illust_ai_type === AI_TYPE_GENERATED ? (
              <Badge tone="violet">{t("artwork.ai")}</Badge>
            ) : null}
            {artwork.count > 1 ? <Badge>{t("artwork.pages", { count: artwork.count })}</Badge> : null}
          </div>
        ) : null}
      </div>

      <dl className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-neutral-600 dark:text-neutral-400">
        <Stat
          icon={Eye}
          label={t("artwork.views")}
          value={formatCount(artwork.view, language)}
          testId="artwork-views"
        />
        <Stat
          icon={Heart}
          label={t("artwork.bookmarks")}
          value={formatCount(artwork.like, language)}
          testId="artwork-bookmarks"
        />
        <Stat
          icon={MessageCircle}
          label={t("artwork.comments")}
          value={artwork.totalComment === null ? "–" : formatCount(artwork.totalComment, language)}
          testId="artwork-comments"
        />
        <Stat
          icon={CalendarDays}
          label={t("artwork.created")}
          value={formatDateTime(artwork.created, language)}
          testId="artwork-created"
        />
      </dl>

      {artwork.tools.length === 0 ? null : (
        <p
          data-testid="artwork-tools"
          className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400"
        >
          <PenTool aria-hidden className="size-4" />
          <span className="sr-only">{tw("meta.tools")}</span>
          {artwork.tools.join(" · ")}
        </p>
      )}

      {artwork.series === null ? null : (
        <Link
          data-testid="artwork-series"
          to={pathTo("IllustSeries", { uid: artwork.author.id, sid: artwork.series.id })}
          className="flex items-center gap-2 text-sm text-accent hover:underline"
        >
          <Library aria-hidden className="size-4" />
          <span className="sr-only">{t("artwork.series")}</span>
          {artwork.series.title}
        </Link>
      )}

      {artwork.event_banners.length === 0 ? null : (
        <ul data-testid="artwork-events" className="flex flex-col gap-2">
          {artwork.event_banners.map((banner) => (
            <li key={`${banner.title}:${banner.tap_url}`}>
              {isWebLink(banner.tap_url) ? (
                <a
                  href={banner.tap_url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex items-center gap-2 rounded-lg bg-neutral-100 p-2 text-sm hover:bg-neutral-200 dark:bg-neutral-800 dark:hover:bg-neutral-700"
                >
                  {banner.icon_url === "" ? null : (
                    <img src={banner.icon_url} alt="" width={32} height={32} className="size-8 rounded" />
                  )}
                  {banner.title}
                </a>
              ) : (
                <span className="text-sm">{banner.title}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      <ArtworkTags tags={artwork.tags} />

      <ArtworkCaption html={artwork.caption} />
    </div>
  );
}
