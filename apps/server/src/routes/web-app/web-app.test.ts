// The app's pages and what is not one: a page path answers the app with 200; any other path a
// browser asks for answers the app too (it shows its not-found screen) but with 404, and a path whose
// id is not an id of its kind (/artworks/abc) is no page.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@pxv/sandbox";
import { startHarness, type Harness } from "../../test/harness.js";

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

let sandbox: Sandbox;
let harness: Harness;
beforeAll(async () => {
  const directory = mkdtempSync(join(tmpdir(), "pxv-web-app-"));
  writeFileSync(join(directory, "index.html"), INDEX_HTML);
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  harness = await startHarness({}, { sandbox, app: { webRoot: directory } });
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

describe("the app's pages", () => {
  it.each(["/artworks/123", "/users/11/novels", "/novel/series/5", "/user/11/series/7", "/live/001"])(
    "%s is a page (200, the app)",
    async (url) => {
      const response = await harness.app.inject({ method: "GET", url, headers: BROWSER });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    "/artworks/abc",
    "/en/artworks/abc",
    "/i/12ab",
    "/artworks/0",
    "/users/abc",
    "/users/abc/artworks",
    "/novel/abc",
    "/novel/series/x1",
    "/user/11/series/abc",
    "/spotlight/abc",
    "/live/abc",
  ])("%s has an id that is not one: 404, the app's not-found screen for a browser", async (url) => {
    const page = await harness.app.inject({ method: "GET", url, headers: BROWSER });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const api = await harness.app.inject({ method: "GET", url });
    expect(api.statusCode).toBe(404);
    expect(api.headers["content-type"]).toContain("application/json");
  });
});
