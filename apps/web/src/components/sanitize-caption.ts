/**
 * pixiv captions are HTML written by anyone. This turns one into a small tree of safe nodes (text,
 * line breaks, bold, links) that React renders as elements; no HTML string ever reaches the DOM.
 * The markup is read by an inert tokenizer in JavaScript (lib/html-tokens.ts): the browser never parses
 * it, so no handler is compiled, nothing loads and no CSP report is caused.
 *
 * Invariants: only the four node kinds below come out; a link's target is either an app path that
 * starts with "/" or an absolute http(s) URL; every attribute other than `href` is dropped.
 */
import { tokenizeHtml, type HtmlToken } from "../lib/html-tokens";
import { pathTo } from "../routing/paths";

export type CaptionNode =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "br" }
  | { readonly kind: "strong"; readonly children: readonly CaptionNode[] }
  | { readonly kind: "link"; readonly target: LinkTarget; readonly children: readonly CaptionNode[] };

export type LinkTarget =
  { readonly kind: "internal"; readonly to: string } | { readonly kind: "external"; readonly href: string };

/** Elements whose content is dropped together with them (code, embedded documents, form state). */
const DROPPED_ELEMENTS = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "noscript",
  "svg",
  "math",
  "title",
  "textarea",
  "select",
  "head",
]);

/** Nesting beyond this is flattened to text; hostile captions can nest thousands of tags. */
const MAX_DEPTH = 32;

const PIXIV_BASE = "https://www.pixiv.net/";
const PIXIV_HOSTS = new Set(["www.pixiv.net", "pixiv.net", "touch.pixiv.net"]);

/** Maps an `href` from a caption to a safe target, or null when the link must be dropped. */
export function resolveCaptionLink(href: string, depth = 0): LinkTarget | null {
  let url: URL;
  try {
    // Relative links in captions are relative to pixiv (e.g. /jump.php?…).
    url = new URL(href.trim(), PIXIV_BASE);
  } catch {
    return null;
  }

  if (url.protocol === "pixiv:") {
    // pixiv://illusts/123, pixiv://users/45, pixiv://novels/67
    const id = /^\/?(\d+)$/.exec(url.pathname)?.[1];
    if (id === undefined) return null;
    if (url.host === "illusts") return { kind: "internal", to: pathTo("Artwork", { id }) };
    if (url.host === "users") return { kind: "internal", to: pathTo("Users", { id }) };
    if (url.host === "novels") return { kind: "internal", to: pathTo("NovelDetail", { id }) };
    return null;
  }

  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username !== "" || url.password !== "") return null;

  if (PIXIV_HOSTS.has(url.hostname)) {
    if (url.pathname === "/jump.php" && depth === 0) {
      const target = url.searchParams.get("url") ?? safeDecode(url.search.slice(1));
      return target === null ? null : resolveCaptionLink(target, depth + 1);
    }
    const internal = internalPixivPath(url);
    if (internal !== null) return { kind: "internal", to: internal };
  }
  return { kind: "external", href: url.href };
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The app route for a pixiv.net page the app can show itself, else null. */
function internalPixivPath(url: URL): string | null {
  // Optional language prefix: /en/artworks/1, /zh-tw/users/2
  const path = url.pathname.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/)/i, "");
  const artwork = /^\/(?:artworks|i)\/(\d+)\/?$/.exec(path)?.[1];
  if (artwork !== undefined) return pathTo("Artwork", { id: artwork });
  const user = /^\/users\/(\d+)\/?$/.exec(path)?.[1];
  if (user !== undefined) return pathTo("Users", { id: user });
  if (path === "/member_illust.php") {
    const id = url.searchParams.get("illust_id");
    if (id !== null && /^\d+$/.test(id)) return pathTo("Artwork", { id });
  }
  if (path === "/member.php") {
    const id = url.searchParams.get("id");
    if (id !== null && /^\d+$/.test(id)) return pathTo("Users", { id });
  }
  if (path === "/novel/show.php") {
    const id = url.searchParams.get("id");
    if (id !== null && /^\d+$/.test(id)) return pathTo("NovelDetail", { id });
  }
  return null;
}

