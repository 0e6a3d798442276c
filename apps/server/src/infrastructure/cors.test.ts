// CORS against the real app: preflights answered on the public routes (HibiAPI, signed-out web
// relay, pixivision, image proxy) for any origin; Range allowed and Content-Range exposed; never
// credentials; the routes that act with a session or token answered only to listed origins.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../test/harness.js";
import { CORS_OFF, corsAccess, parseCorsOrigins } from "./cors.js";

const OTHER = "https://hibi-front.example";
const LISTED = "https://my-app.example";

let open: Harness;
let listed: Harness;
beforeAll(async () => {
  open = await startHarness();
  listed = await startHarness({}, { sandbox: open.sandbox, app: { cors: parseCorsOrigins(`*, ${LISTED}`) } });
});
afterAll(async () => {
  await listed.close();
  await open.close();
});

const preflight = (harness: Harness, url: string, origin: string, method = "GET", headers = "") =>
  harness.app.inject({
    method: "OPTIONS",
    url,
    headers: {
      origin,
      "access-control-request-method": method,
      ...(headers ? { "access-control-request-headers": headers } : {}),
    },
  });

describe("public routes", () => {
  it.each([
    "/api/pixiv/rank?mode=day",
    "/api/pixiv-now/ranking?format=json&mode=daily",
    "/api/pixivision?page=1",
    "/-/img-original/img/2025/01/02/03/04/05/1_p0.png",
    "/~/common/images/no_profile.png",
    "/openapi.json",
    "/pixiv/rank?mode=day",
  ])("a preflight for %s is answered 204 for any origin, with Range allowed", async (url) => {
    const response = await preflight(open, url, OTHER, "GET", "range");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["access-control-allow-methods"]).toBe("GET, HEAD");
    expect(String(response.headers["access-control-allow-headers"])).toContain("range");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("answers a HibiAPI call to another origin with Allow-Origin and exposed headers", async () => {
    const response = await open.app.inject({ url: "/api/pixiv/rank?mode=day", headers: { origin: OTHER } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-expose-headers"])).toMatch(/content-range/);
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
  });

  it("lets a script read a byte range of an image: Content-Range and Accept-Ranges exposed", async () => {
    const rank = (await open.app.inject({ url: "/api/pixiv/rank?mode=day" })).json<{
      illusts: { image_urls: { medium: string } }[];
    }>();
    const path = new URL(rank.illusts[0]?.image_urls.medium ?? "").pathname;
    const response = await open.app.inject({
      url: `/-${path}`,
      headers: { origin: OTHER, range: "bytes=0-9" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["content-range"]).toMatch(/^bytes 0-9\//);
    const exposed = String(response.headers["access-control-expose-headers"]);
    for (const name of ["content-range", "content-length", "accept-ranges"]) expect(exposed).toContain(name);
  });

  it("adds nothing without an Origin, and nothing to pages", async () => {
    const api = await open.app.inject({ url: "/api/pixiv/tags" });
    expect(api.headers["access-control-allow-origin"]).toBeUndefined();
    const page = await open.app.inject({ url: "/artworks/1", headers: { origin: OTHER } });
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("routes that act with a session or token", () => {
  it.each([
    ["/api/pixiv/req_get?path=/v2/illust/follow", "GET", "authorization"],
    ["/api/pixiv/req_post?path=/v2/illust/bookmark/add", "GET", "authorization"],
    ["/api/pixiv-now/user", "GET", "x-auth"],
    ["/api/pixiv-now/http/ajax/user/extra", "GET", "x-auth"],
    ["/api/pixiv-now/http/ajax/illusts/bookmarks/add", "POST", "x-auth, x-csrf-token, content-type"],
    ["/pixiv-app-api/v1/user/me/state", "GET", "authorization"],
    ["/pixiv-oauth/auth/token", "POST", "content-type"],
  ])("%s (%s) is refused to an unlisted origin", async (url, method, headers) => {
    const response = await preflight(open, url, OTHER, method, headers);
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(response.headers["access-control-allow-headers"]).toBeUndefined();
  });

  it("never answers a request that carries a session to an unlisted origin", async () => {
    const response = await open.app.inject({
      url: "/api/pixiv-now/user",
      headers: { origin: OTHER, "x-auth": "abcdef" },
    });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    const action = await open.app.inject({
      url: "/api/pixiv/req_get?path=/v2/illust/follow",
      headers: { origin: OTHER },
    });
    expect(action.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("answers a listed origin by name, with the session headers allowed and still no credentials", async () => {
    const response = await preflight(listed, "/api/pixiv-now/user", LISTED, "GET", "x-auth");
    expect(response.statusCode).toBe(204);
    expect(response.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(String(response.headers["access-control-allow-headers"])).toContain("x-auth");
    expect(response.headers["access-control-allow-credentials"]).toBeUndefined();
    expect(String(response.headers.vary)).toContain("origin");

    const relay = await listed.app.inject({
      url: "/api/pixiv-now/user",
      headers: { origin: LISTED, "x-auth": "abcdef" },
    });
    expect(relay.headers["access-control-allow-origin"]).toBe(LISTED);
    expect(relay.headers["access-control-allow-credentials"]).toBeUndefined();
    // Still refused to others on the same instance; public routes still open to them.
    const other = await preflight(listed, "/api/pixiv-now/user", OTHER, "GET", "x-auth");
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
    const rank = await listed.app.inject({ url: "/api/pixiv/tags", headers: { origin: OTHER } });
    expect(rank.headers["access-control-allow-origin"]).toBe("*");
    expect(String(rank.headers.vary)).toMatch(/accept-language.*origin/);
  });
});

describe("PXV_CORS_ORIGINS", () => {
  it("reads *, none and lists of origins", () => {
    expect(parseCorsOrigins("*")).toEqual({ anyOriginPublic: true, listed: new Set() });
    expect(parseCorsOrigins("none")).toEqual(CORS_OFF);
    expect(parseCorsOrigins("https://a.example, http://localhost:5173")).toEqual({
      anyOriginPublic: false,
      listed: new Set(["https://a.example", "http://localhost:5173"]),
    });
  });

  it.each(["https://a.example/path", "a.example", "ftp:", "*.example"])("refuses %s", (value) => {
    expect(() => parseCorsOrigins(value)).toThrow(/not an origin/);
  });

  it("with a list only, the public routes answer only the listed origins", () => {
    expect(corsAccess("/api/pixiv/rank", "GET", false)).toBe("public");
    expect(corsAccess("/api/pixiv/rank", "POST", false)).toBe("listed-only");
    expect(corsAccess("/api/pixiv/req_get", "GET", false)).toBe("listed-only");
    expect(corsAccess("/api/pixiv-now/ranking", "GET", true)).toBe("listed-only");
    expect(corsAccess("/artworks/1", "GET", false)).toBe("none");
    expect(corsAccess("/pixiv/rank", "GET", false)).toBe("public");
    expect(corsAccess("/pixiv-app-api/v1/illust/detail", "GET", false)).toBe("listed-only");
  });

  it("none: no preflight is answered", async () => {
    const off = await startHarness({}, { sandbox: open.sandbox, app: { cors: CORS_OFF } });
    try {
      const response = await preflight(off, "/api/pixiv/rank", OTHER);
      expect(response.statusCode).toBe(404);
      const get = await off.app.inject({ url: "/api/pixiv/tags", headers: { origin: OTHER } });
      expect(get.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
