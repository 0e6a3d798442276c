// The live page's state: chat appends and counts, audience and hearts, finish stops everything.
import type { LiveChat, LiveDetail } from "@pxv/pixiv";
import { describe, expect, it } from "vitest";
import { initialLiveState, LIVE_CHAT_KEEP, liveDuration, liveReducer } from "./live-state";

const chat = (id: string): LiveChat => ({
  id,
  created_at: "2026-11-22T10:00:00+09:00",
  user: { name: "u", avatar: "/-/a.png", pixiv_user_id: 1 },
  message: `hello ${id}`,
});
const detail = {
  chat_count: 10,
  member_count: 5,
  total_audience_count: 50,
  heart_count: 7,
  finished_at: null,
} as LiveDetail;

describe("liveReducer", () => {
  it("appends chats once each and counts them", () => {
    let state = initialLiveState(detail, [chat("1")]);
    state = liveReducer(state, { type: "chat", chat: chat("2") });
    state = liveReducer(state, { type: "chat", chat: chat("2") });
    expect(state.chats.map((entry) => entry.id)).toEqual(["1", "2"]);
    expect(state.chatCount).toBe(11);
  });

  it("keeps the last messages only", () => {
    let state = initialLiveState(detail, []);
    for (let index = 0; index < LIVE_CHAT_KEEP + 5; index++) {
      state = liveReducer(state, { type: "chat", chat: chat(String(index)) });
    }
    expect(state.chats).toHaveLength(LIVE_CHAT_KEEP);
    expect(state.chats[0]?.id).toBe("5");
  });

  it("updates audience and hearts, and ignores everything after finish", () => {
    let state = initialLiveState(detail, []);
    state = liveReducer(state, { type: "audience", count: 9, total: 60 });
    state = liveReducer(state, { type: "heart", total: 30 });
    expect(state).toMatchObject({ audience: 9, totalAudience: 60, hearts: 30, finished: false });
    state = liveReducer(state, { type: "finish" });
    const after = liveReducer(state, { type: "heart", total: 99 });
    expect(after).toBe(state);
    expect(state.finished).toBe(true);
  });
});

describe("liveDuration", () => {
  it("formats the time since the start", () => {
    const start = "2026-11-22T10:00:00+09:00";
    expect(liveDuration(start, Date.parse(start) + 3_725_000)).toBe("1:02:05");
    expect(liveDuration(start, Date.parse(start) - 5000)).toBe("0:00:00");
  });
});
