/**
 * The user endpoints of the app API (PIXIV.md §3.1 rows 1, 8–10, 20, 32, 33, 38–41, 48, 49 and
 * the helpers under the table): the signed-in account's state and settings, user detail, a user's
 * works, novels and series, following/follower/mypixiv lists, recommended and related users, follow
 * add/delete/detail. Follows of the demo accounts live in the account state; catalogue users follow
 * each other through the generated graph.
 */
import { DEFAULT_PAGE_SIZE, S_PXIMG_ORIGIN, USER_PREVIEW_PAGE_SIZE, USER_PREVIEW_WORKS } from "@pxv/pixiv";
import { accountById, SANDBOX_ACCOUNTS } from "../accounts.js";
import { field } from "../http/form-body.js";
import type { Restrict } from "../state/account-state.js";
import { streamFor } from "../catalogue/random.js";
import { USER_COUNT, type CatalogueUser } from "../catalogue/users.js";
import {
  appApiError,
  invalidParameters,
  userNotFound,
  type AppApiError,
  type ParameterProblems,
} from "./errors.js";
import { marksOf, ok, type AppApiAnswer, type Endpoint, type EndpointRequest } from "./endpoint.js";
import { userMinJson } from "./illust-json.js";
import { illustsOf, novelsOf } from "./lists.js";
import { accountAsUser, findUser } from "./people.js";
import { appApiUrl, offsetPage, parameter, readId, readOffset, readRestrict } from "./query.js";
import { illustSeriesDetailJson, novelSeriesDetailJson } from "./series-json.js";
import { userDetailJson, userPreviewJson } from "./user-json.js";
import { userCounts, userNovelIds, userWorkIds, type WorkFilter } from "./user-works.js";

function readUser(
  request: EndpointRequest,
  name: string,
  problems: ParameterProblems,
): CatalogueUser | null | undefined {
  const id = readId(request.query, name, problems);
  if (Number.isNaN(id)) return undefined;
  return findUser(request.context.catalogue, id);
}

/** Runs `answer` with the user named by `name`, or answers 400/404. */
function withUser(
  request: EndpointRequest,
  name: string,
  answer: (user: CatalogueUser, problems: ParameterProblems) => AppApiAnswer,
): AppApiAnswer {
  const problems: ParameterProblems = {};
  const user = readUser(request, name, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (user === null || user === undefined) return userNotFound();
  return answer(user, problems);
}

export const answerMeState: Endpoint = (request) => {
  const account = request.viewer;
  return ok({
    user_state: {
      is_mail_authorized: true,
      has_mail_address: true,
      has_changed_pixiv_id: false,
      can_change_pixiv_id: true,
      has_password: true,
      require_policy_agreement: false,
      no_login_method: false,
      is_user_restricted: false,
    },
    profile: {
      user_id: account.id,
      pixiv_id: account.account,
      name: account.name,
      profile_image_urls: { medium: `${S_PXIMG_ORIGIN}/common/images/no_profile.png` },
      is_premium: account.isPremium,
      x_restrict: account.xRestrict,
    },
  });
};

export const answerUserDetail: Endpoint = (request) =>
  withUser(request, "user_id", (user) => {
    const { catalogue, now, states } = request.context;
    const account = accountById(user.id);
    const base = userCounts(catalogue, user.index, now());
    const counts =
      account === null
        ? base
        : {
            ...base,
            following: states.follows(account.id).length,
            illustBookmarks: states.bookmarks(account.id, "illust").filter((b) => b.restrict === "public")
              .length,
          };
    const isPremium = account?.isPremium ?? streamFor(user.id, "premium").chance(0.15);
    return ok(userDetailJson(user, counts, marksOf(request), isPremium));
  });

export const answerUserIllusts: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const type = parameter(request.query, "type");
    const filter: WorkFilter = type === "illust" || type === "manga" ? type : "any";
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    const ids = userWorkIds(
      request.context.catalogue,
      user.index,
      request.context.now(),
      filter,
      offset + DEFAULT_PAGE_SIZE + 1,
    );
    const { page, nextOffset } = offsetPage(ids, offset, DEFAULT_PAGE_SIZE);
    return ok({
      user: userMinJson(user, "list", marksOf(request)),
      illusts: illustsOf(request, page),
      next_url:
        nextOffset === null
          ? null
          : appApiUrl("/v1/user/illusts", [
              ["user_id", user.id],
              ["type", type],
              ["filter", parameter(request.query, "filter")],
              ["offset", nextOffset],
            ]),
    });
  });

