// The caption sanitizer: only text, <br>, <strong> and safe links survive a hostile caption.
import { describe, expect, it } from "vitest";
import { resolveCaptionLink, sanitizeCaption, type CaptionNode } from "./sanitize-caption";

/** Flattens nodes to a compact string so that expectations read like markup. */
function show(nodes: readonly CaptionNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case "text":
          return node.text;
        case "br":
          return "<br>";
        case "strong":
          return `<strong>${show(node.children)}</strong>`;
        case "link":
          return node.target.kind === "internal"
            ? `<link to=${node.target.to}>${show(node.children)}</link>`
            : `<a href=${node.target.href}>${show(node.children)}</a>`;
      }
    })
    .join("");
}

describe("sanitizeCaption", () => {
  it("keeps text, line breaks and bold", () => {
    expect(show(sanitizeCaption("hello<br />world <strong>bold</strong> <b>b</b>"))).toBe(
      "hello<br>world <strong>bold</strong> <strong>b</strong>",
    );
  });

  it("decodes entities into plain text and never re-parses them", () => {
    const nodes = sanitizeCaption("a &lt;script&gt;alert(1)&lt;/script&gt; &amp; b");
    expect(nodes).toEqual([{ kind: "text", text: "a <script>alert(1)</script> & b" }]);
  });

  it("removes script and style elements with their content", () => {
    expect(show(sanitizeCaption("before<script>alert(1)</script><style>body{}</style>after"))).toBe(
      "beforeafter",
    );
    expect(show(sanitizeCaption('<svg><script>alert(1)</script></svg><iframe src="x"></iframe>ok'))).toBe(
      "ok",
    );
  });

  it("drops every attribute, including event handlers", () => {
    const nodes = sanitizeCaption('<img src=x onerror="alert(1)"><span onclick="alert(1)">text</span>');
    expect(nodes).toEqual([{ kind: "text", text: "text" }]);
    const link = sanitizeCaption('<a href="https://example.com/" onmouseover="alert(1)" style="x">go</a>');
    expect(link).toEqual([
      {
        kind: "link",
        target: { kind: "external", href: "https://example.com/" },
        children: [{ kind: "text", text: "go" }],
      },
    ]);
  });

  it("unwraps javascript:, data: and other unsafe links but keeps their text", () => {
    for (const href of [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "https://user:pass@example.com/",
    ]) {
      expect(show(sanitizeCaption(`<a href="${href}">click</a>`))).toBe("click");
    }
  });

  it("keeps http(s) links and rewrites pixiv links to app routes", () => {
    expect(
      show(
        sanitizeCaption(
          '<a href="https://twitter.com/someone" target="_blank">tw</a><br>' +
            '<a href="pixiv://illusts/123456">illust/123456</a><br>' +
            '<a href="https://www.pixiv.net/en/artworks/987">art</a><br>' +
            '<a href="pixiv://users/42">user/42</a>',
        ),
      ),
    ).toBe(
      "<a href=https://twitter.com/someone>tw</a><br>" +
        "<link to=/artworks/123456>illust/123456</link><br>" +
        "<link to=/artworks/987>art</link><br>" +
        "<link to=/users/42>user/42</link>",
    );
  });

  it("follows pixiv's jump.php redirect to its real target", () => {
    expect(resolveCaptionLink("/jump.php?https%3A%2F%2Fexample.com%2Fpage")).toEqual({
      kind: "external",
      href: "https://example.com/page",
    });
    expect(resolveCaptionLink("/jump.php?url=javascript%3Aalert(1)")).toBeNull();
  });

  it("never nests links and flattens absurd nesting", () => {
    const nested = sanitizeCaption('<a href="https://a.example/">x<a href="https://b.example/">y</a></a>');
    expect(
      nested.every((node) => node.kind !== "link" || node.children.every((c) => c.kind !== "link")),
    ).toBe(true);
    const deep = sanitizeCaption(`${"<span>".repeat(500)}deep${"</span>".repeat(500)}`);
    expect(deep).toEqual([{ kind: "text", text: "deep" }]);
  });

  it("returns nothing for an empty caption", () => {
    expect(sanitizeCaption("")).toEqual([]);
    expect(sanitizeCaption("   ")).toEqual([]);
  });
});
