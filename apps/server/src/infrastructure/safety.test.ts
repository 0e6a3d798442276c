// What protects the server and its users: security headers everywhere, a CSP on the app page that
// allows its one inline script by hash and no other, a per-client limit on API requests, and
// pxv's own feeds (notices, sensitive words) from their default files or configured ones.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noticesBodySchema } from "@pxv/pixiv";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { startHarness, type Harness } from "../test/harness.js";
import { DOCUMENT_HEADERS, headersForType } from "./security-headers.js";
import { startStubUpstream } from "../test/stub-upstream.js";

const INLINE = "\n      document.documentElement.classList.add('dark');\n    ";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

let sandbox: Sandbox;
let harness: Harness;
let directory: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "pxv-safety-"));
  writeFileSync(join(directory, "index.html"), INDEX_HTML);
  mkdirSync(join(directory, "assets"));
  writeFileSync(join(directory, "assets", "app.js"), "export {};\n");
  writeFileSync(join(directory, "manifest.webmanifest"), "{}\n");
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness({}, { sandbox, app: { webRoot: directory } });
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

describe("security headers", () => {
  it("the app page's CSP allows its inline script by hash and never unsafe-inline scripts", async () => {
    for (const url of ["/", "/artworks/123", "/index.html"]) {
      const response = await harness.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      const csp = String(response.headers["content-security-policy"]);
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      const hash = createHash("sha256").update(INLINE).digest("base64");
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
  });

  it("serves hashed assets for a year and other built files to be revalidated (@fastify/static)", async () => {
    const asset = await harness.app.inject({ url: "/assets/app.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const manifest = await harness.app.inject({ url: "/manifest.webmanifest" });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("every answer carries nosniff; pages also no-referrer, no framing, COOP and permissions", async () => {
    const documentHeaders = {
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": expect.stringContaining("camera=()") as unknown,
    };
    for (const url of ["/", "/artworks/123", "/no-such-page"]) {
      const page = await harness.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers, url).toMatchObject(documentHeaders);
    }
    // A script's Referer policy governs what a worker it starts asks for.
    const script = await harness.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(script.headers).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    expect(script.headers["x-frame-options"]).toBeUndefined();
    // JSON is no document: nosniff only (each sync request would carry ~170 bytes more).
    for (const url of ["/healthz", "/api/sync/limits"]) {
      const json = await harness.app.inject({ method: "GET", url });
      expect(json.headers["content-type"], url).toMatch(/^application\/json/);
      expect(json.headers["x-content-type-options"], url).toBe("nosniff");
      for (const name of [
        "referrer-policy",
        "x-frame-options",
        "cross-origin-opener-policy",
        "permissions-policy",
      ])
        expect(json.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it("picks the headers by content type: documents (HTML, XHTML, SVG), scripts and styles, the rest", () => {
    for (const type of ["text/html; charset=utf-8", "application/xhtml+xml", "image/svg+xml", "TEXT/HTML"])
      expect(headersForType(type), type).toBe(DOCUMENT_HEADERS);
    for (const type of ["text/javascript; charset=utf-8", "application/javascript", "text/css"])
      expect(headersForType(type), type).toEqual({ "referrer-policy": "no-referrer" });
    for (const type of [
      "application/json; charset=utf-8",
      "image/webp",
      "text/plain",
      "text/html-sandboxed",
      "",
    ])
      expect(headersForType(type), type).toEqual({});
  });
});

describe("feeds", () => {
  it("serves the default notices feed, valid against the web app's schema", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/notices" });
    expect(response.statusCode).toBe(200);
    expect(() => noticesBodySchema.parse(response.json())).not.toThrow();
  });

  it("serves the default sensitive-word list as text, one word per line, without comments", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/sensitive-words" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.trimEnd().split("\n");
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.some((line) => line.startsWith("#") || line.trim() === "")).toBe(false);
  });

  it("reads configured files and URLs, and refuses an invalid feed with a 502 naming its source", async () => {
    const words = join(directory, "words.txt");
    writeFileSync(words, "# mine\nalpha\n\nbeta\nalpha\n");
    const badNotices = join(directory, "notices.json");
    writeFileSync(badNotices, JSON.stringify({ notices: [{ id: "x" }], effects: [] }));
    const feed = {
      notices: [{ id: "n1", title: "t", text: "x", start: "2026-01-01", end: "2026-12-31" }],
      effects: [],
    };
    const stub = await startStubUpstream((_request, reply) => reply.send(feed));
    const fromFiles = await startHarness(
      {},
      { sandbox, app: { feeds: { noticesFile: badNotices, sensitiveWordsFile: words } } },
    );
    const fromUrl = await startHarness(
      {},
      { sandbox, app: { feeds: { noticesUrl: `${stub.url}/anon.json` } } },
    );
    try {
      expect((await fromFiles.app.inject({ method: "GET", url: "/api/sensitive-words" })).body).toBe(
        "alpha\nbeta\n",
      );
      const bad = await fromFiles.app.inject({ method: "GET", url: "/api/notices" });
      expect(bad.statusCode).toBe(502);
      expect(bad.json<{ detail: string }>().detail).toMatch(/notices feed \(PXV_NOTICES_FILE\) is not valid/);
      const good = await fromUrl.app.inject({ method: "GET", url: "/api/notices" });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toMatchObject({ notices: [{ id: "n1", pnt: [], alert: false }] });
    } finally {
      await fromFiles.close();
      await fromUrl.close();
      await stub.close();
    }
  });
});

describe("rate limit", () => {
  it("answers 429 in pxv's error shape once a client passes its limit, and leaves pages alone", async () => {
    const limitedHarness = await startHarness(
      {},
      { sandbox, app: { webRoot: directory, rateLimitPerMinute: 5 } },
    );
    try {
      await expectLimit(limitedHarness);
    } finally {
      await limitedHarness.close();
    }
  });
});

/** Six API requests pass the limit of five; health and pages are never limited. */
async function expectLimit(harness: Harness): Promise<void> {
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++) {
    statuses.push((await harness.app.inject({ method: "GET", url: "/api/sensitive-words" })).statusCode);
  }
  expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
  const limited = await harness.app.inject({ method: "GET", url: "/api/sensitive-words" });
  expect(limited.statusCode).toBe(429);
  expect(limited.headers["retry-after"]).toBeDefined();
  expect(limited.json()).toMatchObject({ code: 429, error: { reason: "rate_limited" } });
  expect((await harness.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
  expect((await harness.app.inject({ method: "GET", url: "/" })).statusCode).toBe(200);
}
