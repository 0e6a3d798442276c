/**
 * The reading part of the DataSource: novels and their text, users and their profiles, series and
 * comments (issue 7). Implemented for the proxy in proxy/people.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the reader screens
export interface PeopleSource {}
