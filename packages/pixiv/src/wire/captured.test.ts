// pixiv's captured responses against the wire schemas: every capture parses with the schema of what
// it is (illusts, novels, series, users), whole bodies put together from the captured parts parse
// too, and a strict reading lists the fields pixiv sends that no schema declares.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as pixiv from "../index.js";
import { loadFixtures, readFixtureObject } from "../test/fixtures.js";
import { schemaNames, undeclaredKeys } from "../test/undeclared-keys.js";
import {
  illustDetailBodySchema,
  illustListBodySchema,
  illustRecommendedBodySchema,
  illustSchema,
  rankingBodySchema,
  ugoiraMetadataSchema,
} from "./app-api.js";
import { novelSchema, novelSeriesBodySchema, novelSeriesDetailSchema } from "./novel.js";
import { illustSeriesBodySchema, illustSeriesDetailSchema } from "./series.js";
import {
  userDetailBodySchema,
  userProfilePublicitySchema,
  userProfileSchema,
  userWorkspaceSchema,
} from "./user.js";

/** What each captured file is (see test-data/pixiv-captured/README.md). */
const SCHEMA_OF: Record<string, z.ZodType> = {
  "app-api.illust_detail.json": illustDetailBodySchema,
  "app-api.illust_detail.ugoira.json": illustSchema,
  "app-api.illust_ranking.json": rankingBodySchema,
  "app-api.illust_recommended.json": illustRecommendedBodySchema,
  "app-api.illust_related.json": illustListBodySchema,
  "app-api.ugoira_metadata.json": ugoiraMetadataSchema,
  "snapshot.illustDetail_103905962_manga.json": illustSchema,
  "snapshot.illustDetail_107565629_illust.json": illustSchema,
  "snapshot.illustSeries_illust_series_detail.json": illustSeriesDetailSchema,
  "snapshot.illustSeries_illust_series_first_illust.json": illustSchema,
  "snapshot.novelDetail.json": novelSchema,
  "snapshot.novelSeries_novel_series_detail.json": novelSeriesDetailSchema,
  "snapshot.novelSeries_novel_series_first_novel.json": novelSchema,
  "snapshot.novelSeries_novel_series_other_novel.json": novelSchema,
  "snapshot.userDetail_user.json": userDetailBodySchema.shape.user,
  "snapshot.userDetail_profile.json": userProfileSchema,
  "snapshot.userDetail_profile_publicity.json": userProfilePublicitySchema,
  "snapshot.userDetail_workspace.json": userWorkspaceSchema,
};

/**
 * Fields pixiv sends that pxv's schemas deliberately leave undeclared (they pass through untouched in
 * the HibiAPI-compatible answers). Anything else the strict reading finds fails the test: model it
 * in the schema, or add it here with the reason pxv does not use it.
 */
const ALLOWED_UNDECLARED = new Set<string>([]);

const fixtures = loadFixtures();

describe("pixiv's captured responses", () => {
  it("each have a schema to be checked against", () => {
    expect(fixtures.map((fixture) => fixture.file)).toEqual(Object.keys(SCHEMA_OF).sort());
  });

  it.each(fixtures.map((fixture) => [fixture.file, fixture.body] as const))("%s parses", (file, body) => {
    expect(() => SCHEMA_OF[file]?.parse(body)).not.toThrow();
  });

  it("the novel published under an illust-series name is a novel of the same series", () => {
    const other = novelSchema.parse(readFixtureObject("snapshot.novelSeries_novel_series_other_novel.json"));
    const first = novelSchema.parse(readFixtureObject("snapshot.novelSeries_novel_series_first_novel.json"));
    expect(other.series).toEqual(first.series);
    expect(other.id).not.toBe(first.id);
    expect(other.text_length).toBeGreaterThan(0);
  });

  it("put together into whole bodies, parse as the series and user detail endpoints' answers", () => {
    const part = readFixtureObject;
    const first = part("snapshot.novelSeries_novel_series_first_novel.json");
    const other = part("snapshot.novelSeries_novel_series_other_novel.json");
    const novelSeries = novelSeriesBodySchema.parse({
      novel_series_detail: part("snapshot.novelSeries_novel_series_detail.json"),
      novel_series_first_novel: first,
      novel_series_latest_novel: other,
      novels: [first, other],
      next_url: null,
    });
    expect(novelSeries.novels.map((novel) => novel.series)).toEqual([
      expect.objectContaining({ id: 7474721 }),
      expect.objectContaining({ id: 7474721 }),
    ]);
    const illustSeries = illustSeriesBodySchema.parse({
      illust_series_detail: part("snapshot.illustSeries_illust_series_detail.json"),
      illust_series_first_illust: part("snapshot.illustSeries_illust_series_first_illust.json"),
      illusts: [part("snapshot.illustSeries_illust_series_first_illust.json")],
      next_url: null,
    });
    expect(illustSeries.illusts).toHaveLength(1);
    const user = userDetailBodySchema.parse({
      user: part("snapshot.userDetail_user.json"),
      profile: part("snapshot.userDetail_profile.json"),
      profile_publicity: part("snapshot.userDetail_profile_publicity.json"),
      workspace: part("snapshot.userDetail_workspace.json"),
    });
    expect(user.user.id).toBeGreaterThan(0);
  });
});

describe("the strict reading", () => {
  const names = schemaNames(pixiv);
  const undeclared = fixtures.flatMap((fixture) =>
    undeclaredKeys(SCHEMA_OF[fixture.file] as z.ZodType, fixture.body, fixture.file, names).map((key) => ({
      key,
      file: fixture.file,
    })),
  );

  it("finds no field pixiv sends that the schemas neither declare nor allow", () => {
    const unexpected = [
      ...new Set(undeclared.map(({ key }) => key).filter((key) => !ALLOWED_UNDECLARED.has(key))),
    ];
    expect(unexpected).toEqual([]);
  });

  it("allows only fields pixiv still sends (no stale allowlist entries)", () => {
    const seen = new Set(undeclared.map(({ key }) => key));
    expect([...ALLOWED_UNDECLARED].filter((key) => !seen.has(key))).toEqual([]);
  });

  it("reports a field a schema does not declare, however deep, under the schema that holds it", () => {
    const raw = readFixtureObject("app-api.illust_ranking.json");
    const [first, ...rest] = raw["illusts"] as Record<string, unknown>[];
    const user = { ...(first?.["user"] as object), brand_new: 1 };
    const illusts = [{ ...first, user, also_new: [] }, ...rest];
    expect(undeclaredKeys(rankingBodySchema, { ...raw, illusts }, "ranking", names)).toEqual([
      "illust.also_new",
      "userMin.brand_new",
    ]);
  });
});
