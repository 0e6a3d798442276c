/**
 * @pxv/sandbox — a loopback stand-in for pixiv's upstream hosts with a deterministic, generated
 * catalogue. `startSandbox` serves the hosts; the catalogue's pure functions are exported for tests.
 */
export { startSandbox, type Sandbox, type SandboxOptions, type SandboxUrls } from "./sandbox.js";
export {
  CLOCK_ENV,
  TEST_CLOCK_START,
  clockFromEnvironment,
  clockStartingAt,
  parseClockStart,
  systemClock,
  type SandboxClock,
} from "./clock.js";
export { SANDBOX_ACCOUNTS, SANDBOX_SERVER_ACCOUNT, type SandboxAccount } from "./accounts.js";
export { s256CodeChallenge } from "./oauth/token-store.js";
export { createCatalogue, DEFAULT_SEED, isPublished, type Catalogue } from "./catalogue/catalogue.js";
export type { CatalogueUser } from "./catalogue/users.js";
export {
  MANY_FRAMES_UGOIRA_FRAME_COUNT,
  MANY_FRAMES_UGOIRA_ID,
  MARKUP_USER_ID,
  MARKUP_USER_NAME,
  MARKUP_WORK_CAPTION,
  MARKUP_WORK_ID,
  MARKUP_WORK_TITLE,
  SMALL_USER_ID,
  SMALL_USER_WORK_IDS,
  TEXT_PAGE_USER_ID,
  UGOIRA_USER_ID,
} from "./catalogue/fixtures.js";
export {
  REGION_TRANSLATIONS,
  SPEECH_BUBBLE_TAG,
  TEXT_PAGE_ILLUST_ID,
  TEXT_PAGE_MANGA_ID,
  TEXT_PAGE_WORKS,
} from "./catalogue/text-pages.js";
export {
  renderTextPage,
  textPageTruth,
  type TextPageTruth,
  type TextRegionTruth,
} from "./images/text-page-renderer.js";
export { NOVEL_IDS_BY_LANGUAGE } from "./catalogue/novels.js";
export type { NovelLanguage } from "./catalogue/novel-words.js";
export type { CatalogueWork, WorkType, XRestrict, AiType, PageSize } from "./catalogue/works.js";
export { pageSize, MAX_LONG_SIDE } from "./catalogue/works.js";
export { fitsRankMode, rankingIdRange } from "./catalogue/ranking.js";
export { illustJson, type IllustView } from "./app-api/illust-json.js";
export { framePicture, fitInside, MASTER_BOUND, type PictureVariant } from "./images/picture-geometry.js";
export {
  createFaultStore,
  faultStoreFromEnvironment,
  FAULTS_ENV,
  type FaultStore,
  type FaultRulesInput,
} from "./control/fault-store.js";
export {
  FAULT_KINDS,
  parseFaultRules,
  FaultSyntaxError,
  type FaultKind,
  type FaultRule,
  type FaultRuleInput,
} from "./control/fault-rules.js";
export { faultInjection, type FaultInjectionOptions } from "./control/fault-plugin.js";
export {
  appApiFaultBodies,
  ajaxFaultBodies,
  nginxFaultBodies,
  sketchFaultBodies,
  sauceNaoFaultBodies,
  openAiFaultBodies,
  booruFaultBodies,
  type FaultResponder,
  type FaultResponse,
} from "./control/fault-bodies.js";
export { createPixivision, type Pixivision } from "./pixivision/pixivision.js";
export { answerSpotlightArticles, pixivisionLanguageOf } from "./pixivision/spotlight.js";
export { createSketch, answerLiveList, LIVE_LIST_PAGE_SIZE, type Sketch } from "./sketch/sketch.js";
export { TRANSLATION_API_KEY } from "./translation/translation-host.js";
export { pseudoTranslate } from "./translation/pseudo-translate.js";
export {
  recoverableIllustIds,
  booruKnows,
  BOORUS,
  type Booru,
  type RecoverableIllustIds,
} from "./booru/booru-posts.js";
// Hostile content on fixed ids (README "Hostile content"), for the reliability suite.
export { HOSTILE_COMMENTS, HOSTILE_NOVELS, HOSTILE_PAYLOADS, HOSTILE_WORKS } from "./catalogue/hostile.js";
// Malformed websocket frames and a raw client that sends them, for the tests and the reliability suite.
export {
  HOSTILE_FRAMES,
  sendRawFrame,
  type HostileFrame,
  type RawSocketAnswer,
} from "./sketch/hostile-frames.js";