export const answerUserNovels: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    const ids = userNovelIds(
      request.context.catalogue,
      user.index,
      request.context.now(),
      offset + DEFAULT_PAGE_SIZE + 1,
    );
    const { page, nextOffset } = offsetPage(ids, offset, DEFAULT_PAGE_SIZE);
    return ok({
      user: userMinJson(user, "list", marksOf(request)),
      novels: novelsOf(request, page),
      next_url:
        nextOffset === null
          ? null
          : appApiUrl("/v1/user/novels", [
              ["user_id", user.id],
              ["filter", parameter(request.query, "filter")],
              ["offset", nextOffset],
            ]),
    });
  });

/** A page of `user_previews` for a list of users, with `next_url` from `urlFor(nextOffset)`. */
function userPreviewsPage(
  request: EndpointRequest,
  users: readonly CatalogueUser[],
  offset: number,
  urlFor: (nextOffset: number) => string,
): AppApiAnswer {
  const { catalogue, now } = request.context;
  const marks = marksOf(request);
  const { page, nextOffset } = offsetPage(users, offset, USER_PREVIEW_PAGE_SIZE);
  return ok({
    user_previews: page.map((user) =>
      userPreviewJson(
        catalogue,
        user,
        userWorkIds(catalogue, user.index, now(), "any", USER_PREVIEW_WORKS),
        userNovelIds(catalogue, user.index, now(), USER_PREVIEW_WORKS),
        marks,
      ),
    ),
    next_url: nextOffset === null ? null : urlFor(nextOffset),
  });
}

function followingOf(request: EndpointRequest, user: CatalogueUser, restrict: Restrict): CatalogueUser[] {
  const { catalogue, states } = request.context;
  const account = accountById(user.id);
  if (account !== null) {
    if (restrict === "private" && account.id !== request.viewer.id) return [];
    return states
      .follows(account.id)
      .filter((follow) => follow.restrict === restrict)
      .flatMap((follow) => findUser(catalogue, follow.userId) ?? []);
  }
  if (restrict === "private") return [];
  return catalogue.social.following(user.index).map((index) => catalogue.userAt(index));
}

export const answerUserFollowing: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const restrict = readRestrict(request.query, problems);
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    return userPreviewsPage(request, followingOf(request, user, restrict), offset, (next) =>
      appApiUrl("/v1/user/following", [
        ["filter", parameter(request.query, "filter")],
        ["user_id", user.id],
        ["restrict", restrict],
        ["offset", next],
      ]),
    );
  });

export const answerUserFollower: Endpoint = (request) => {
  // pixiv answers the signed-in account's followers whatever user_id says (PIXIV.md §3.1 row 40).
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  const { states } = request.context;
  // Only the demo accounts can follow a demo account.
  const followers = SANDBOX_ACCOUNTS.filter(
    (account) => states.follow(account.id, request.viewer.id) !== undefined,
  ).map(accountAsUser);
  return userPreviewsPage(request, followers, offset, (next) =>
    appApiUrl("/v1/user/follower", [
      ["user_id", parameter(request.query, "user_id")],
      ["filter", parameter(request.query, "filter")],
      ["offset", next],
    ]),
  );
};

export const answerUserMypixiv: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    // mypixiv is mutual following among catalogue users.
    const { catalogue } = request.context;
    const mutual =
      user.index < 0
        ? []
        : catalogue.social
            .following(user.index)
            .filter((index) => catalogue.social.follows(index, user.index))
            .map((index) => catalogue.userAt(index));
    return userPreviewsPage(request, mutual, offset, (next) =>
      appApiUrl("/v1/user/mypixiv", [
        ["user_id", user.id],
        ["offset", next],
      ]),
    );
  });

/**
 * Users a deterministic draw suggests to an account, skipping those it follows (the app API's
 * recommended users; www's `/ajax/discovery/users` draws from the same).
 */
export function suggestedUsers(
  context: Pick<EndpointRequest["context"], "catalogue" | "states">,
  accountId: number,
  count: number,
): CatalogueUser[] {
  const { catalogue, states } = context;
  const random = streamFor(catalogue.seedHash, "suggested-users", accountId);
  const users: CatalogueUser[] = [];
  const seen = new Set<number>();
  while (users.length < count && seen.size < count * 4) {
    const user = catalogue.userAt(random.int(0, USER_COUNT - 1));
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    if (states.follow(accountId, user.id) === undefined) users.push(user);
  }
  return users;
}

const SUGGESTED_USERS = 150;

export const answerUserRecommended: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const offset = readOffset(request.query, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  return userPreviewsPage(
    request,
    suggestedUsers(request.context, request.viewer.id, SUGGESTED_USERS),
    offset,
    (next) =>
      appApiUrl("/v1/user/recommended", [
        ["filter", parameter(request.query, "filter")],
        ["offset", next],
      ]),
  );
};

