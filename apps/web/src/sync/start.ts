/**
 * Sync's entry, loaded only where a space is stored or a sync link was opened (main.tsx looks for
 * either with two cheap checks, then imports this): starts the loop of the stored space, joins the
 * space of a `#sync=` link and takes the secret out of the address bar. Also what Settings → Sync
 * calls: turn on (a new space, random key or passphrase), join, sync now, leave (local data stays)
 * and delete the space's data on the server.
 */
import { SYNC_ADAPTERS } from "./adapters";
import { fromBase64url, toBase64url } from "./base64url";
import { deriveSpaceKeys, newSpaceKey, PASSPHRASE_KDF, passphraseKey, randomBytes } from "./keys";
import {
  forgetStoredSpace,
  parseSyncFragment,
  readStoredSpace,
  writeStoredSpace,
  type StoredSpace,
  type SyncCode,
} from "./space-storage";
import { syncApi } from "./sync-client";
import { setSyncDb, SYNC_DB_NAME, syncDb } from "./sync-db";
import { problemOf, SyncEngine } from "./sync-engine";
import { OFF_STATUS, setSyncStatus, useSyncStatus } from "./sync-status";
import { Dexie } from "dexie";

let engine: SyncEngine | null = null;
/** The start-up's work, once per page (main.tsx and Settings → Sync may both ask). */
let started: Promise<void> | null = null;

async function run(space: StoredSpace): Promise<void> {
  engine?.stop();
  const keys = await deriveSpaceKeys(space.key);
  setSyncStatus({ ...OFF_STATUS, spaceId: space.spaceId, passphrase: space.passphrase });
  engine = new SyncEngine({ spaceId: space.spaceId, keys, node: space.node, adapters: SYNC_ADAPTERS });
  engine.start();
}

const newNode = (): string => toBase64url(randomBytes(9));

/** Start-up: the stored space's loop, and a sync link's space joined (its fragment removed). */
export function startSync(): Promise<void> {
  started ??= boot();
  return started;
}

async function boot(): Promise<void> {
  const code = parseSyncFragment(window.location.hash);
  if (code !== null && code.key !== null) {
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
    try {
      await joinSpace(code);
    } catch (error) {
      // Settings → Sync shows why (a deleted space, a damaged link, no network).
      setSyncStatus({ ...OFF_STATUS, lastError: problemOf(error) });
      const stored = readStoredSpace();
      if (stored !== null) await run(stored);
    }
    return;
  }
  const stored = readStoredSpace();
  if (stored !== null) await run(stored);
}

/** Drops this device's merge base and outbox (the stores keep their data). */
async function forgetLocal(): Promise<void> {
  engine?.stop();
  engine = null;
  syncDb().close();
  setSyncDb(null);
  await Dexie.delete(SYNC_DB_NAME);
  forgetStoredSpace();
  setSyncStatus(OFF_STATUS);
}

/** Creates a space and uploads everything held here; answers the stored space. */
export async function turnOnSync(passphrase?: string): Promise<StoredSpace> {
  await forgetLocal();
  let key: string;
  let kdf: { salt: string; kdf: string } | undefined;
  if (passphrase === undefined) {
    key = newSpaceKey();
  } else {
    const salt = randomBytes(16);
    key = await passphraseKey(passphrase, salt);
    kdf = { salt: toBase64url(salt), kdf: PASSPHRASE_KDF };
  }
  const keys = await deriveSpaceKeys(key);
  const created = await syncApi.createSpace(keys.writeToken, kdf);
  const space: StoredSpace = {
    spaceId: created.spaceId,
    key,
    passphrase: kdf !== undefined,
    node: newNode(),
  };
  writeStoredSpace(space);
  // A new space is empty: nothing to take from it before the first upload.
  await syncDb().meta.put({ key: "initialPullDone", value: true });
  await run(space);
  return space;
}

/** Joins a space by its code (with the passphrase for a passphrase space). */
export async function joinSpace(code: SyncCode, passphrase?: string): Promise<void> {
  let key = code.key;
  if (key === null) {
    if (passphrase === undefined) throw new Error("This space needs its passphrase");
    const { salt, kdf } = await syncApi.salt(code.spaceId);
    const saltBytes = fromBase64url(salt);
    if (saltBytes === null) throw new Error("The space's salt is not base64url");
    key = await passphraseKey(passphrase, new Uint8Array(saltBytes), kdf);
  }
  // The key must open the space before this device forgets the one it had.
  const keys = await deriveSpaceKeys(key);
  await syncApi.status(code.spaceId, keys.writeToken);
  await forgetLocal();
  const space: StoredSpace = { spaceId: code.spaceId, key, passphrase: code.key === null, node: newNode() };
  writeStoredSpace(space);
  await run(space);
}

export async function syncNow(): Promise<void> {
  await engine?.sync();
}

/** Leaves the space on this device: the key and sync's bookkeeping go, local data stays. */
export async function leaveSync(): Promise<void> {
  await forgetLocal();
}

/** Deletes the space and its records on the server (for every device), then leaves. */
export async function deleteSpaceData(): Promise<void> {
  const space = readStoredSpace();
  if (space !== null) {
    const keys = await deriveSpaceKeys(space.key);
    await syncApi.deleteSpace(space.spaceId, keys.writeToken);
  }
  await forgetLocal();
}

export { useSyncStatus, readStoredSpace };
