/**
 * The reader's text: a parsed novel (@pxv/pixiv parseNovelMarkup) rendered as React elements in the
 * person's text settings. Chapters are headings, page breaks rules with an anchor per page, ruby is
 * <ruby>, jump links scroll to their page, `[pixivimage:]` shows the work's picture linking to it and
 * `[uploadedimage:]` the uploaded picture. Text stays text: no HTML string is ever inserted.
 * Directions: h (horizontal), v (vertical, scrolling sideways) and hc (horizontal in columns).
 */
import {
  NOVEL_COLOR_PRESETS,
  type NovelBlock,
  type NovelDocument,
  type NovelInline,
  type NovelText,
} from "@pxv/pixiv";
import { useEffect, useState, type CSSProperties } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { DEFAULT_TEXT_CONFIG, type NovelTextConfig } from "./text-config";
import { pathTo } from "../../routing/paths";

export const pageAnchorId = (page: number): string => `novel-page-${page}`;

function scrollToPage(page: number): void {
  document.getElementById(pageAnchorId(page))?.scrollIntoView({ block: "start", inline: "start" });
}

function Inline({ piece, text }: { piece: NovelInline; text: NovelText }) {
  const { t } = useTranslation("reader");
  switch (piece.kind) {
    case "text":
      return <>{piece.text}</>;
    case "ruby":
      return (
        <ruby data-markup="ruby">
          {piece.base}
          <rt>{piece.ruby}</rt>
        </ruby>
      );
    case "link":
      return (
        <a
          data-markup="jumpuri"
          href={piece.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-accent underline"
        >
          {piece.text}
        </a>
      );
    case "jump":
      return (
        <a
          data-markup="jump"
          href={`#${pageAnchorId(piece.page)}`}
          onClick={(event) => {
            event.preventDefault();
            scrollToPage(piece.page);
          }}
          className="text-accent underline"
        >
          {t("novel.jump_to_page", { page: piece.page })}
        </a>
      );
    case "pixivimage": {
      const src = text.embedIllusts[String(piece.illustId)];
      return (
        <Link
          data-markup="pixivimage"
          to={pathTo("Artwork", { id: piece.illustId })}
          className="my-2 block text-accent underline"
        >
          {src === undefined ? (
            t("novel.illust_link", { id: piece.illustId })
          ) : (
            <img
              src={src}
              alt={t("novel.illust_link", { id: piece.illustId })}
              loading="lazy"
              className="mx-auto max-h-[80vh] max-w-full"
            />
          )}
        </Link>
      );
    }
    case "uploadedimage": {
      const src = text.embedImgs[piece.imageId];
      return src === undefined ? null : (
        <img
          data-markup="uploadedimage"
          src={src}
          alt=""
          loading="lazy"
          className="mx-auto my-2 block max-h-[80vh] max-w-full"
        />
      );
    }
  }
}

function Block({ block, text, indent }: { block: NovelBlock; text: NovelText; indent: boolean }) {
  const pieces = block.content.map((piece, index) => <Inline key={index} piece={piece} text={text} />);
  if (block.kind === "chapter") {
    return (
      <h2 data-markup="chapter" className="my-[1em] text-[1.25em] font-bold">
        {pieces}
      </h2>
    );
  }
  if (block.content.length === 0) return <p className="m-0">{"\u00a0"}</p>;
  return (
    <p className="m-0" style={indent ? { textIndent: "2em" } : undefined}>
      {pieces}
    </p>
  );
}

/** Paging in the sideways directions is throttled like the reference's (PRODUCT.md §9 "tap 200 ms"). */
const PAGE_THROTTLE_MS = 200;

/**
 * Sideways reading (v, hc): the mouse wheel scrolls along the text instead of down the page — a
 * full column per step in hc — and in hc a click on the left or right half turns a page back or
 * forward. Vertical text runs right to left, so "forward" is leftwards there.
 */
function useSidewaysPaging(element: HTMLDivElement | null, direction: NovelTextConfig["direction"]): void {
  useEffect(() => {
    if (element === null || direction === "h") return undefined;
    let last = 0;
    const forward = direction === "v" ? -1 : 1;
    const turn = (steps: number): void => {
      const now = Date.now();
      if (now - last < PAGE_THROTTLE_MS) return;
      last = now;
      element.scrollBy({ left: steps * forward * element.clientWidth });
    };
    const onWheel = (event: WheelEvent): void => {
      const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : 0;
      if (delta === 0) return;
      event.preventDefault();
      if (direction === "hc") turn(Math.sign(delta));
      else element.scrollBy({ left: forward * delta });
    };
    const onClick = (event: MouseEvent): void => {
      if (direction !== "hc" || (event.target as Element).closest("a") !== null) return;
      const box = element.getBoundingClientRect();
      turn(event.clientX < box.left + box.width / 2 ? -1 : 1);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    element.addEventListener("click", onClick);
    return () => {
      element.removeEventListener("wheel", onWheel);
      element.removeEventListener("click", onClick);
    };
  }, [element, direction]);
}

const [LIGHT, , DARK] = NOVEL_COLOR_PRESETS;
const THEMED_COLOURS =
  "bg-(--novel-light-bg) text-(--novel-light-fg) dark:bg-(--novel-dark-bg) dark:text-(--novel-dark-fg)";

/** True while the reader keeps the default colours, which then follow the light or dark theme. */
function followsTheme(config: NovelTextConfig): boolean {
  return config.bg === DEFAULT_TEXT_CONFIG.bg && config.color === DEFAULT_TEXT_CONFIG.color;
}

export function NovelView({
  document,
  text,
  config,
}: {
  document: NovelDocument;
  text: NovelText;
  config: NovelTextConfig;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useSidewaysPaging(element, config.direction);
  const style: CSSProperties = {
    fontSize: `${config.size}px`,
    lineHeight: config.height,
    fontWeight: config.weight,
    fontFamily: config.font === "inherit" ? undefined : config.font,
    // The default colours follow the theme (the dark preset in the dark theme); chosen ones stay.
    ...(followsTheme(config)
      ? {
          "--novel-light-bg": LIGHT.bg,
          "--novel-light-fg": LIGHT.color,
          "--novel-dark-bg": DARK.bg,
          "--novel-dark-fg": DARK.color,
        }
      : { color: config.color, background: config.bg }),
  };
  const layout =
    config.direction === "v"
      ? "h-[80vh] w-full overflow-x-auto [writing-mode:vertical-rl]"
      : config.direction === "hc"
        ? "h-[80vh] overflow-x-auto [column-fill:auto] [column-gap:2rem] [column-width:min(36rem,80vw)]"
        : "";
  return (
    <div
      ref={setElement}
      data-testid="novel-text"
      data-direction={config.direction}
      style={style}
      className={`rounded-lg px-5 py-6 ${followsTheme(config) ? THEMED_COLOURS : ""} ${layout}`}
    >
      {document.pages.map((blocks, index) => (
        <section key={index} id={pageAnchorId(index + 1)} data-page={index + 1}>
          {index > 0 ? <hr data-markup="newpage" className="my-8 border-current opacity-30" /> : null}
          {blocks.map((block, blockIndex) => (
            <Block key={blockIndex} block={block} text={text} indent={config.indent} />
          ))}
        </section>
      ))}
    </div>
  );
}
