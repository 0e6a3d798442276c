/**
 * A work's caption, rendered from the sanitizer's safe nodes as React elements: app links stay in
 * the app, outside links open in a new tab without a referrer. Captions over 500 characters start
 * collapsed (PRODUCT.md §9) with a button to show them whole.
 */
import { CAPTION_COLLAPSE_CHARS } from "@pxv/pixiv";
import clsx from "clsx";
import { useMemo, useState } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { CaptionNodes } from "../../components/caption-nodes";
import { sanitizeCaption, type CaptionNode } from "../../components/sanitize-caption";

/** Characters of visible text in the caption. */
function textLength(nodes: readonly CaptionNode[]): number {
  return nodes.reduce(
    (sum, node) =>
      sum +
      (node.kind === "text"
        ? Array.from(node.text).length
        : node.kind === "br"
          ? 1
          : textLength(node.children)),
    0,
  );
}

export function ArtworkCaption({ html }: { html: string }) {
  const { t } = useTranslation("artwork");
  const nodes = useMemo(() => sanitizeCaption(html), [html]);
  const long = useMemo(() => textLength(nodes) > CAPTION_COLLAPSE_CHARS, [nodes]);
  const [expanded, setExpanded] = useState(false);
  if (nodes.length === 0) return null;
  const collapsed = long && !expanded;
  return (
    <div className="flex flex-col items-start gap-1">
      <div
        data-testid="artwork-caption"
        data-collapsed={collapsed}
        className={clsx(
          "text-sm leading-relaxed break-words whitespace-pre-line text-neutral-700 dark:text-neutral-300",
          collapsed && "line-clamp-6",
        )}
      >
        <CaptionNodes nodes={nodes} />
      </div>
      {long ? (
        <button
          type="button"
          data-testid="caption-toggle"
          onClick={() => {
            setExpanded((value) => !value);
          }}
          className="text-xs text-accent hover:underline"
        >
          {expanded ? t("caption.collapse") : t("caption.expand")}
        </button>
      ) : null}
    </div>
  );
}
