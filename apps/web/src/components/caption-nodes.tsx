/**
 * The caption sanitizer's safe nodes (lib/sanitize-caption.ts) as React elements: app links stay in
 * the app, outside links open in a new tab without a referrer. Used by work captions, profile
 * comments and pixivision article bodies.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CaptionNode } from "./sanitize-caption";

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

export function CaptionNodes({ nodes }: { nodes: readonly CaptionNode[] }) {
  return <>{render(nodes)}</>;
}
