/**
 * pixiv captions are HTML written by anyone. This turns one into a small tree of safe nodes (text,
 * line breaks, bold, links) that React renders as elements; no HTML string ever reaches the DOM.
 * The parse uses an inert DOMParser document: scripts do not run and nothing loads.
 *
 * Invariants: only the four node kinds below come out; a link's target is either an app path that
 * starts with "/" or an absolute http(s) URL; every attribute other than `href` is dropped.
 */

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
    if (url.host === "illusts") return { kind: "internal", to: `/artworks/${id}` };
    if (url.host === "users") return { kind: "internal", to: `/users/${id}` };
    if (url.host === "novels") return { kind: "internal", to: `/novel/${id}` };
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
  if (artwork !== undefined) return `/artworks/${artwork}`;
  const user = /^\/users\/(\d+)\/?$/.exec(path)?.[1];
  if (user !== undefined) return `/users/${user}`;
  if (path === "/member_illust.php") {
    const id = url.searchParams.get("illust_id");
    if (id !== null && /^\d+$/.test(id)) return `/artworks/${id}`;
  }
  if (path === "/member.php") {
    const id = url.searchParams.get("id");
    if (id !== null && /^\d+$/.test(id)) return `/users/${id}`;
  }
  if (path === "/novel/show.php") {
    const id = url.searchParams.get("id");
    if (id !== null && /^\d+$/.test(id)) return `/novel/${id}`;
  }
  return null;
}

function convertChildren(parent: Node, depth: number): CaptionNode[] {
  const out: CaptionNode[] = [];
  for (const child of Array.from(parent.childNodes)) {
    out.push(...convertNode(child, depth));
  }
  return mergeText(out);
}

function convertNode(node: Node, depth: number): CaptionNode[] {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? "";
    return text === "" ? [] : [{ kind: "text", text }];
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return [];

  const element = node as Element;
  const tag = element.localName.toLowerCase();
  if (DROPPED_ELEMENTS.has(tag)) return [];
  if (tag === "br") return [{ kind: "br" }];
  if (depth >= MAX_DEPTH) {
    const text = element.textContent;
    return text === "" ? [] : [{ kind: "text", text }];
  }

  const children = convertChildren(element, depth + 1);
  if (tag === "strong" || tag === "b") {
    return children.length === 0 ? [] : [{ kind: "strong", children }];
  }
  if (tag === "a") {
    const href = element.getAttribute("href");
    const target = href === null ? null : resolveCaptionLink(href);
    if (target === null || children.length === 0) return children;
    return [{ kind: "link", target, children: stripLinks(children) }];
  }
  // Any other element (span, p, div, img, …) is unwrapped: its text stays, the element goes.
  return children;
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

/** Parses caption HTML into safe nodes. */
export function sanitizeCaption(html: string): CaptionNode[] {
  if (html.trim() === "") return [];
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, "text/html");
  return convertChildren(doc.body, 0);
}
