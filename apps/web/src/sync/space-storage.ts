/**
 * Which space this device syncs with, kept in localStorage under SYNC_SPACE_STORAGE_KEY: the space
 * id and its key (K, base64url; for a passphrase space the key the passphrase derived, so the
 * passphrase itself is never stored). The sync link carries the same two in its fragment
 * (`/setting/sync#sync=<spaceId>.<key>`, or `#sync=<spaceId>` for a passphrase space, which asks
 * for the passphrase): browsers never send a fragment to the server.
 */
import { fromBase64url } from "./base64url";

/** Also read by app/sync-boot.ts (which must stay tiny): keep the two in step. */
export const SYNC_SPACE_STORAGE_KEY = "pxv-sync-space";
export const SYNC_FRAGMENT_PREFIX = "#sync=";
const SPACE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface StoredSpace {
  readonly spaceId: string;
  readonly key: string;
  readonly passphrase: boolean;
  /** This device's clock node id. */
  readonly node: string;
}

export function readStoredSpace(): StoredSpace | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(SYNC_SPACE_STORAGE_KEY) ?? "null",
    ) as Partial<StoredSpace> | null;
    if (
      typeof value?.spaceId === "string" &&
      typeof value.key === "string" &&
      typeof value.node === "string" &&
      SPACE_ID.test(value.spaceId)
    ) {
      return {
        spaceId: value.spaceId,
        key: value.key,
        passphrase: value.passphrase === true,
        node: value.node,
      };
    }
  } catch {
    // Unreadable: no space.
  }
  return null;
}

export function writeStoredSpace(space: StoredSpace): void {
  localStorage.setItem(SYNC_SPACE_STORAGE_KEY, JSON.stringify(space));
}

export function forgetStoredSpace(): void {
  localStorage.removeItem(SYNC_SPACE_STORAGE_KEY);
}

/** The link another device opens to join (the key only for a random-key space). */
export function syncLink(origin: string, spaceId: string, key: string | null): string {
  return `${origin}/setting/sync${SYNC_FRAGMENT_PREFIX}${spaceId}${key === null ? "" : `.${key}`}`;
}

export interface SyncCode {
  readonly spaceId: string;
  /** null: a passphrase space (the person types the passphrase). */
  readonly key: string | null;
}

/** Reads a sync link's fragment (`#sync=…`); null when it is not one. */
export function parseSyncFragment(hash: string): SyncCode | null {
  if (!hash.startsWith(SYNC_FRAGMENT_PREFIX)) return null;
  const [spaceId = "", key, ...rest] = hash.slice(SYNC_FRAGMENT_PREFIX.length).split(".");
  if (!SPACE_ID.test(spaceId) || rest.length > 0) return null;
  if (key === undefined) return { spaceId, key: null };
  return fromBase64url(key)?.length === 32 ? { spaceId, key } : null;
}
