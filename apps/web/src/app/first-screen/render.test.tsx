// @vitest-environment node
// The first screen as the server renders it (issue 28), in Node as the server runs it (no window, no
// document): Home's ranking strip from the carried answer, each card's picture the one the server
// announces (@pxv/pixiv firstScreenOf) and shown at once; text from pixiv is text (a title holding
// `</script>` or an `<img onerror>` renders escaped); no inline script (the page's policy runs
// none); the visitor's language; nothing for a page it does not render or whose answer is missing.
import {
  defaultRankDate,
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_LANGUAGE_ATTRIBUTE,
  firstScreenOf,
  hibiApiRequestUrl,
  type FirstDataEntry,
} from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { rawIllust } from "../../test/fixtures";
import { renderFirstScreen } from "./render";

/** A Friday 16:00 in Tokyo (the sandbox's test clock). */
const NOW = new Date("2026-11-27T16:00:00+09:00");
const HOSTILE_TITLE = `</script><img src=x onerror="alert(1)"><script>alert(2)</script>`;

/** Home's ranking answer, carried under the URL the web app requests. */
function homeEntries(illusts: readonly Record<string, unknown>[]): FirstDataEntry[] {
  const request = firstScreenOf("/", "", NOW)?.requests[0];
  if (request === undefined) throw new Error("Home has no first request");
  return [
    {
      url: hibiApiRequestUrl(request),
      status: 200,
      body: JSON.stringify({ illusts, next_url: null }),
    },
  ];
}

const works = [
  rawIllust({ id: 140000001, title: HOSTILE_TITLE }),
  rawIllust({ id: 140000002, width: 2000, height: 1000 }),
  rawIllust({ id: 140000003, pageCount: 3 }),
];

const render = async (
  url: string,
  entries: readonly FirstDataEntry[],
  languages: readonly string[] = ["en-US"],
): Promise<string | null> => {
  const screen = await renderFirstScreen({ url, entries, languages, now: () => NOW });
  if (screen !== null)
    expect(screen.markup).toContain(`${FIRST_SCREEN_LANGUAGE_ATTRIBUTE}="${screen.language}"`);
  return screen?.markup ?? null;
};

const imageSources = (markup: string): string[] =>
  [...markup.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map(([, src = ""]) => src.replaceAll("&amp;", "&"));

describe("the first screen rendered on the server", () => {
  it("renders Home's ranking strip: a card per work, the announced pictures, shown at once", async () => {
    const entries = homeEntries(works);
    const markup = await render("/", entries);
    expect(markup).not.toBeNull();
    const html = markup ?? "";
    expect(html.startsWith(`<div id="${FIRST_SCREEN_ELEMENT_ID}"`)).toBe(true);
    expect(html.match(/data-card-frame/g)).toHaveLength(works.length);
    // The test ids name the app's own elements, not this picture of them.
    expect(html).not.toContain("data-testid");
    const announced =
      firstScreenOf("/", "", NOW)?.pictures(entries.map((entry) => JSON.parse(entry.body) as unknown)) ?? [];
    expect(announced).not.toEqual([]);
    expect(imageSources(html).slice(0, announced.length)).toEqual(announced);
    // Shown as soon as it arrives: not faded in, not left to the browser's lazy loading.
    for (const image of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(image).toContain("opacity-100");
      expect(image).toContain('loading="eager"');
    }
    expect(html).toContain("<main");
    expect(html).toContain('aria-label="Main navigation"');
    expect(defaultRankDate(NOW)).toBe("2026-11-26");
  });

  it("renders pixiv's text as text, and no script at all", async () => {
    const markup = (await render("/", homeEntries(works))) ?? "";
    expect(markup).not.toContain("<script");
    expect(markup).not.toContain("</script>");
    expect(markup).not.toMatch(/<img src=x/i);
    expect(markup).toContain("&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("speaks the visitor's language, or the default one", async () => {
    const english = (await render("/", homeEntries(works), ["en-US", "ja"])) ?? "";
    expect(english).toContain(`${FIRST_SCREEN_LANGUAGE_ATTRIBUTE}="en"`);
    expect(english).toContain("Daily ranking");
    const japanese = (await render("/", homeEntries(works), ["ja-JP"])) ?? "";
    expect(japanese).toContain(`${FIRST_SCREEN_LANGUAGE_ATTRIBUTE}="ja"`);
    const unknown = (await render("/", homeEntries(works), ["xx"])) ?? "";
    expect(unknown).toContain(`${FIRST_SCREEN_LANGUAGE_ATTRIBUTE}="zh-CN"`);
  });

  it("renders nothing for a page it does not render, or without the page's answer", async () => {
    expect(await render("/setting", homeEntries(works))).toBeNull();
    expect(await render("/", [])).toBeNull();
    // An answer for another day's ranking is not Home's.
    const [entry] = homeEntries(works);
    if (entry === undefined) throw new Error("no entry");
    expect(await render("/", [{ ...entry, url: entry.url.replace("2026-11-26", "2026-11-25") }])).toBeNull();
  });
});

describe("the first screen of a ranking and of an artwork", () => {
  it("renders a ranking's first row, laid out by CSS alone, without a script", async () => {
    const many = Array.from({ length: 12 }, (_, index) => rawIllust({ id: 140000100 + index }));
    const markup = (await render("/rank/daily", homeEntries(many))) ?? "";
    expect(markup).toContain('data-layout="masonry"');
    expect(markup).toContain("<style>");
    expect(markup).toMatch(/@media \(max-width:600px\)\{[^@]*repeat\(2,/);
    // The first row at the most columns any window gets; only a phone's row loads at once.
    expect(markup.match(/data-card-frame/g)).toHaveLength(9);
    const loading = [...markup.matchAll(/<img\b[^>]*\bloading="(\w+)"/g)].map(([, value]) => value);
    expect(loading).toEqual(["eager", "eager", ...Array<string>(7).fill("lazy")]);
    expect(markup).not.toContain("<script");
  });

  it("renders an artwork page, pixiv's title and caption as text", async () => {
    const id = 140000200;
    const request = firstScreenOf(`/artworks/${String(id)}`, "", NOW)?.requests[0];
    if (request === undefined) throw new Error("an artwork has no first request");
    const illust = rawIllust({
      id,
      title: HOSTILE_TITLE,
      caption: `<img src=x onerror="alert('caption')"><br /><a href="javascript:alert(3)">click</a>`,
    });
    const entry = { url: hibiApiRequestUrl(request), status: 200, body: JSON.stringify({ illust }) };
    const markup = (await render(`/artworks/${String(id)}`, [entry])) ?? "";
    expect(markup).toMatch(/<img\b[^>]*\bdata-page="0"/);
    expect(markup).toContain("&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(markup).not.toContain("<script");
    expect(markup).not.toMatch(/<img src=x/i);
    expect(markup).not.toContain("javascript:");
    // Every picture is the work's own, through the image proxy; the caption's markup is gone.
    const pictures = markup.match(/<img\b[^>]*>/g) ?? [];
    expect(pictures).not.toEqual([]);
    for (const picture of pictures) expect(picture).toMatch(/\ssrc="\/[-~]\//);
  });
});
