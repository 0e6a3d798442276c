/**
 * The one typed interface screens get their data from (ARCHITECTURE.md: one data-source
 * interface in the web app). Implementations choose themselves by login mode — proxy (HibiAPI + normalizers)
 * now, app API and web later — and screens never know which one answers. Every method rejects with a
 * DataSourceError, never with a raw fetch or parse error.
 *
 * The interface is the sum of one part per screen area, each in its own module: browse-source.ts
 * (lists, ranking, discovery), search-source.ts (search, spotlights, lives), work-source.ts (artwork,
 * ugoira, a user's works) and people-source.ts (novels, users, series, comments). The proxy
 * implements each part in proxy/<area>.ts. account-source.ts is what a signed-in person does
 * (bookmarks, follows, feeds): the signed-in sources implement it, the proxy refuses it.
 */
import type { AccountSource } from "./account-source";
import type { BrowseSource } from "./browse-source";
import type { PeopleSource } from "./people-source";
import type { SearchSource } from "./search-source";
import type { WorkSource } from "./work-source";

export type { RequestOptions } from "./request-options";
export type { RankingParams } from "./browse-source";

export interface DataSource extends BrowseSource, SearchSource, WorkSource, PeopleSource, AccountSource {}
