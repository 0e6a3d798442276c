// Accept-Language and filter as pixiv applies them to every app API answer: tag translations in
// en / zh / zh-tw / ko (null for ja), user messages in ja / en / zh, `filter` echoed in next_url; and
// the two endpoints that need no token, /v1/illust/recommended-nologin and /idp-urls.
import {
  appApiErrorBodySchema,
  idpUrlsBodySchema,
  illustDetailBodySchema,
  illustRecommendedBodySchema,
} from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { createCatalogue } from "../catalogue/catalogue.js";
import { tagLanguageOf, translateTag } from "../catalogue/tag-translations.js";

import { useSignedInSandbox } from "../test/signed-in-sandbox.js";
import { finishAnswerBody, localizeUserMessage, withFilter } from "./localize.js";

const catalogue = createCatalogue();
const DATE = "2025-02-04";
/** A work tagged 女の子 (translated "girl"). */
const girlWorkId = catalogue
  .ranking("week", DATE)
  .find((id) => catalogue.illust(id)?.tags.some((tag) => tag.name === "女の子") === true) as number;
const env = useSignedInSandbox({ faults: [] });
const { getJson } = env;

describe("tag languages", () => {
  it.each([
    ["ja", "ja"],
    ["ja-JP,ja;q=0.9", "ja"],
    ["en-us", "en"],
    ["zh-CN", "zh"],
    ["zh-cn", "zh"],
    ["zh-TW", "zh_tw"],
    ["zh-Hant-HK", "zh_tw"],
    ["ko-KR", "ko"],
    [undefined, "en"],
  ] as const)("%s reads %s", (header, language) => {
    expect(tagLanguageOf(header)).toBe(language);
  });

  it("translates a tag into each language, null for Japanese readers", () => {
    const girl = { name: "女の子", translated: "girl" };
    expect(["ja", "en", "zh", "zh_tw", "ko"].map((lang) => translateTag(girl, lang as "ja"))).toEqual([
      null,
      "girl",
      "女孩子",
      "女孩子",
      "여자아이",
    ]);
    expect(translateTag({ name: "R-18", translated: null }, "en")).toBeNull();
    expect(translateTag({ name: "銀髪", translated: "silver hair" }, "zh_tw")).toBe("銀髮");
  });
});

describe("Accept-Language on the app API", () => {
  it.each([
    ["en-us", "girl"],
    ["zh-CN", "女孩子"],
    ["zh-TW", "女孩子"],
    ["ko-KR", "여자아이"],
    ["ja", null],
  ])("%s: translated_name of 女の子 is %s", async (language, expected) => {
    const { body } = await getJson(`/v1/illust/detail?illust_id=${girlWorkId}`, {
      "accept-language": language,
    });
    const tags = illustDetailBodySchema.parse(body).illust.tags;
    expect(tags.find((tag) => tag.name === "女の子")?.translated_name).toBe(expected);
  });

  it("translates lists too (ranking, trending tags)", async () => {
    const { body } = await getJson(`/v1/trending-tags/illust`, { "accept-language": "ja" });
    const trend = (body as { trend_tags: { translated_name: string | null }[] }).trend_tags;
    expect(trend.length).toBeGreaterThan(0);
    expect(trend.every((tag) => tag.translated_name === null)).toBe(true);
  });

  it.each([
    ["ja", "ページが見つかりませんでした", "該当作品は削除されたか、存在しない作品IDです。"],
    ["en-US", "Page not found", "The artwork has been deleted or the artwork ID does not exist."],
    ["zh-CN", "尚无此页", "该作品已被删除，或作品ID不存在。"],
  ])("%s: user_message of a missing user and work", async (language, user, work) => {
    const headers = { "accept-language": language };
    const missingUser = await getJson("/v1/user/detail?user_id=1", headers);
    expect(missingUser.status).toBe(404);
    expect(appApiErrorBodySchema.parse(missingUser.body).error.user_message).toBe(user);
    const missingWork = await getJson("/v1/illust/detail?illust_id=5", headers);
    expect(appApiErrorBodySchema.parse(missingWork.body).error.user_message).toBe(work);
  });

  it("keeps pixiv's defaults without a language it localizes into", () => {
    expect(localizeUserMessage("Rate Limit", "zh")).toBe("Rate Limit");
    const body = { illusts: [{ tags: [{ name: "女の子", translated_name: "girl" }] }], next_url: null };
    expect(finishAnswerBody(body, { acceptLanguage: "*" })).toBe(body);
    expect(finishAnswerBody(body, { acceptLanguage: "fr-FR" })).toBe(body);
  });
});

describe("filter in next_url", () => {
  it("puts filter first unless it is there", () => {
    expect(withFilter("https://app-api.pixiv.net/v1/x?offset=30", "for_ios")).toBe(
      "https://app-api.pixiv.net/v1/x?filter=for_ios&offset=30",
    );
    expect(withFilter("https://app-api.pixiv.net/v1/x", "for_ios")).toBe(
      "https://app-api.pixiv.net/v1/x?filter=for_ios",
    );
    expect(withFilter("https://app-api.pixiv.net/v1/x?filter=for_android&offset=30", "for_ios")).toBe(
      "https://app-api.pixiv.net/v1/x?filter=for_android&offset=30",
    );
  });

  it.each([
    `/v1/illust/ranking?mode=day&date=${DATE}&filter=for_ios`,
    "/v1/search/illust?word=%E5%A5%B3%E3%81%AE%E5%AD%90&search_target=partial_match_for_tags&filter=for_ios",
    "/v1/illust/recommended?filter=for_ios",
    "/v1/illust/new?content_type=illust&filter=for_ios",
    `/v1/user/illusts?user_id=${catalogue.poster(catalogue.illust(girlWorkId) ?? (null as never)).id}&filter=for_ios`,
  ])("%s", async (path) => {
    const { status, body } = await getJson(path);
    expect(status).toBe(200);
    const nextUrl = (body as { next_url: string | null }).next_url;
    expect(nextUrl).toMatch(/^https:\/\/app-api\.pixiv\.net\/[^?]+\?(.+&)?filter=for_ios(&|$)/);
  });
});

describe("endpoints without a token", () => {
  it("recommends all-ages works before sign-in", async () => {
    const response = await fetch(
      `${env.sandbox.urls.appApi}/v1/illust/recommended-nologin?include_ranking_illusts=true&filter=for_ios`,
    );
    expect(response.status).toBe(200);
    const body = illustRecommendedBodySchema.parse(await response.json());
    expect(body.illusts.length).toBeGreaterThan(0);
    expect(body.illusts.every((illust) => illust.x_restrict === 0 && !illust.is_bookmarked)).toBe(true);
    expect(body.next_url).toMatch(/\/v1\/illust\/recommended-nologin\?.*filter=for_ios/);
  });

  it("lists the identity provider's URLs", async () => {
    const response = await fetch(`${env.sandbox.urls.appApi}/idp-urls`);
    expect(response.status).toBe(200);
    const body = idpUrlsBodySchema.parse(await response.json());
    expect(body["auth-token"]).toBe("https://oauth.secure.pixiv.net/auth/token");
  });

  it("still refuses other endpoints without a token", async () => {
    const response = await fetch(`${env.sandbox.urls.appApi}/v1/illust/recommended`);
    expect(response.status).toBe(400);
    await response.arrayBuffer();
  });
});
