// A page's first screen in the first answer (issue 28), against the sandbox: the pages whose first
// requests are known carry those anonymous answers (the very bodies the API gives for the very URLs
// the web app requests) and announce their first pictures (which the image proxy serves); nothing
// of a visitor's session is passed on; no answer text can end the data element; a failing or slow
// upstream gives the plain page; the first screen's markup goes into the page's root, made only from
// the carried answers and the visitor's languages, and a failing renderer gives the page without it;
// a real client gets a 103 with the entry's files (unless PXV_EARLY_HINTS is off); other pages are
// unchanged.
import { mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startSandbox, HOSTILE_WORKS, type Sandbox } from "@pxv/sandbox";
import {
  FIRST_DATA_ELEMENT_ID,
  FIRST_PICTURES_ANNOUNCED,
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenOf,
  hibiApiRequestUrl,
  parseFirstData,
  type FirstDataEntry,
} from "@pxv/pixiv";
import { startHarness, type Harness } from "../../../test/harness.js";
import {
  acceptedLanguages,
  type FirstScreenRenderer,
  type FirstScreenRenderInput,
} from "./first-screen-markup.js";

/** index.html as the build writes it: an inline script, the entry, its preloaded chunks, the stylesheet. */
const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>pxv</title>
    <script>
      document.documentElement.dataset.theme = "light";
    </script>
    <script type="module" crossorigin src="/assets/index-AAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ASSET_LINKS = [
  "</assets/index-AAAA.js>; rel=modulepreload; crossorigin",
  "</assets/react-BBBB.js>; rel=modulepreload; crossorigin",
  "</assets/index-CCCC.css>; rel=preload; as=style; crossorigin",
];
/** A deadline no sandbox answer reaches, so a busy machine does not decide what a test sees. */
const PATIENT_MS = 15_000;
const BROWSER = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-language": "en-US,en;q=0.9" };

function webRoot(): string {
  const directory = mkdtempSync(join(tmpdir(), "pxv-first-screen-"));
  writeFileSync(join(directory, "index.html"), INDEX_HTML);
  return directory;
}

/** The data element's entries, read as the web app reads them (its text up to the first `</script>`). */
function firstDataOf(html: string): FirstDataEntry[] | null {
  const opening = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">`;
  const start = html.indexOf(opening);
  if (start === -1) return null;
  const text = html.slice(start + opening.length, html.indexOf("</script>", start));
  return [...parseFirstData(text).entries];
}

/** The hrefs of the page's picture preloads, in order. */
const preloadedPictures = (html: string): string[] =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/g)].map(
    ([, href = ""]) => href.replaceAll("&amp;", "&"),
  );

let sandbox: Sandbox;
let harness: Harness;
beforeAll(async () => {
  sandbox = await startSandbox({ seed: "pxv-server-tests" });
  // The deadline is tested with a slow upstream below; here a busy machine must not drop the answers.
  harness = await startHarness({}, { sandbox, app: { webRoot: webRoot(), firstDataDeadlineMs: PATIENT_MS } });
});
afterAll(async () => {
  await harness.close();
  await sandbox.close();
});

const page = (url: string, headers: Record<string, string> = BROWSER) =>
  harness.app.inject({ method: "GET", url, headers });
const api = (url: string) =>
  harness.app.inject({
    method: "GET",
    url,
    headers: { accept: "application/json", "accept-language": BROWSER["accept-language"] },
  });

/** Today's ranking's first work and one of its tags, from the API itself. */
async function rankedWork(): Promise<{ id: number; tag: string }> {
  const screen = firstScreenOf("/", "", sandbox.now());
  const url = screen === null ? "" : hibiApiRequestUrl(screen.requests[0] ?? { path: "", query: {} });
  const body = JSON.parse((await api(url)).body) as {
    illusts: { id: number; x_restrict: number; tags: { name: string }[] }[];
  };
  const work = body.illusts.find((illust) => illust.x_restrict === 0) ?? body.illusts[0];
  if (work === undefined) throw new Error("today's ranking is empty");
  return { id: work.id, tag: work.tags[0]?.name ?? "landscape" };
}

