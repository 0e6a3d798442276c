// The Markdown export read back by a Markdown renderer (marked, GFM on): every line of ordinary novel
// text — list markers, numbers, rules, strikethrough, entities, URLs, HTML, indentation — comes back
// as the same text, and only the constructs the writer meant (headings, rules, ruby, links, images,
// line breaks) appear in the HTML.
import { marked } from "marked";
import { describe, expect, it } from "vitest";
import { novelToMarkdown } from "./markdown.js";
import { parseNovelMarkup } from "./markup.js";

const images = {
  pixivImage: (id: number, page: number) => `/i/${id}/${page}`,
  uploadedImage: (id: string) => `/u/${id}`,
};

/** The HTML elements the export is meant to produce; anything else means text turned into markup. */
const ALLOWED_TAGS = new Set(["p", "br", "h1", "h2", "hr", "ruby", "rt", "a", "img"]);

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The rendered HTML's text, one entry per line (block or `<br>`), outer spaces trimmed. */
function renderedLines(markdown: string): { lines: string[]; tags: Set<string> } {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const tags = new Set([...html.matchAll(/<([a-z0-9]+)[\s>/]/g)].map((match) => match[1] ?? ""));
  const text = decodeEntities(
    html.replace(/<br\s*\/?>|<\/(p|h1|h2)>|<hr\s*\/?>/g, "\n").replace(/<[^>]+>/g, ""),
  );
  return {
    lines: text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    tags,
  };
}

const ORDINARY_LINES = [
  "1. 一番目の理由",
  "2) second",
  "- 台詞のようなもの",
  "+ plus",
  "* star",
  "---",
  "***",
  "___",
  "===",
  "~~消した~~ and ~one~",
  "&amp; &lt;b&gt; &#169; & alone",
  "<b>not bold</b> <script>x</script>",
  "https://example.com/a_b_c?x=1&y=2 then text",
  "see (https://www.pixiv.net/artworks/1) or www.example.com",
  "# not a heading",
  "> not a quote",
  "    four spaces are not code",
  "\tnor is a tab",
  "*emphasis* _under_ **strong** `code` [link](x) ![img](y)",
  "a | table | row",
  "back\\slash and trailing backslash\\",
  "12345678901. long number",
  "「会話」…と、彼は言った。",
];

describe("novelToMarkdown read back by a Markdown renderer", () => {
  it("returns every ordinary line as the same text, with no markup it did not mean", () => {
    const markdown = novelToMarkdown(parseNovelMarkup(ORDINARY_LINES.join("\n")), images);
    const { lines, tags } = renderedLines(markdown);
    expect(lines).toEqual(ORDINARY_LINES.map((line) => line.trim()));
    expect([...tags].filter((tag) => !ALLOWED_TAGS.has(tag))).toEqual([]);
  });

  it("keeps each line its own line (no paragraph swallows a setext underline or list)", () => {
    const markdown = novelToMarkdown(parseNovelMarkup("Title line\n---\nnext\n=\n- a\n- b"), images);
    const html = marked.parse(markdown, { async: false, gfm: true });
    expect(html).not.toMatch(/<h[1-6]|<hr|<ul|<li/);
    expect(renderedLines(markdown).lines).toEqual(["Title line", "---", "next", "=", "- a", "- b"]);
  });

  it("writes a header, chapters, page breaks, ruby, links and images as Markdown", () => {
    const document = parseNovelMarkup(
      "[chapter:1. One_two]\nA *star* [[rb:漢 > かん]]\n[pixivimage:7-2][uploadedimage:9]\n[newpage]\n[chapter:Two]\n[[jumpuri:L_x > https://e.example/a_b]]",
    );
    const markdown = novelToMarkdown(document, images, { title: "T & *t*", author: "- author" });
    const html = marked.parse(markdown, { async: false, gfm: true });
    expect(html).toContain("<h1>T &amp; *t*</h1>");
    expect(html).toContain("<h2>1. One_two</h2>");
    expect(html).toContain("<h2>Two</h2>");
    expect(html).toContain("<hr>");
    expect(html).toContain("A *star* <ruby>漢<rt>かん</rt></ruby>");
    expect(html).toContain('<img src="/i/7/2" alt=""><img src="/u/9" alt="">');
    expect(html).toContain('<a href="https://e.example/a_b">L_x</a>');
    expect(renderedLines(markdown).lines.slice(0, 2)).toEqual(["T & *t*", "- author"]);
  });
});
