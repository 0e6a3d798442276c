/**
 * What the live websocket says, and when: one message every MESSAGE_INTERVAL_MS (the first after
 * FIRST_MESSAGE_MS), each chosen by (seed, live, step): chat (continuing the chat log), heart (the
 * total grows), audience_count_updated; after the live's session length (30 s to 2 min, or the
 * `finish_after_ms` the client asks for) a `finish`, then the server closes the socket (1000).
 * Pure: the host only runs the clock.
 */
import { combine, hashString } from "../catalogue/random.js";
import { chatJson, CHAT_LOG_LENGTH, type Live } from "./lives.js";
import type { Sketch } from "./sketch.js";

export const FIRST_MESSAGE_MS = 100;
export const MESSAGE_INTERVAL_MS = 250;

export interface SocketState {
  chats: number;
  hearts: number;
  audience: number;
  total: number;
}

export function initialSocketState(live: Live): SocketState {
  return { chats: 0, hearts: live.heartCount, audience: live.memberCount, total: live.totalAudienceCount };
}

/** Steps before `finish`: the live's own session length, or the client's `finish_after_ms`. */
export function sessionSteps(seedHash: number, live: Live, finishAfterMs: number | null): number {
  if (finishAfterMs !== null)
    return Math.max(1, Math.ceil((finishAfterMs - FIRST_MESSAGE_MS) / MESSAGE_INTERVAL_MS) + 1);
  const seconds = 30 + (combine(seedHash, hashString("live-session"), live.index) % 91);
  return Math.ceil((seconds * 1000) / MESSAGE_INTERVAL_MS);
}

/** The message of step `step` (0-based), updating `state`; `finish` when `step >= steps`. */
export function socketMessage(
  sketch: Sketch,
  seedHash: number,
  live: Live,
  step: number,
  steps: number,
  state: SocketState,
  now: Date,
): Record<string, unknown> {
  if (step >= steps) return { type: "finish", data: {} };
  const roll =
    step === 0 ? 0.99 : (combine(seedHash, hashString("live-socket"), live.index, step) % 1000) / 1000;
  if (roll < 0.5) {
    const entry = sketch.chatMessage(live, CHAT_LOG_LENGTH + state.chats);
    state.chats++;
    return chatJson({ ...entry, createdAt: Math.floor(now.getTime() / 1000) });
  }
  if (roll < 0.8) {
    state.hearts += 1 + (step % 3);
    return { type: "heart", data: { total_count: state.hearts } };
  }
  const change = (step % 5) - 2;
  state.audience = Math.max(1, state.audience + change);
  if (change > 0) state.total += change;
  return { type: "audience_count_updated", data: { count: state.audience, total: state.total } };
}
