// Every captured pixiv response that holds illusts parses with our schemas and normalizes.
import { describe, expect, it } from "vitest";
import { normalizeIllust } from "../normalize/illust.js";
import { rewriteImageUrl } from "../images.js";
import { illustsIn, loadFixtures } from "../test/fixtures.js";
import {
  appApiErrorBodySchema,
  illustDetailBodySchema,
  illustRecommendedBodySchema,
  illustSchema,
  rankingBodySchema,
  ugoiraMetadataSchema,
} from "./app-api.js";

const fixtures = loadFixtures();
const withIllusts = fixtures.filter((fixture) => illustsIn(fixture.body).length > 0);

describe("captured fixtures", () => {
  it("are there to test against", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    expect(withIllusts.map((fixture) => fixture.file)).toEqual(
      expect.arrayContaining([
        "app-api.illust_detail.json",
        "app-api.illust_ranking.json",
        "app-api.illust_detail.ugoira.json",
        "snapshot.illustDetail_103905962_manga.json",
      ]),
    );
  });

  it.each(withIllusts.map((fixture) => [fixture.file, fixture.body] as const))(
    "%s: every illust parses and normalizes",
    (_file, body) => {
      for (const raw of illustsIn(body)) {
        const illust = illustSchema.parse(raw);
        const artwork = normalizeIllust(illust, { rewriteImageUrl: (url) => rewriteImageUrl(url) });
        expect(artwork.id).toBe(illust.id);
        expect(artwork.images).toHaveLength(illust.page_count);
        for (const image of artwork.images) {
          for (const url of [image.s, image.m, image.l, image.o]) expect(url).toMatch(/^\/[-~]\//);
        }
        expect(artwork.author.avatar).toMatch(/^\/[-~]\//);
      }
    },
  );

  const byName = byNameOrThrow;

  it("parses the ranking body with 30 works and an absolute next_url", () => {
    const body = rankingBodySchema.parse(byName("app-api.illust_ranking.json"));
    expect(body.illusts).toHaveLength(30);
    expect(body.next_url).toMatch(/^https:\/\/app-api\.pixiv\.net\/v1\/illust\/ranking\?.*offset=30/);
  });

  it("parses the detail body including detail-only fields", () => {
    const body = illustDetailBodySchema.parse(byName("app-api.illust_detail.json"));
    expect(body.illust.total_comments).toBeTypeOf("number");
    expect(normalizeIllust(body.illust).totalComment).toBe(body.illust.total_comments);
  });

  it("parses the recommended body and the ugoira metadata", () => {
    const recommended = illustRecommendedBodySchema.parse(byName("app-api.illust_recommended.json"));
    expect(recommended.illusts.length).toBeGreaterThan(0);
    const metadata = ugoiraMetadataSchema.parse(byName("app-api.ugoira_metadata.json"));
    expect(metadata.frames.length).toBeGreaterThan(1);
  });

  it("keeps fields it does not model, so a passed-through body stays whole", () => {
    const raw = { ...(illustsIn(byName("app-api.illust_detail.json"))[0] as object), new_field: 1 };
    expect(illustSchema.parse(raw)).toHaveProperty("new_field", 1);
  });
});

describe("schemas reject what pixiv never sends", () => {
  const detail = illustsIn(byNameOrThrow("app-api.illust_detail.json"))[0] as Record<string, unknown>;

  it.each([
    ["id as a string", { id: "126839540" }],
    ["unknown type", { type: "video" }],
    ["x_restrict 3", { x_restrict: 3 }],
    ["date without offset", { create_date: "2025-02-03T00:03:17" }],
    ["missing tags", { tags: undefined }],
  ])("%s", (_name, change) => {
    expect(illustSchema.safeParse({ ...detail, ...change }).success).toBe(false);
  });

  it("accepts pixiv's error body and rejects a partial one", () => {
    const body = {
      error: { user_message: "", message: "Rate Limit", reason: "", user_message_details: {} },
    };
    expect(appApiErrorBodySchema.parse(body).error.message).toBe("Rate Limit");
    expect(appApiErrorBodySchema.safeParse({ error: { message: "x" } }).success).toBe(false);
  });
});

function byNameOrThrow(file: string): unknown {
  const fixture = fixtures.find((candidate) => candidate.file === file);
  if (!fixture) throw new Error(`fixture ${file} is missing`);
  return fixture.body;
}