describe("the first screen in the page", () => {
  it.each([
    ["Home", () => Promise.resolve("/")],
    ["a ranking", () => Promise.resolve("/rank/daily")],
    ["a tag search", async () => `/search/${encodeURIComponent((await rankedWork()).tag)}`],
    ["an artwork", async () => `/artworks/${(await rankedWork()).id}`],
  ])(
    "%s carries the answers the web app asks for first, and announces its first pictures",
    async (_, path) => {
      const url = await path();
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      const screen = firstScreenOf(url, "", sandbox.now());
      const expectedUrls = screen?.requests.map((request) => hibiApiRequestUrl(request)) ?? [];
      const entries = firstDataOf(response.body);
      expect(entries?.map((entry) => entry.url)).toEqual(expectedUrls);
      const bodies: unknown[] = [];
      for (const entry of entries ?? []) {
        const answer = await api(entry.url);
        expect(entry.status).toBe(200);
        expect(entry.body).toBe(answer.body);
        bodies.push(JSON.parse(answer.body));
      }
      const pictures = preloadedPictures(response.body);
      expect(pictures.length).toBeGreaterThan(0);
      expect(pictures.length).toBeLessThanOrEqual(FIRST_PICTURES_ANNOUNCED);
      expect(pictures).toEqual(screen?.pictures(bodies));
      for (const picture of pictures) {
        const image = await harness.app.inject({ method: "GET", url: picture });
        expect(image.statusCode, picture).toBe(200);
      }
      // The pictures are announced before the entry script, the data after the root element.
      expect(response.body.indexOf('rel="preload" as="image"')).toBeLessThan(
        response.body.indexOf('<script type="module"'),
      );
      expect(response.body.indexOf(FIRST_DATA_ELEMENT_ID)).toBeGreaterThan(
        response.body.indexOf('id="root"'),
      );
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("keeps the plain page's Content-Security-Policy (a data block is not a script)", async () => {
    const [home, setting] = await Promise.all([page("/"), page("/setting")]);
    expect(firstDataOf(home.body)).not.toBeNull();
    expect(home.headers["content-security-policy"]).toBe(setting.headers["content-security-policy"]);
  });

  it("is compressed for a client that accepts it", async () => {
    const plain = await page("/");
    const compressed = await page("/", { ...BROWSER, "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["vary"]).toContain("accept-encoding");
    expect(brotliDecompressSync(compressed.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("is composed and compressed once for every visitor of the same answers", async () => {
    let compressions = 0;
    const counting = await startHarness(
      {},
      {
        sandbox,
        app: {
          webRoot: webRoot(),
          firstDataDeadlineMs: PATIENT_MS,
          compression: { onCompress: () => (compressions += 1) },
        },
      },
    );
    try {
      const get = () =>
        counting.app.inject({
          method: "GET",
          url: "/",
          headers: { ...BROWSER, "accept-encoding": "br, gzip" },
        });
      const first = await get();
      expect(first.headers["content-encoding"]).toBe("br");
      const made = compressions;
      const again = await Promise.all([get(), get(), get()]);
      expect(compressions).toBe(made);
      for (const response of again) expect(response.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      await counting.close();
    }
  });

  it("carries only anonymous answers to a visitor with a session", async () => {
    const signedIn = await page("/", {
      ...BROWSER,
      cookie: "PHPSESSID=12345_visitor-secret; pxv-session=visitor-secret",
      authorization: "Bearer visitor-secret",
      "x-auth": "visitor-secret",
    });
    const entries = firstDataOf(signedIn.body) ?? [];
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(entry.body).toBe((await api(entry.url)).body);
    expect(signedIn.body).not.toContain("visitor-secret");
  });

  it("cannot be ended early by an answer's text (a work titled <script>…</script>)", async () => {
    const [hostileId = 0] = Object.keys(HOSTILE_WORKS).map(Number);
    const url = `/artworks/${hostileId}`;
    const response = await page(url);
    const answer = await api(`/api/pixiv/illust?id=${hostileId}`);
    expect(answer.body).toContain("</script>");
    const entries = firstDataOf(response.body);
    expect(entries?.[0]?.body).toBe(answer.body);
    // The page's only scripts are the build's: the answer's markup is text inside the data block.
    expect(response.body.match(/<\/script>/g)).toHaveLength(3);
  });

  it("leaves other pages, HEAD and non-browser requests unchanged", async () => {
    for (const url of ["/setting", "/users/11", "/home_novel", "/search/R-18"]) {
      expect((await page(url)).body, url).toBe(INDEX_HTML);
    }
    const head = await harness.app.inject({ method: "HEAD", url: "/", headers: BROWSER });
    expect(head.statusCode).toBe(200);
    const notBrowser = await harness.app.inject({ method: "GET", url: "/" });
    expect(notBrowser.body).toBe(INDEX_HTML);
  });
});

describe("the first screen's markup", () => {
  /** What the renderer was given, call by call. */
  const given: FirstScreenRenderInput[] = [];
  let rendering: Harness;
  let failingRenderer: Harness;
  let emptyRenderer: Harness;
  const harnessWith = (renderer: FirstScreenRenderer) =>
    startHarness(
      {},
      {
        sandbox,
        app: { webRoot: webRoot(), firstDataDeadlineMs: PATIENT_MS, firstScreenRenderer: renderer },
      },
    );
  beforeAll(async () => {
    rendering = await harnessWith((input) => {
      given.push(input);
      return Promise.resolve({
        markup: `<div id="${FIRST_SCREEN_ELEMENT_ID}">${String(input.entries.length)} answer(s) for ${input.url}</div>`,
        language: "en",
      });
    });
    failingRenderer = await harnessWith(() => Promise.reject(new Error("the renderer broke")));
    emptyRenderer = await harnessWith(() => Promise.resolve(null));
  });
  afterAll(async () => {
    await Promise.all([rendering.close(), failingRenderer.close(), emptyRenderer.close()]);
  });

  const visit = (harness: Harness, url: string, headers: Record<string, string> = BROWSER) =>
    harness.app.inject({ method: "GET", url, headers });

  it("goes into the page's root, made from the answers the page carries and the visitor's languages", async () => {
    given.length = 0;
    const response = await visit(rendering, "/rank/daily");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root"><div id="${FIRST_SCREEN_ELEMENT_ID}">1 answer(s) for /rank/daily</div></div>`,
    );
    expect(String(response.headers["vary"]).toLowerCase()).toContain("accept-language");
    // The page is in the screen's language from the start (index.html says zh-CN).
    expect(response.body).toContain('<html lang="en">');
    expect(given).toHaveLength(1);
    expect(given[0]?.entries).toEqual(firstDataOf(response.body));
    expect(given[0]?.languages).toEqual(["en-US", "en"]);
    expect(given[0]?.now().getTime()).toBe(sandbox.now().getTime());
  });

  it("is the same for a visitor with a session: nothing of the visitor but its languages reaches it", async () => {
    given.length = 0;
    const anonymous = await visit(rendering, "/home_manga");
    const signedIn = await visit(rendering, "/home_manga", {
      ...BROWSER,
      cookie: "PHPSESSID=12345_visitor-secret; pxv-session=visitor-secret",
      authorization: "Bearer visitor-secret",
    });
    expect(signedIn.body).toBe(anonymous.body);
    expect(JSON.stringify(given)).not.toContain("visitor-secret");
    for (const input of given)
      expect(Object.keys(input).sort()).toEqual(["entries", "languages", "now", "url"]);
  });

  it("is each page's own, though two pages carry the same answers (Home and the daily ranking)", async () => {
    const home = await visit(rendering, "/");
    const ranking = await visit(rendering, "/rank/daily");
    expect(firstDataOf(home.body)).toEqual(firstDataOf(ranking.body));
    expect(home.body).toContain("1 answer(s) for /</div>");
    expect(ranking.body).toContain("1 answer(s) for /rank/daily</div>");
  });

  it("is left out when the renderer fails or has none: the page carries its answers as before", async () => {
    for (const harness of [failingRenderer, emptyRenderer]) {
      const response = await visit(harness, "/");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<html lang="zh-CN">');
      expect(firstDataOf(response.body)).not.toEqual([]);
    }
  });

  it("is not made for a page without first answers", async () => {
    given.length = 0;
    const response = await visit(rendering, "/setting");
    expect(response.body).toBe(INDEX_HTML);
    expect(given).toEqual([]);
  });
});

describe("the visitor's languages", () => {
  it.each([
    [undefined, []],
    ["en-US,en;q=0.9", ["en-US", "en"]],
    ["fr;q=0.5, ja , de;q=0.8", ["ja", "de", "fr"]],
    ["zh-TW;q=0, ko, *;q=0.1", ["ko"]],
    ["", []],
  ])("%s → %j", (header, languages) => {
    expect(acceptedLanguages(header)).toEqual(languages);
  });
});

describe("an upstream that fails or is slow", () => {
  let upstream: Server;
  let hanging: Harness;
  let failing: Harness;
  /** Requests the slow upstream is holding, unanswered, until the test ends. */
  const held: (() => void)[] = [];
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (request.url?.includes("mode=day")) {
        held.push(() => response.destroy());
        return;
      }
      response.writeHead(500, { "content-type": "application/json" }).end('{"error":{"message":"down"}}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    const options = { sandbox, upstreamDeadlineMs: 60_000, upstreamRetryDelayMs: 0 };
    hanging = await startHarness(
      { appApi: base },
      { ...options, app: { webRoot: webRoot(), firstDataDeadlineMs: 200 } },
    );
    failing = await startHarness({ appApi: base }, { ...options, app: { webRoot: webRoot() } });
  });
  afterAll(async () => {
    for (const release of held) release();
    await Promise.all([hanging.close(), failing.close()]);
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("sends the plain page while the upstream still holds the request", async () => {
    const response = await hanging.app.inject({ method: "GET", url: "/", headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    // The ranking was asked for and is still unanswered: the page did not wait for it.
    await vi.waitFor(() => {
      expect(held.length).toBeGreaterThan(0);
    });
  });

  it("sends the plain page when the upstream fails", async () => {
    const response = await failing.app.inject({ method: "GET", url: "/artworks/123", headers: BROWSER });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});

describe("103 Early Hints", () => {
  /** The informational answers a raw client sees before the page, and the page's status. */
  async function informationOf(
    base: string,
    path: string,
  ): Promise<{ hints: IncomingHttpHeaders[]; status: number }> {
    return new Promise((resolve, reject) => {
      const hints: IncomingHttpHeaders[] = [];
      const request = httpRequest(`${base}${path}`, { headers: BROWSER }, (response) => {
        response.resume();
        response.on("end", () => {
          resolve({ hints, status: response.statusCode ?? 0 });
        });
      });
      request.on("information", (information) => {
        if (information.statusCode === 103) hints.push(information.headers);
      });
      request.on("error", reject);
      request.end();
    });
  }

  let listening: Harness;
  let withoutHints: Harness;
  let base = "";
  let baseWithout = "";
  beforeAll(async () => {
    listening = await startHarness(
      {},
      { sandbox, app: { webRoot: webRoot(), firstDataDeadlineMs: PATIENT_MS } },
    );
    withoutHints = await startHarness({}, { sandbox, app: { webRoot: webRoot(), earlyHints: false } });
    base = await listening.app.listen({ host: "127.0.0.1", port: 0 });
    baseWithout = await withoutHints.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await Promise.all([listening.close(), withoutHints.close()]);
  });

  it("announces the entry's scripts and stylesheet before the page", async () => {
    const { hints, status } = await informationOf(base, "/");
    expect(status).toBe(200);
    expect(hints).toHaveLength(1);
    const link = hints[0]?.link;
    expect(Array.isArray(link) ? link.join(", ") : link).toBe(ASSET_LINKS.join(", "));
  });

  it("leaves a fetch client (undici) its page", async () => {
    const response = await fetch(`${base}/rank/daily`, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(firstDataOf(await response.text())).toHaveLength(1);
  });

  it("is not sent when PXV_EARLY_HINTS is off, nor for what is not a page", async () => {
    expect((await informationOf(baseWithout, "/")).hints).toEqual([]);
    expect((await informationOf(base, "/api/pixiv/rank?mode=day&page=1")).hints).toEqual([]);
    expect((await informationOf(base, "/no/such/page")).hints).toEqual([]);
  });
});
