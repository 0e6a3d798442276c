/**
 * A work's caption, rendered from the sanitizer's safe nodes as React elements: app links stay in
 * the app, outside links open in a new tab without a referrer.
 */
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { sanitizeCaption, type CaptionNode } from "../../lib/sanitize-caption";

function render(nodes: readonly CaptionNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case "text":
        return node.text;
      case "br":
        return <br key={index} />;
      case "strong":
        return <strong key={index}>{render(node.children)}</strong>;
      case "link":
        return node.target.kind === "internal" ? (
          <Link key={index} to={node.target.to} className="text-accent hover:underline">
            {render(node.children)}
          </Link>
        ) : (
          <a
            key={index}
            href={node.target.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="break-all text-accent hover:underline"
          >
            {render(node.children)}
          </a>
        );
    }
  });
}

export function ArtworkCaption({ html }: { html: string }) {
  const nodes = useMemo(() => sanitizeCaption(html), [html]);
  if (nodes.length === 0) return null;
  return (
    <div
      data-testid="artwork-caption"
      className="text-sm leading-relaxed break-words whitespace-pre-line text-neutral-700 dark:text-neutral-300"
    >
      {render(nodes)}
    </div>
  );
}
