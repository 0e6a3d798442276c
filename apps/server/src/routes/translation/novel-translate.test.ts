// Novel translation against the sandbox's chat-completions host (which answers a deterministic
// pseudo-translation): the whole translation as escaped HTML paragraphs, cached; the streaming
// variant as text; bad ids and models refused; a refused key and a missing service made clear.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";
import { textPieces, translationHtml, type TextPiece } from "./novel-translate.js";

/**
 * A long novel of the test catalogue (10,530 characters, three pieces), whose first cut falls on a
 * blank line between paragraphs: the case where the whole and the streamed answers once differed.
 */
const novelId = 26434347;
let sandbox: Sandbox;
let harness: Harness;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness({}, { sandbox });
});
afterAll(async () => {
  let t = Date.now();
  await harness.close();
  console.log("HARNESS", Date.now() - t);
  t = Date.now();
  await sandbox.close();
  console.log("SANDBOX", Date.now() - t);
});

describe("GET /api/pixiv-novel-translate/{id}.html", () => {
  it("answers the translation as HTML paragraphs, and the second time from the cache", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: `/api/pixiv-novel-translate/${novelId}.html`,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<p>/);
    expect(response.body).not.toMatch(/<script/i);
    const again = await harness.app.inject({
      method: "GET",
      url: `/api/pixiv-novel-translate/${novelId}.html`,
    });
    expect(again.headers["x-cache"]).toBe("HIT");
    expect(again.body).toBe(response.body);
  });

  it("streams the same translation as text from {id}.txt", async () => {
    const html = (
      await harness.app.inject({ method: "GET", url: `/api/pixiv-novel-translate/${novelId}.html` })
    ).body;
    const streamed = await harness.app.inject({
      method: "GET",
      url: `/api/pixiv-novel-translate/${novelId}.txt`,
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers["content-type"]).toMatch(/^text\/plain/);
    expect(streamed.headers["cache-control"]).toBe("no-store");
    expect(translationHtml(streamed.body)).toBe(html);
    // The novel is long enough to be sent in pieces, with blank lines between its paragraphs.
    expect(html.match(/<p><br><\/p>/g)?.length ?? 0).toBeGreaterThan(2);
  });

  it.each([
    ["abc.html", "id"],
    ["12.pdf", "id"],
    [`1.html?aimd=${encodeURIComponent("bad model!")}`, "aimd"],
  ])("refuses %s with a 400 naming %s", async (path, parameter) => {
    const response = await harness.app.inject({ method: "GET", url: `/api/pixiv-novel-translate/${path}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter });
  });

  it("passes pixiv's 404 for a novel that does not exist", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/pixiv-novel-translate/1.html" });
    expect(response.statusCode).toBe(404);
  });

  it("answers 502 naming the service when it refuses the key, and 503 when none is configured", async () => {
    const refused = await startHarness(
      {},
      {
        sandbox,
        app: { translation: { baseUrl: `${sandbox.urls.translation}/v1`, apiKey: "sk-wrong", model: "m" } },
      },
    );
    const none = await startHarness({}, { sandbox, app: { translation: null } });
    try {
      const bad = await refused.app.inject({
        method: "GET",
        url: `/api/pixiv-novel-translate/${novelId}.html`,
      });
      expect(bad.statusCode).toBe(502);
      expect(bad.json()).toMatchObject({ upstream: "translation" });
      const missing = await none.app.inject({
        method: "GET",
        url: `/api/pixiv-novel-translate/${novelId}.txt`,
      });
      expect(missing.statusCode).toBe(503);
      expect(missing.json<{ detail: string }>().detail).toMatch(/PXV_TRANSLATE_URL/);
    } finally {
      await refused.close();
      await none.close();
    }
  });
});

describe("textPieces", () => {
  const joined = (pieces: readonly TextPiece[]): string =>
    pieces.map((piece) => piece.breakBefore + piece.text).join("");

  it("cuts at whole lines and keeps every line", () => {
    const text = ["a".repeat(6), "b".repeat(6), "c".repeat(12), "d", "e".repeat(20)].join("\n");
    const pieces = textPieces(text, 14);
    expect(pieces.map((piece) => piece.text)).toEqual([
      `${"a".repeat(6)}\n${"b".repeat(6)}`,
      `${"c".repeat(12)}\nd`,
      "e".repeat(20),
    ]);
    expect(joined(pieces)).toBe(text);
  });

  it("puts blank lines at a cut into the break, so no piece starts or ends with one", () => {
    const text = ["aaaa", "", "bbbb", "", "", "cccc", "", ""].join("\n");
    const pieces = textPieces(text, 5);
    expect(pieces).toEqual([
      { text: "aaaa", breakBefore: "" },
      { text: "bbbb", breakBefore: "\n\n" },
      { text: "cccc", breakBefore: "\n\n\n" },
    ]);
    expect(joined(pieces)).toBe(text.trimEnd());
  });

  it("keeps blank lines inside a piece in the piece", () => {
    const text = "a\n\nb\n\n\nc";
    expect(textPieces(text, 100)).toEqual([{ text, breakBefore: "" }]);
  });
});

describe("translationHtml", () => {
  it("turns each blank line into an empty paragraph and escapes the rest", () => {
    expect(translationHtml("a<b\n\nc")).toBe("<p>a&#60;b</p>\n<p><br></p>\n<p>c</p>");
  });
});
