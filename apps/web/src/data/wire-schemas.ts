/**
 * The zod schemas the web app validates responses with, in their own module so that they (and zod)
 * load on demand (load-wire-schemas.ts), in parallel with the first request, instead of in the first
 * page's JavaScript. Import this module only dynamically.
 */
export {
  commentsBodySchema,
  commentRepliesBodySchema,
  appApiErrorBodySchema,
  illustDetailBodySchema,
  illustListBodySchema,
  pidRecoverBodySchema,
  ugoiraMetadataBodySchema,
  noticesBodySchema,
  rankingBodySchema,
} from "@pxv/pixiv";
// pxv's own answers (pxv/api-schemas.ts, the shapes its routes declare): capabilities, the web
// session, a picture's translation.
export { capabilitiesBodySchema, pictureTranslationBodySchema, webSessionBodySchema } from "@pxv/pixiv";
// Search, spotlights and lives (issue 6, search screens).
export {
  autocompleteBodySchema,
  imageSearchBodySchema,
  liveListBodySchema,
  pixivisionArticleBodySchema,
  pixivisionListBodySchema,
  pixivisionTypedArticleBodySchema,
  searchIllustBodySchema,
  searchNovelBodySchema,
  sketchLiveBodySchema,
  sketchLogsBodySchema,
  sketchSocketMessageSchema,
  trendingTagsBodySchema,
} from "@pxv/pixiv";
// Browsing lists (issue 6): novel lists, the web ranking, discovery and the touch API's popular list.
export {
  ajaxIllustDiscoverySchema,
  ajaxIllustPagesSchema,
  novelListBodySchema,
  rankingPhpBodySchema,
  touchPopularIllustsBodySchema,
} from "@pxv/pixiv";
// Reading screens (issue 7): novels and their text, users, series, comments and author tags.
export {
  ajaxUserIllustTagsSchema,
  ajaxUserIllustsByTagSchema,
  illustSeriesBodySchema,
  novelDetailBodySchema,
  novelSeriesBodySchema,
  relayCommentsBodySchema,
  userDetailBodySchema,
  userIllustSeriesBodySchema,
  userNovelSeriesBodySchema,
  userPreviewsBodySchema,
  webviewNovelSchema,
} from "@pxv/pixiv";
// Signing in, bookmarks, follows and feeds (issue 8): app-API account lists and the web relay's.
export {
  ajaxBookmarkAddSchema,
  ajaxBookmarksSchema,
  ajaxBookmarkTagsSchema,
  ajaxDiscoverySchema,
  ajaxDiscoveryUsersSchema,
  ajaxFollowingSchema,
  ajaxFollowLatestSchema,
  ajaxIllustNewSchema,
  ajaxIllustSchema,
  ajaxUserSchema,
  bookmarkTagsBodySchema,
  illustRecommendedBodySchema,
  legacyFollowAddAnswerSchema,
  legacyUnfollowAnswerSchema,
} from "@pxv/pixiv";
