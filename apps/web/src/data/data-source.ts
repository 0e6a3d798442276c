/**
 * The one typed interface screens get their data from (ARCHITECTURE.md: one data-source
 * interface in the web app). Implementations choose themselves by login mode — proxy (HibiAPI + normalizers)
 * now, app API and web later — and screens never know which one answers. Every method rejects with a
 * DataSourceError, never with a raw fetch or parse error.
 *
 * It holds what the sign-in mode answers differently, and what Home's first page needs: the browse
 * lists on the HibiAPI routes (browse-source.ts, implemented for the proxy in proxy/browse.ts), a
 * work's detail (work-source.ts), a user's profile and comments (people-source.ts) and the account
 * part (account-source.ts: the signed-in sources implement it, the proxy refuses it). The rest of
 * each area's interface (browse-source.ts, search-source.ts, work-source.ts, people-source.ts) is the
 * same in every mode: the proxy answers it, loaded on first use through proxy-areas.ts.
 */
import type { AccountSource } from "./account-source";
import type { BrowseSource, WebBrowseMethod } from "./browse-source";
import type { PeopleSource } from "./people-source";
import type { ProxyClient } from "./proxy/client";
import type { SearchSource } from "./search-source";
import type { WorkSource } from "./work-source";

export type { RequestOptions } from "./request-options";
export type { RankingParams } from "./browse-source";

export interface DataSource
  extends
    Omit<BrowseSource, WebBrowseMethod>,
    Pick<WorkSource, "getArtwork">,
    Pick<PeopleSource, "getMember" | "getComments" | "getCommentReplies">,
    Pick<SearchSource, "liveSocketUrl" | "liveStreamUrl">,
    AccountSource {
  /** The proxy's client (HibiAPI routes), on which proxy-areas.ts builds the areas it loads. */
  readonly proxyClient: ProxyClient;
}
