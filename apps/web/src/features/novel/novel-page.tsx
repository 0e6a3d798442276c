/**
 * /novel/:id (aliases /novels/:id, /n/:id) — the novel reader (PRODUCT.md §2 Novel detail): detail and
 * text load in parallel; the markup is rendered in the person's text settings; series prev/next,
 * the reading position remembered per novel and offered on return, translation that replaces the text and toggles back,
 * exports, the comments popup, the author's novels and related novels. A novel the content rule
 * hides shows "content hidden" instead of its text. Each novel opened is added to the history.
 */
import {
  detectNovelLanguage,
  hiddenReason,
  novelPlainText,
  parseNovelMarkup,
  type Novel,
  type NovelText,
} from "@pxv/pixiv";
import { ChevronLeft, ChevronRight, EyeOff } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Link } from "react-router";
import { useIdParam } from "../../routing/id-param";
import { useCommandTarget, type ReaderTarget } from "../../components/command-targets";
import { PageError, PageLoading } from "../../components/page-status";
import { NovelList } from "../../components/lists/novel-list";
import { formatCount, formatDateTime } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-title";
import {
  useNovelQuery,
  useNovelTextQuery,
  useRelatedNovelsQuery,
  useUserNovelsQuery,
} from "../../queries/novel";
import { addToHistory } from "../../storage/history";
import { ArtworkCaption } from "../artwork/artwork-caption";
import { CommentsPopup } from "../comments/comments-popup";
import { useVisibilityRules } from "../../settings/content-settings";
import { NovelActions, type TranslationState } from "./novel-actions";
import { NovelView } from "./novel-view";
import { ResumeOffer, useReadingPosition } from "./reading-resume";
import { useTextConfigStore } from "./text-config";
import { TextSettingsPanel } from "./text-settings-panel";
import { cachedTranslation, translateInBrowser, translateOnServer, type TranslatorKind } from "./translation";
import { novelPath, pathTo, userPath } from "../../routing/paths";

/** The author's other novels shown under the text (a card, like the reference's). */
const AUTHOR_NOVELS_SHOWN = 6;

export function NovelPage() {
  const id = useIdParam();
  return <NovelScreen key={id} id={id} />;
}

function NovelScreen({ id }: { id: number }) {
  const detail = useNovelQuery(id);
  const text = useNovelTextQuery(id);
  useDocumentTitle(detail.data?.title);
  const failed = detail.isError ? detail : text.isError ? text : null;
  if (failed !== null) {
    const retry = (): void => {
      void detail.refetch();
      void text.refetch();
    };
    return <PageError error={failed.error} retry={retry} />;
  }
  if (detail.data === undefined || text.data === undefined) return <PageLoading />;
  return <NovelDetail novel={detail.data} text={text.data} />;
}

