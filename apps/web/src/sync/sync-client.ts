/**
 * The sync API as the browser calls it (docs/SYNC.md), over the app's one HTTP transport
 * (data/http.ts). Every failure is a SyncApiError with the server's `error.reason` (sequence_mismatch,
 * sequence_ahead, space_not_found, sync_unavailable …) or "network" when no answer came, so the loop
 * decides on words, not on status codes alone.
 */
import { DataSourceError } from "../data/errors";
import { parseJson, request } from "../data/http";
import type { SyncSpaceLimits } from "@pxv/pixiv";
import type { WireRecord } from "./record-crypto";

export type SyncLimits = SyncSpaceLimits;

export interface SpaceStatus {
  readonly sequence: number;
  readonly records: number;
  readonly bytes: number;
  readonly passphrase: boolean;
  readonly updatedAt: string;
  readonly limits: SyncLimits;
}

export class SyncApiError extends Error {
  override readonly name = "SyncApiError";
  constructor(
    /** The server's `error.reason`, or "network" / "unknown". */
    readonly reason: string,
    readonly status: number | null,
    detail: string,
    /** The space's sequence, on a 409. */
    readonly sequence: number | null = null,
  ) {
    super(detail);
  }
}

const BASE = "/api/sync";

/**
 * Only the headers the server reads: every answer is JSON and `no-store` already, so an Accept header
 * or the cache headers of a `no-store` request (Pragma, Cache-Control) would be ~70 bytes of each
 * request for nothing (issue 26's one-change budget), and no Referer is sent.
 */
async function call<T>(path: string, init: RequestInit, token?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (token !== undefined) headers["authorization"] = `Bearer ${token}`;
  let answer;
  try {
    answer = await request(`${BASE}${path}`, { ...init, headers, referrerPolicy: "no-referrer" });
  } catch (error) {
    throw new SyncApiError("network", null, error instanceof DataSourceError ? error.message : String(error));
  }
  const body = parseJson(answer.text) as
    { error?: { reason?: unknown }; detail?: unknown; sequence?: unknown } | undefined;
  if (answer.response.ok) return body as T;
  const reason = typeof body?.error?.reason === "string" ? body.error.reason : "unknown";
  const detail = typeof body?.detail === "string" ? body.detail : `HTTP ${answer.response.status}`;
  const sequence = typeof body?.sequence === "number" ? body.sequence : null;
  throw new SyncApiError(reason, answer.response.status, detail, sequence);
}

export const syncApi = {
  createSpace: (writeToken: string, passphrase?: { salt: string; kdf: string }) =>
    call<{ spaceId: string; sequence: number; limits: SyncLimits }>("/spaces", {
      method: "POST",
      body: JSON.stringify(passphrase === undefined ? { writeToken } : { writeToken, passphrase }),
    }),
  salt: (spaceId: string) =>
    call<{ salt: string; kdf: string }>(`/spaces/${spaceId}/salt`, { method: "GET" }),
  status: (spaceId: string, token: string) =>
    call<SpaceStatus>(`/spaces/${spaceId}`, { method: "GET" }, token),
  push: (spaceId: string, token: string, baseSequence: number, records: readonly WireRecord[]) =>
    call<{ sequence: number }>(
      `/spaces/${spaceId}/records`,
      {
        method: "POST",
        // `deleted` is false when left out: said only for a tombstone.
        body: JSON.stringify({
          baseSequence,
          records: records.map(({ deleted, ...record }) => (deleted ? { ...record, deleted } : record)),
        }),
      },
      token,
    ),
  /** A page of records, oldest first (the last one's sequence is `next`). */
  pull: (spaceId: string, token: string, since: number) =>
    call<{ records: WireRecord[]; next: number; more: boolean }>(
      `/spaces/${spaceId}/records?since=${since}`,
      { method: "GET" },
      token,
    ),
  deleteSpace: (spaceId: string, token: string) =>
    call<unknown>(`/spaces/${spaceId}`, { method: "DELETE" }, token),
};