/** An element being read: the root, a bold run, a link, or one whose content is dropped. */
interface Frame {
  readonly kind: "root" | "strong" | "link";
  readonly href: string | null;
  readonly children: CaptionNode[];
}

/** The safe node a finished frame becomes, appended to its parent. */
function closeFrame(frame: Frame, parent: Frame): void {
  const children = mergeText(frame.children);
  if (children.length === 0) return;
  if (frame.kind === "strong") {
    parent.children.push({ kind: "strong", children });
    return;
  }
  const target = frame.href === null ? null : resolveCaptionLink(frame.href);
  if (target === null) parent.children.push(...children);
  else parent.children.push({ kind: "link", target, children: stripLinks(children) });
}

/** Builds safe nodes from inert tokens: unknown elements are unwrapped, dropped ones vanish whole. */
function buildNodes(tokens: readonly HtmlToken[]): CaptionNode[] {
  const root: Frame = { kind: "root", href: null, children: [] };
  const stack: Frame[] = [root];
  /** The dropped element being skipped and how deeply it nests in itself. */
  let dropped: { name: string; depth: number } | null = null;
  const closeDownTo = (kind: Frame["kind"]): void => {
    const index = stack.findLastIndex((frame) => frame.kind === kind);
    if (index <= 0) return;
    while (stack.length > index) {
      const frame = stack.pop();
      const parent = stack.at(-1);
      if (frame && parent) closeFrame(frame, parent);
    }
  };
  for (const token of tokens) {
    if (dropped !== null) {
      if (token.type === "start" && token.name === dropped.name && !token.selfClosing) dropped.depth++;
      if (token.type === "end" && token.name === dropped.name && --dropped.depth === 0) dropped = null;
      continue;
    }
    const current = stack.at(-1) ?? root;
    if (token.type === "text") {
      current.children.push({ kind: "text", text: token.text });
    } else if (token.type === "start") {
      if (DROPPED_ELEMENTS.has(token.name)) {
        if (!token.selfClosing) dropped = { name: token.name, depth: 1 };
      } else if (token.name === "br") {
        current.children.push({ kind: "br" });
      } else if (stack.length > MAX_DEPTH) {
        // Nesting this deep is flattened: the text stays, the element goes.
      } else if (token.name === "strong" || token.name === "b") {
        stack.push({ kind: "strong", href: null, children: [] });
      } else if (token.name === "a") {
        // A link inside a link closes the first (as the HTML parser does).
        closeDownTo("link");
        stack.push({ kind: "link", href: token.attributes.get("href") ?? null, children: [] });
      }
      // Any other element (span, p, div, img, …) is unwrapped: its text stays, the element goes.
    } else if (token.name === "strong" || token.name === "b") {
      closeDownTo("strong");
    } else if (token.name === "a") {
      closeDownTo("link");
    } else if (token.name === "br") {
      current.children.push({ kind: "br" });
    }
  }
  while (stack.length > 1) {
    const frame = stack.pop();
    const parent = stack.at(-1);
    if (frame && parent) closeFrame(frame, parent);
  }
  return mergeText(root.children);
}

/** Links never nest: a link inside a link keeps only its text. */
function stripLinks(nodes: readonly CaptionNode[]): CaptionNode[] {
  return mergeText(
    nodes.flatMap((node): CaptionNode[] => {
      if (node.kind === "link") return stripLinks(node.children);
      if (node.kind === "strong") return [{ kind: "strong", children: stripLinks(node.children) }];
      return [node];
    }),
  );
}

function mergeText(nodes: CaptionNode[]): CaptionNode[] {
  const merged: CaptionNode[] = [];
  for (const node of nodes) {
    const last = merged.at(-1);
    if (node.kind === "text" && last?.kind === "text") {
      merged[merged.length - 1] = { kind: "text", text: last.text + node.text };
    } else {
      merged.push(node);
    }
  }
  return merged;
}

/** Caption HTML as safe nodes, read with the inert tokenizer (the browser never parses it). */
export function sanitizeCaption(html: string): CaptionNode[] {
  if (html.trim() === "") return [];
  return buildNodes(tokenizeHtml(html));
}

/** Safe nodes from tokens already read (a pixivision article's paragraph). */
export function captionFromTokens(tokens: readonly HtmlToken[]): CaptionNode[] {
  return buildNodes(tokens);
}
