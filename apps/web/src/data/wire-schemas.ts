/**
 * The zod schemas the web app validates responses with, in their own module so that they (and zod)
 * load on demand (load-wire-schemas.ts), in parallel with the first request, instead of in the first
 * page's JavaScript. Import this module only dynamically.
 */
export {
  appApiErrorBodySchema,
  illustDetailBodySchema,
  noticesBodySchema,
  rankingBodySchema,
} from "@pxv/pixiv";
