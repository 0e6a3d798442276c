/**
 * Users as pixiv's app API writes them beyond user-min (PIXIV.md §3.0.3): `/v1/user/detail`'s
 * user, profile, profile_publicity and workspace, and `user_previews[]` entries (a user with up to
 * USER_PREVIEW_WORKS recent works). Profile facts are generated from the user's index.
 */
import { I_PXIMG_ORIGIN, USER_PREVIEW_WORKS } from "@pxv/pixiv";
import type { Catalogue } from "../catalogue/catalogue.js";
import { streamFor } from "../catalogue/random.js";
import { userBackgroundPath } from "../pximg-paths.js";
import type { CatalogueUser } from "../catalogue/users.js";
import type { ViewerMarks } from "./endpoint.js";
import { illustJson, userMinJson } from "./illust-json.js";
import { novelJson } from "./novel-json.js";
import type { UserCounts } from "./user-works.js";

const REGIONS = [
  "日本 東京都",
  "日本 大阪府",
  "日本 北海道",
  "",
  "",
  "Taiwan",
  "Korea",
  "United States",
  "France",
];
const JOBS: readonly (readonly [number, string])[] = [
  [0, ""],
  [1, "IT関係"],
  [3, "学生"],
  [7, "デザイナー"],
  [11, "イラストレーター"],
];
const SELF_INTRODUCTIONS = [
  "絵を描いています。\r\nよろしくお願いします。",
  "Illustrator. Commissions closed for now.\r\nThank you for visiting!",
  "主に創作とファンアートを投稿しています。",
  "",
  "喜欢画画。",
];

function profileFacts(user: CatalogueUser) {
  const random = streamFor(user.id, "profile", user.index);
  const background = userBackgroundPath(user);
  const birthYear = random.chance(0.3) ? random.int(1975, 2006) : 0;
  const month = String(random.int(1, 12)).padStart(2, "0");
  const day = String(random.int(1, 28)).padStart(2, "0");
  const [jobId, job] = random.pick(JOBS);
  return {
    comment: random.pick(SELF_INTRODUCTIONS),
    gender: random.pick(["", "", "male", "female", "unknown"]),
    birth: birthYear === 0 ? "" : `${birthYear}-${month}-${day}`,
    birthDay: random.chance(0.5) ? `${month}-${day}` : "",
    birthYear,
    region: random.pick(REGIONS),
    jobId,
    job,
    background: background === null ? null : `${I_PXIMG_ORIGIN}/${background}`,
    webpage: random.chance(0.2) ? `https://example.com/~${user.account}` : null,
    twitter: random.chance(0.3) ? user.account : "",
  };
}

export function userDetailJson(
  user: CatalogueUser,
  counts: UserCounts,
  marks: ViewerMarks,
  isPremium: boolean,
) {
  const facts = profileFacts(user);
  return {
    user: { ...userMinJson(user, "list", marks), comment: facts.comment, is_access_blocking_user: false },
    profile: {
      webpage: facts.webpage,
      gender: facts.gender,
      birth: facts.birth,
      birth_day: facts.birthDay,
      birth_year: facts.birthYear,
      region: facts.region,
      address_id: facts.region.startsWith("日本") ? 13 : 0,
      country_code: facts.region === "" || facts.region.startsWith("日本") ? "" : "XX",
      job: facts.job,
      job_id: facts.jobId,
      total_follow_users: counts.following,
      total_mypixiv_users: counts.mypixiv,
      total_illusts: counts.illusts,
      total_manga: counts.manga,
      total_novels: counts.novels,
      total_illust_bookmarks_public: counts.illustBookmarks,
      total_illust_series: counts.illustSeries,
      total_novel_series: counts.novelSeries,
      background_image_url: facts.background,
      twitter_account: facts.twitter,
      twitter_url: facts.twitter === "" ? null : `https://twitter.com/${facts.twitter}`,
      pawoo_url: null,
      is_premium: isPremium,
      is_using_custom_profile_image: user.avatar !== null,
    },
    profile_publicity: {
      gender: "public",
      region: "public",
      birth_day: "public",
      birth_year: "public",
      job: "public",
      pawoo: true,
    },
    workspace: {
      pc: "",
      monitor: "",
      tool: "",
      scanner: "",
      tablet: "",
      mouse: "",
      printer: "",
      desktop: "",
      music: "",
      desk: "",
      chair: "",
      comment: "",
      workspace_image_url: null,
    },
  };
}

/** One `user_previews[]` entry: the user and their newest works and novels. */
export function userPreviewJson(
  catalogue: Catalogue,
  user: CatalogueUser,
  recentWorkIds: readonly number[],
  recentNovelIds: readonly number[],
  marks: ViewerMarks,
) {
  return {
    user: userMinJson(user, "list", marks),
    illusts: recentWorkIds.slice(0, USER_PREVIEW_WORKS).flatMap((id) => {
      const work = catalogue.illust(id);
      return work === null ? [] : [illustJson(catalogue, work, "list", marks)];
    }),
    novels: recentNovelIds.slice(0, USER_PREVIEW_WORKS).flatMap((id) => {
      const novel = catalogue.novel(id);
      return novel === null ? [] : [novelJson(catalogue, novel, marks)];
    }),
    is_muted: false,
  };
}