export const answerUserRelated: Endpoint = (request) =>
  withUser(request, "seed_user_id", (user, problems) => {
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    const { catalogue } = request.context;
    const related =
      user.index < 0
        ? []
        : catalogue.social
            .following(user.index)
            .slice(0, 30)
            .map((index) => catalogue.userAt(index));
    const answer = userPreviewsPage(request, related, offset, (next) =>
      appApiUrl("/v1/user/related", [
        ["filter", parameter(request.query, "filter")],
        ["offset", next],
        ["seed_user_id", user.id],
      ]),
    );
    return answer;
  });

function readFollowTarget(
  request: EndpointRequest,
  problems: ParameterProblems,
): CatalogueUser | null | undefined {
  const text = field(request.form, "user_id") ?? parameter(request.query, "user_id");
  const id = readId({ user_id: text }, "user_id", problems);
  return Number.isNaN(id) ? undefined : findUser(request.context.catalogue, id);
}

export const answerFollowAdd: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const user = readFollowTarget(request, problems);
  const restrict = readRestrict(request.form, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (user === null || user === undefined) return userNotFound();
  if (user.id === request.viewer.id) return appApiError(400, { userMessage: "Invalid request." });
  request.context.states.addFollow(request.viewer.id, user.id, restrict);
  return ok({});
};

export const answerFollowDelete: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  const user = readFollowTarget(request, problems);
  const invalid = invalidParameters(problems);
  if (invalid !== null) return invalid;
  if (user === null || user === undefined) return userNotFound();
  request.context.states.deleteFollow(request.viewer.id, user.id);
  return ok({});
};

export const answerFollowDetail: Endpoint = (request) =>
  withUser(request, "user_id", (user) => {
    const follow = request.context.states.follow(request.viewer.id, user.id);
    return ok({
      follow_detail: { is_followed: follow !== undefined, restrict: follow?.restrict ?? "public" },
    });
  });

export const answerAiShowSettings: Endpoint = (request) =>
  ok({ show_ai: request.context.states.showAi(request.viewer.id) });

export const answerAiShowSettingsEdit: Endpoint = (request) => {
  const value = field(request.form, "show_ai");
  if (value !== "true" && value !== "false") {
    return invalidParameters({ show_ai: ["Show Ai contains invalid value"] }) as AppApiError;
  }
  request.context.states.setShowAi(request.viewer.id, value === "true");
  return ok({});
};

export const answerRestrictedModeSettings: Endpoint = () => ok({ is_restricted_mode_enabled: false });

export const answerUserIllustSeries: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    const { catalogue } = request.context;
    const all = user.index < 0 ? [] : catalogue.seriesOfUser("illust", user.index);
    const { page, nextOffset } = offsetPage(all, offset, DEFAULT_PAGE_SIZE);
    return ok({
      illust_series_details: page.flatMap((spec) => illustSeriesDetailJson(request, spec) ?? []),
      next_url:
        nextOffset === null
          ? null
          : appApiUrl("/v1/user/illust-series", [
              ["user_id", user.id],
              ["offset", nextOffset],
            ]),
    });
  });

export const answerUserNovelSeries: Endpoint = (request) =>
  withUser(request, "user_id", (user, problems) => {
    const offset = readOffset(request.query, problems);
    const invalid = invalidParameters(problems);
    if (invalid !== null) return invalid;
    const { catalogue } = request.context;
    const all = user.index < 0 ? [] : catalogue.seriesOfUser("novel", user.index);
    const { page, nextOffset } = offsetPage(all, offset, DEFAULT_PAGE_SIZE);
    return ok({
      novel_series_details: page.flatMap((spec) => novelSeriesDetailJson(request, spec) ?? []),
      next_url:
        nextOffset === null
          ? null
          : appApiUrl("/v1/user/novel-series", [
              ["user_id", user.id],
              ["offset", nextOffset],
            ]),
    });
  });

/**
 * `/v2/illust/mypixiv` and `/v1/novel/mypixiv`: works of the account's mypixiv (mutual) users. Only
 * demo accounts can follow a demo account back, and they post nothing, so these lists are empty.
 */
export const answerIllustMypixiv: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  readOffset(request.query, problems);
  return invalidParameters(problems) ?? ok({ illusts: [], next_url: null });
};

export const answerNovelMypixiv: Endpoint = (request) => {
  const problems: ParameterProblems = {};
  readOffset(request.query, problems);
  return invalidParameters(problems) ?? ok({ novels: [], next_url: null });
};
