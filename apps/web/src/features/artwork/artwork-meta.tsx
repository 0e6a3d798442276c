/**
 * A work's details beside or under its images: title, restriction and AI badges, author, counts,
 * posting date, series, tags (with translations) and the caption.
 */
import { AI_TYPE_GENERATED, type Artwork } from "@pxv/pixiv";
import { CalendarDays, Eye, Heart, Library, MessageCircle, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { searchPath } from "../../app/paths";
import { Badge } from "../../components/badge";
import { formatCount, formatDateTime } from "../../lib/format";
import { placeholderBackground } from "../../lib/placeholder";
import { ArtworkCaption } from "./artwork-caption";

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

export function ArtworkMeta({ artwork }: { artwork: Artwork }) {
  const { t, i18n } = useTranslation();
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

      <div className="flex items-center gap-3">
        <span
          className="relative size-10 shrink-0 overflow-hidden rounded-full"
          style={{ background: placeholderBackground(artwork.author.id) }}
        >
          <img
            src={artwork.author.avatar}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        </span>
        <span data-testid="artwork-author" className="min-w-0 truncate font-medium">
          {artwork.author.name}
        </span>
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

      {artwork.series === null ? null : (
        <p className="flex items-center gap-2 text-sm">
          <Library aria-hidden className="size-4 text-neutral-500" />
          <span className="sr-only">{t("artwork.series")}</span>
          {artwork.series.title}
        </p>
      )}

      {artwork.tags.length === 0 ? null : (
        <ul
          aria-label={t("artwork.tags")}
          data-testid="artwork-tags"
          className="flex flex-wrap gap-x-3 gap-y-1.5 text-sm"
        >
          {artwork.tags.map((tag) => (
            <li key={tag.name}>
              <Link to={searchPath(tag.name)} className="text-accent hover:underline">
                #{tag.name}
              </Link>
              {tag.translated_name === null || tag.translated_name === "" ? null : (
                <span className="ml-1 text-neutral-500 dark:text-neutral-400">{tag.translated_name}</span>
              )}
            </li>
          ))}
        </ul>
      )}

      <ArtworkCaption html={artwork.caption} />
    </div>
  );
}
