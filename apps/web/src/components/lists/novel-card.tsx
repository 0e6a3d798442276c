/**
 * One novel in a list (PRODUCT.md §2: the same list for novels): cover, title, author, the first tags,
 * length and bookmarks, with rank, R-18/R-18G and AI badges, and how far the reader got (a bar under
 * the cover and "43 % read") when a reading position is kept, and the list's note for it (card-note.ts)
 * under the author. A fixed height (NOVEL_CARD_HEIGHT), so the virtual list knows every row before
 * anything loads. Opens the novel page.
 */
import { AI_TYPE_GENERATED, type Novel } from "@pxv/pixiv";
import { Heart } from "lucide-react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { novelPath } from "../../routing/paths";
import { formatCount } from "../../lib/format";
import { Badge } from "../badge";
import { useCardNote } from "../card-note";
import { Pximg } from "../pximg";
import { useNamespace } from "../../i18n/use-namespace";
import { useReadingProgress } from "./use-reading-progress";

export const NOVEL_CARD_HEIGHT = 136;
/** Tags shown on a card. */
const CARD_TAGS = 4;

export function NovelCard({ novel, rank }: { novel: Novel; rank?: number | undefined }) {
  const { t, i18n } = useTranslation("browse");
  useNamespace("browse");
  const restriction = novel.x_restrict === 2 ? "R-18G" : novel.x_restrict === 1 ? "R-18" : null;
  const cover = novel.images[0];
  const progress = useReadingProgress(novel.id);
  const note = useCardNote(novel);
  const percent =
    progress === null ? null : new Intl.NumberFormat(i18n.language, { style: "percent" }).format(progress);
  return (
    <Link
      to={novelPath(novel.id)}
      data-testid="novel-card"
      data-card-focus
      data-id={novel.id}
      className="flex h-full gap-3 overflow-hidden rounded-lg bg-white p-2.5 shadow-sm hover:bg-neutral-50 dark:bg-neutral-900 dark:hover:bg-neutral-800"
    >
      <div className="relative h-full w-20 shrink-0 overflow-hidden rounded-md">
        <Pximg src={cover.m} alt={novel.title} seed={novel.id} />
        {rank === undefined ? null : (
          <Badge tone={rank <= 3 ? "accent" : "neutral"} className="absolute top-1 left-1">
            {rank}
          </Badge>
        )}
        {progress === null ? null : (
          <div aria-hidden className="absolute inset-x-0 bottom-0 h-1 bg-black/40">
            <div className="h-full bg-accent-fill" style={{ width: `${String(progress * 100)}%` }} />
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-1">
          {restriction === null ? null : <Badge tone="danger">{restriction}</Badge>}
          {novel.illust_ai_type === AI_TYPE_GENERATED ? <Badge tone="violet">AI</Badge> : null}
          <span data-testid="card-title" className="truncate text-sm font-semibold">
            {novel.title}
          </span>
        </p>
        <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">{novel.author.name}</p>
        {note === null ? null : (
          <p
            data-testid="card-note"
            className="truncate text-xs font-medium text-amber-700 dark:text-amber-400"
          >
            {note}
          </p>
        )}
        <p className="line-clamp-2 text-xs text-neutral-600 dark:text-neutral-300">
          {novel.tags
            .slice(0, CARD_TAGS)
            .map((tag) => `#${tag.name}`)
            .join(" ")}
        </p>
        <p className="mt-auto flex items-center gap-3 text-xs text-neutral-500 dark:text-neutral-400">
          <span>{t("novel.characters", { count: novel.text_length })}</span>
          <span className="inline-flex items-center gap-1">
            <Heart aria-hidden className="size-3" />
            {formatCount(novel.like, i18n.language)}
          </span>
          {percent === null ? null : (
            <span data-testid="novel-progress" className="font-medium text-accent">
              {t("novel.read_progress", { percent })}
            </span>
          )}
          {novel.series === null ? null : <span className="truncate">{novel.series.title}</span>}
        </p>
      </div>
    </Link>
  );
}
