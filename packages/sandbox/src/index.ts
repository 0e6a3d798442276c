/**
 * @pxv/sandbox — a loopback stand-in for pixiv's upstream hosts with a deterministic, generated
 * catalogue. `startSandbox` serves the hosts; the catalogue's pure functions are exported for tests.
 */
export { startSandbox, type Sandbox, type SandboxOptions, type SandboxUrls } from "./sandbox.js";
export { createCatalogue, DEFAULT_SEED, isPublished, type Catalogue } from "./catalogue/catalogue.js";
export type { CatalogueUser } from "./catalogue/users.js";
export type { CatalogueWork, WorkType, XRestrict, AiType, PageSize } from "./catalogue/works.js";
export { pageSize, MAX_LONG_SIDE } from "./catalogue/works.js";
export { fitsRankMode, rankingIdRange } from "./catalogue/ranking.js";
export { illustJson, type IllustView } from "./app-api/illust-json.js";
export { framePicture, fitInside, MASTER_BOUND, type PictureVariant } from "./images/picture-geometry.js";