function useTranslatedText(novel: Novel, original: NovelText): [NovelText, TranslationState] {
  const { t } = useTranslation("reader");
  const [translated, setTranslated] = useState<string | null>(null);
  const [status, setStatus] = useState<TranslationState["status"]>("original");
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const state: TranslationState = {
    status,
    showOriginal: () => {
      abort.current?.abort();
      setStatus("original");
      setTranslated(null);
    },
    start: (kind: TranslatorKind) => {
      const cached = cachedTranslation(novel.id, kind);
      if (cached !== null) {
        setTranslated(cached);
        setStatus("translated");
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setStatus("loading");
      const onText = (partial: string): void => {
        setTranslated(partial);
      };
      const run =
        kind === "ai"
          ? translateOnServer(novel.id, onText, controller.signal)
          : translateInBrowser(novel.id, original.text, onText, controller.signal);
      run.then(
        (done) => {
          setTranslated(done);
          setStatus("translated");
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn("Translation failed", error);
          toast(t("novel.translate_failed"));
          setTranslated(null);
          setStatus("original");
        },
      );
    },
  };
  const shown = translated === null ? original : { ...original, text: translated };
  return [shown, state];
}

function SeriesNav({ text }: { text: NovelText }) {
  const { t } = useTranslation("reader");
  if (text.prev === null && text.next === null) return null;
  return (
    <nav data-testid="series-nav" className="flex items-center justify-between gap-2 text-sm">
      {text.prev === null ? (
        <span />
      ) : (
        <Link
          to={novelPath(text.prev.id)}
          data-testid="series-prev"
          className="inline-flex max-w-[45%] items-center gap-1 text-accent hover:underline"
        >
          <ChevronLeft aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{text.prev.title}</span>
        </Link>
      )}
      {text.seriesId === null ? null : (
        <Link
          to={pathTo("NovelSeries", { id: text.seriesId })}
          className="truncate text-neutral-500 hover:underline"
        >
          {text.seriesTitle ?? t("novel.series")}
        </Link>
      )}
      {text.next === null ? (
        <span />
      ) : (
        <Link
          to={novelPath(text.next.id)}
          data-testid="series-next"
          className="inline-flex max-w-[45%] items-center gap-1 text-accent hover:underline"
        >
          <span className="truncate">{text.next.title}</span>
          <ChevronRight aria-hidden className="size-4 shrink-0" />
        </Link>
      )}
    </nav>
  );
}

function NovelDetail({ novel, text: original }: { novel: Novel; text: NovelText }) {
  const { t, i18n } = useTranslation("reader");
  const rules = useVisibilityRules();
  const hidden = hiddenReason(novel, rules) !== null;
  const config = useTextConfigStore((state) => state.config);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [metaCollapsed, setMetaCollapsed] = useState(false);
  const [text, translation] = useTranslatedText(novel, original);
  const document = useMemo(() => parseNovelMarkup(text.text), [text.text]);
  const originalDocument = useMemo(() => parseNovelMarkup(original.text), [original.text]);
  const translatable = useMemo(
    () => detectNovelLanguage(novelPlainText(originalDocument)) !== "zh",
    [originalDocument],
  );
  const textRef = useRef<HTMLDivElement>(null);
  const readingOffer = useReadingPosition(novel.id, textRef, !hidden);
  const authorNovels = useUserNovelsQuery(novel.author.id);
  const related = useRelatedNovelsQuery(novel.id);
  // The reader commands: Space / Shift+Space a screen on or back (less a line kept in view), `t` the
  // text settings.
  const reader = useMemo<ReaderTarget>(
    () => ({
      page: (direction) => {
        window.scrollBy({ top: direction * Math.max(100, window.innerHeight - 80), behavior: "instant" });
      },
      textSettings: () => {
        setSettingsOpen((open) => !open);
      },
    }),
    [],
  );
  useCommandTarget("reader", reader);

  useEffect(() => {
    if (hidden) {
      toast(t("novel.content_hidden"), { id: "content-hidden" });
      return;
    }
    addToHistory("novel", { ...novel }).catch((error: unknown) => {
      console.warn("Could not save to history", error);
    });
  }, [novel, hidden, t]);

  return (
    <article
      data-testid="novel-detail"
      data-id={novel.id}
      className="mx-auto flex max-w-3xl flex-col gap-4 px-4 pt-4 pb-16"
    >
      <header className="flex gap-4">
        <img
          src={novel.images[0].m}
          alt=""
          className="h-40 w-28 shrink-0 rounded bg-neutral-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 data-testid="novel-title" className="text-xl font-bold break-words">
            {novel.title}
          </h1>
          <Link
            to={userPath(novel.author.id)}
            className="mt-1 flex items-center gap-2 text-sm hover:underline"
          >
            <img src={novel.author.avatar} alt="" className="size-6 rounded-full" />
            {novel.author.name}
          </Link>
          <p className="mt-1 text-xs text-neutral-500">
            {formatDateTime(novel.created, i18n.language)} ·{" "}
            {t("novel.characters", {
              n: formatCount(novel.text_length, i18n.language),
              count: novel.text_length,
            })}{" "}
            · {t("novel.views", { n: formatCount(novel.view, i18n.language), count: novel.view })} ·{" "}
            {t("novel.likes", { n: formatCount(novel.like, i18n.language), count: novel.like })}
          </p>
          <button
            type="button"
            onClick={() => {
              setMetaCollapsed((collapsed) => !collapsed);
            }}
            className="mt-1 text-xs text-accent hover:underline"
          >
            {metaCollapsed ? t("novel.expand_meta") : t("novel.collapse_meta")}
          </button>
        </div>
      </header>
      {metaCollapsed ? null : (
        <div className="flex flex-col gap-2 text-sm">
          <ul className="flex flex-wrap gap-2">
            {novel.tags.map((tag) => (
              <li key={tag.name}>
                <Link
                  to={pathTo("SearchNovel", { keyword: tag.name })}
                  className="text-accent hover:underline"
                >
                  #{tag.name}
                </Link>
                {tag.translated_name === null ? null : (
                  <span className="ml-1 text-xs text-neutral-500">{tag.translated_name}</span>
                )}
              </li>
            ))}
          </ul>
          {novel.caption === "" ? null : <ArtworkCaption html={novel.caption} />}
        </div>
      )}
      <NovelActions
        input={{ novel, text: original, document: originalDocument }}
        settingsOpen={settingsOpen}
        onToggleSettings={() => {
          setSettingsOpen((open) => !open);
        }}
        onOpenComments={() => {
          setCommentsOpen(true);
        }}
        translation={translation}
        translatable={translatable}
      />
      {settingsOpen ? <TextSettingsPanel /> : null}
      <SeriesNav text={original} />
      {hidden ? (
        <p
          data-testid="content-hidden"
          className="flex items-center justify-center gap-2 bg-neutral-200 px-6 py-24 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-400"
        >
          <EyeOff aria-hidden className="size-4" />
          {t("novel.content_hidden")}
        </p>
      ) : (
        <div ref={textRef} data-translated={translation.status !== "original"}>
          <NovelView document={document} text={text} config={config} />
        </div>
      )}
      <ResumeOffer offer={readingOffer} />
      <SeriesNav text={original} />
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t("novel.author_novels")}</h2>
        <NovelList
          testId="author-novels"
          items={(authorNovels.data?.pages[0]?.novels ?? [])
            .filter((item) => item.id !== novel.id)
            .slice(0, AUTHOR_NOVELS_SHOWN)
            .map((item) => ({ novel: item }))}
        />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">{t("novel.related")}</h2>
        <NovelList
          testId="related-novels"
          items={related.data?.pages.flatMap((page) => page.novels.map((item) => ({ novel: item }))) ?? []}
          load={related}
        />
      </section>
      {commentsOpen ? (
        <CommentsPopup
          kind="novel"
          id={novel.id}
          onClose={() => {
            setCommentsOpen(false);
          }}
        />
      ) : null}
    </article>
  );
}
