/**
 * The search part of the DataSource: illust, novel and user search, autocomplete, trending tags,
 * popular preview, image search, spotlights (pixivision) and lives (issue 6). Implemented for the
 * proxy in proxy/search.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the search screens
export interface SearchSource {}
