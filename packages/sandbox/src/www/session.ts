/**
 * Web sessions of the emulated www.pixiv.net: the `PHPSESSID` cookie names a demo account
 * (accounts.ts), and each session has a CSRF token (32 lowercase hex, PIXIV.md §5.1) derived from
 * it, so the token a page shows is the one POSTs must send as `x-csrf-token`.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { accountBySessionId, type SandboxAccount } from "../accounts.js";

/** The cookie's value, or undefined. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function sessionAccount(cookieHeader: string | undefined): SandboxAccount | null {
  const sessionId = cookieValue(cookieHeader, "PHPSESSID");
  return sessionId === undefined ? null : accountBySessionId(sessionId);
}

/** The CSRF token of a session (or of anonymous visitors), stable for a seed. */
export function csrfTokenOf(seed: string, account: SandboxAccount | null): string {
  return createHash("md5")
    .update(`pxv-sandbox-csrf\u0000${seed}\u0000${account?.sessionId ?? "anonymous"}`)
    .digest("hex");
}

/** How a refused write is answered: the ajax envelope, or a legacy PHP endpoint's bare error. */
export type Refusal = (reply: FastifyReply, status: number, message: string) => FastifyReply;

/**
 * The account a POST writes for: it needs a session (401) and that session's CSRF token in
 * `x-csrf-token` (400 otherwise). Null after `refuse` has answered.
 */
export async function postingAccount(
  seed: string,
  request: FastifyRequest,
  reply: FastifyReply,
  refuse: Refusal,
): Promise<SandboxAccount | null> {
  const account = sessionAccount(request.headers.cookie);
  if (account === null) {
    await refuse(reply, 401, "Unauthorized");
    return null;
  }
  if (request.headers["x-csrf-token"] !== csrfTokenOf(seed, account)) {
    await refuse(reply, 400, "Invalid CSRF token");
    return null;
  }
  return account;
}
