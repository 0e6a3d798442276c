// The HibiAPI-compatible routes against the sandbox: pixiv's bodies pass through, HibiAPI paging
// maps to offsets, and bad input is a 400 naming the parameter while the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RANK_PAGE_SIZE, illustDetailBodySchema, rankingBodySchema } from "@pxv/pixiv";
import { fetchSandboxAppApi, startHarness, type Harness } from "../../test/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const get = (url: string) => harness.app.inject({ method: "GET", url });

describe("GET /api/pixiv/rank", () => {
  it("answers pixiv's ranking body, 30 works a page", async () => {
    const response = await get("/api/pixiv/rank?mode=day");
    expect(response.statusCode).toBe(200);
    const body = rankingBodySchema.parse(response.json());
    expect(body.illusts).toHaveLength(RANK_PAGE_SIZE);
    expect(body.next_url).toMatch(/^https:\/\/app-api\.pixiv\.net\/v1\/illust\/ranking\?.*offset=30/);
  });

  it("maps page to offset, so page 2 continues page 1", async () => {
    const first = rankingBodySchema.parse((await get("/api/pixiv/rank?mode=day&date=2025-02-04")).json());
    const second = rankingBodySchema.parse(
      (await get("/api/pixiv/rank?mode=day&date=2025-02-04&page=2")).json(),
    );
    const firstIds = new Set(first.illusts.map((illust) => illust.id));
    expect(second.illusts.some((illust) => firstIds.has(illust.id))).toBe(false);
    const upstream = rankingBodySchema.parse(
      await fetchSandboxAppApi(harness.sandbox, "/v1/illust/ranking?mode=day&date=2025-02-04&offset=30"),
    );
    expect(second.illusts.map((illust) => illust.id)).toEqual(upstream.illusts.map((illust) => illust.id));
  });

  it("accepts the YYYYMMDD date form", async () => {
    const dashed = (await get("/api/pixiv/rank?mode=week&date=2024-01-02")).json<unknown>();
    const compact = (await get("/api/pixiv/rank?mode=week&date=20240102")).json<unknown>();
    expect(compact).toEqual(dashed);
  });

  it.each([
    ["mode=sideways", "mode"],
    ["mode=day&date=2025-02-30", "date"],
    ["mode=day&page=0", "page"],
    ["mode=day&page=abc", "page"],
    ["mode=day&size=1000", "size"],
    ["mode=day&page=9999", "page"],
  ])("?%s is a 400 naming %s", async (query, parameter) => {
    const response = await get(`/api/pixiv/rank?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, parameter, error: { reason: "invalid_parameter" } });
  });

  it("passes pixiv's own errors through with their status", async () => {
    const response = await get("/api/pixiv/rank?mode=day&date=2007-09-12");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty("error.message");
  });
});

describe("GET /api/pixiv/illust", () => {
  it("answers the work's detail body", async () => {
    const ranking = rankingBodySchema.parse((await get("/api/pixiv/rank?mode=day")).json());
    const id = ranking.illusts[0]?.id;
    const response = await get(`/api/pixiv/illust?id=${id ?? 0}`);
    expect(response.statusCode).toBe(200);
    const body = illustDetailBodySchema.parse(response.json());
    expect(body.illust.id).toBe(id);
    expect(body.illust.title).toBe(ranking.illusts[0]?.title);
  });

  it("is a 400 naming id for ?id=abc, and the server keeps serving", async () => {
    const response = await get("/api/pixiv/illust?id=abc");
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    const body = response.json<{ parameter: string; detail: string }>();
    expect(body.parameter).toBe("id");
    expect(body.detail).toContain('"id"');
    expect((await get("/healthz")).statusCode).toBe(200);
    expect((await get("/api/pixiv/rank?mode=day")).statusCode).toBe(200);
  });

  it.each(["", "?id=", "?id=-5", "?id=1.5", "?id=99999999999999999999"])("is a 400 for %j", async (query) => {
    const response = await get(`/api/pixiv/illust${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter: "id" });
  });

  it("passes pixiv's 404 through for a work that does not exist", async () => {
    const response = await get("/api/pixiv/illust?id=1");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("error.user_message");
  });
});

describe("other paths", () => {
  it("answers /healthz", async () => {
    expect((await get("/healthz")).json()).toEqual({ status: "ok", upstream: "sandbox", cache: "memory" });
  });

  it("answers JSON 404 for unknown API paths", async () => {
    const response = await get("/api/pixiv/nothing-here");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("error.reason", "not_found");
  });
});
