/**
 * The first screen's markup in the page (issue 28): the web app's own server rendering
 * (apps/web/src/app/first-screen/render.tsx, built beside the app as dist-ssr/render.js) turns the
 * page's address, its carried anonymous answers and the visitor's languages into the markup of the
 * first cards, which goes into the page's root, so a phone shows them before the scripts arrive. The
 * renderer is loaded once, when the server starts; a build without it, a renderer that fails or gives nothing,
 * and the page goes out as before. Nothing of the visitor but its Accept-Language is given to it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FirstDataEntry } from "@pxv/pixiv";

/** What the renderer is given (render.tsx's FirstScreenInput). */
export interface FirstScreenRenderInput {
  readonly url: string;
  readonly entries: readonly FirstDataEntry[];
  readonly languages: readonly string[];
  readonly now: () => Date;
}

/** A page's first screen: its markup, and the language it is in (render.tsx's FirstScreen). */
export interface RenderedFirstScreen {
  readonly markup: string;
  readonly language: string;
}

/** The first screen of a page, or null when there is none for it. */
export type FirstScreenRenderer = (input: FirstScreenRenderInput) => Promise<RenderedFirstScreen | null>;

/** Where the build puts the renderer, beside the web app's dist/. */
export function rendererPath(webRoot: string): string {
  return join(webRoot, "..", "dist-ssr", "render.js");
}

interface RendererModule {
  readonly renderFirstScreen: FirstScreenRenderer;
}

/**
 * The renderer of the web app built at `webRoot`, its module loading from now on (so the first page
 * does not wait for it); null when that build has none. A module that cannot be loaded makes every
 * call give null.
 */
export function loadFirstScreenRenderer(webRoot: string | null): FirstScreenRenderer | null {
  if (webRoot === null) return null;
  const path = rendererPath(webRoot);
  if (!existsSync(path)) return null;
  const loading = (import(pathToFileURL(path).href) as Promise<RendererModule>).then(
    (module) => module.renderFirstScreen,
    () => null,
  );
  return async (input) => {
    const render = await loading;
    return render === null ? null : render(input);
  };
}

/**
 * The languages of an Accept-Language header, most wanted first (`q=0` left out), as the app reads
 * `navigator.languages`.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== "" && tag !== "*" && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

const ROOT_ELEMENT = /(<div\b[^>]*\bid\s*=\s*"root"[^>]*>)(\s*)(<\/div>)/i;
const HTML_LANGUAGE = /(<html\b[^>]*\blang\s*=\s*")[^"]*(")/i;
/** A language tag as the renderer names one (en, zh-CN): nothing else goes into the attribute. */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/**
 * `html` with the screen's markup inside its (empty) root element, and its language as the page's
 * (the app sets it when it starts; a date field laid out in the page's language before then would be
 * laid out again); unchanged when there is no root element.
 */
export function withFirstScreen(html: string, screen: RenderedFirstScreen): string {
  const root = ROOT_ELEMENT.exec(html);
  if (root === null) return html;
  const [whole, opening = ""] = root;
  const page = `${html.slice(0, root.index)}${opening}${screen.markup}</div>${html.slice(root.index + whole.length)}`;
  if (!LANGUAGE_TAG.test(screen.language)) return page;
  return page.replace(
    HTML_LANGUAGE,
    (_, before: string, after: string) => `${before}${screen.language}${after}`,
  );
}
