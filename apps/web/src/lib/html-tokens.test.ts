// The inert tokenizer: tags, attributes, comments and raw text read as the HTML tokenizer reads
// them, references decoded, and the browser's parser never given a tag.
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeReferences, tokenizeHtml } from "./html-tokens";
import { sanitizeCaption } from "../components/sanitize-caption";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("tokenizeHtml", () => {
  it("reads tags, quoted and unquoted attributes, and self-closing tags", () => {
    expect(tokenizeHtml(`a<A HREF='x&amp;y' data-x=1 checked>b</a ><br/>`)).toEqual([
      { type: "text", text: "a" },
      {
        type: "start",
        name: "a",
        attributes: new Map([
          ["href", "x&y"],
          ["data-x", "1"],
          ["checked", ""],
        ]),
        selfClosing: false,
      },
      { type: "text", text: "b" },
      { type: "end", name: "a" },
      { type: "start", name: "br", attributes: new Map(), selfClosing: true },
    ]);
  });

  it("keeps a repeated attribute's first value and allows __proto__ as a name", () => {
    const [token] = tokenizeHtml(`<a href="first" href="second" __proto__="p">`);
    expect(token?.type === "start" && [...token.attributes]).toEqual([
      ["href", "first"],
      ["__proto__", "p"],
    ]);
  });

  it("drops comments, doctypes and bogus markup; a lone < is text", () => {
    expect(tokenizeHtml("<!doctype html>1<!-- <b>x</b> -->2<!-->3<?php x ?>4</>5 < 6")).toEqual([
      { type: "text", text: "12345 < 6" },
    ]);
  });

  it("reads raw-text elements to their own end tag only", () => {
    expect(tokenizeHtml("<script>if (a</b) x('</scripty>')</script>after")).toEqual([
      { type: "start", name: "script", attributes: new Map(), selfClosing: false },
      { type: "text", text: "if (a</b) x('</scripty>')" },
      { type: "end", name: "script" },
      { type: "text", text: "after" },
    ]);
  });

  it("drops a tag the input ends inside, and normalizes newlines", () => {
    expect(tokenizeHtml('x\r\ny<img src="a onerror=')).toEqual([{ type: "text", text: "x\ny" }]);
  });

  it("decodes numeric and named references", () => {
    expect(decodeReferences("&#39;&#x1F3A8;&hellip;&copy;&amp&lt;&#0;&nosuch;")).toBe(
      "'🎨…©&<\uFFFD&nosuch;",
    );
  });

  it("never hands markup to the browser's parser", () => {
    const parse = vi.spyOn(DOMParser.prototype, "parseFromString");
    sanitizeCaption(`<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg>&hellip;<b onclick=x>b</b>`);
    for (const [source] of parse.mock.calls) expect(source).not.toContain("<");
  });
});
