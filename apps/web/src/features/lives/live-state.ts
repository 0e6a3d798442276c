/**
 * A live page's running state (PRODUCT.md §4 Live): the chat log, counts and whether the live has
 * finished, folded from the detail, the chat log read on opening, and each websocket event —
 * chat appends (count + 1), audience_count_updated sets the audience, heart sets the heart total,
 * finish ends it. Pure, so it is tested without a socket.
 */
import type { LiveChat, LiveDetail, LiveEvent } from "@pxv/pixiv";

/** Chat messages kept on screen; older ones drop off the top. */
export const LIVE_CHAT_KEEP = 200;
/** The duration clock ticks each second; the chat scrolls at most this often (PRODUCT.md §9). */
export const LIVE_CLOCK_INTERVAL_MS = 1000;
export const CHAT_SCROLL_THROTTLE_MS = 500;

export interface LiveState {
  readonly chats: readonly LiveChat[];
  readonly chatCount: number;
  readonly audience: number;
  readonly totalAudience: number;
  readonly hearts: number;
  readonly finished: boolean;
}

export function initialLiveState(detail: LiveDetail, log: readonly LiveChat[]): LiveState {
  return {
    chats: log.slice(-LIVE_CHAT_KEEP),
    chatCount: detail.chat_count,
    audience: detail.member_count,
    totalAudience: detail.total_audience_count,
    hearts: detail.heart_count,
    finished: detail.finished_at !== null,
  };
}

export function liveReducer(state: LiveState, event: LiveEvent): LiveState {
  if (state.finished) return state;
  switch (event.type) {
    case "chat":
      if (state.chats.some((chat) => chat.id === event.chat.id)) return state;
      return {
        ...state,
        chats: [...state.chats, event.chat].slice(-LIVE_CHAT_KEEP),
        chatCount: state.chatCount + 1,
      };
    case "audience":
      return { ...state, audience: event.count, totalAudience: event.total };
    case "heart":
      return { ...state, hearts: event.total };
    case "finish":
      return { ...state, finished: true };
  }
}

/** Time since the live started, as H:MM:SS (the duration clock). */
export function liveDuration(createdAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${String(h)}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}
