/**
 * pixiv Sketch live domain types (PRODUCT.md §3 Live): a list entry, a live's detail with its performers
 * and their streams, a chat message, and what the live websocket pushes. Field names follow
 * PRODUCT.md; image URLs are already rewritten for the browser.
 */

export interface LiveUser {
  readonly name: string;
  readonly avatar: string;
  /** The performer's pixiv user id, or 0 when unknown. */
  readonly pixiv_user_id: number;
}

export interface LivePerformer extends LiveUser {
  readonly unique_name: string;
  /** The performer's HLS playlist (not rewritten: the live page chooses how to reach it). */
  readonly hls_url: string;
}

/** What a live list entry and a live's detail both say of a live. */
export interface LiveFacts {
  readonly id: string;
  readonly name: string;
  readonly thumbnail: string;
  readonly is_r18: boolean;
  readonly is_r15: boolean;
  readonly is_adult: boolean;
  readonly member_count: number;
  readonly total_audience_count: number;
  readonly performer_count: number;
  readonly is_enabled_mic_input: boolean;
}

export interface LiveSummary extends LiveFacts {
  readonly owner: LiveUser;
  readonly performers: readonly LiveUser[];
}

export interface LiveDetail extends LiveFacts {
  readonly description: string;
  readonly chat_count: number;
  readonly heart_count: number;
  readonly created_at: string;
  readonly finished_at: string | null;
  readonly owner: LivePerformer;
  readonly performers: readonly LivePerformer[];
}

export interface LiveChat {
  readonly id: string;
  readonly created_at: string;
  readonly user: LiveUser;
  readonly message: string;
}

/** One websocket message, normalized. */
export type LiveEvent =
  | { readonly type: "chat"; readonly chat: LiveChat }
  | { readonly type: "audience"; readonly count: number; readonly total: number }
  | { readonly type: "heart"; readonly total: number }
  | { readonly type: "finish" };
