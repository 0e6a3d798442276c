/**
 * What Settings → Sync shows, as the loop last left it: whether a space is joined, when the last
 * round ended well, how many records the space holds here, how many local changes wait, and the last
 * problem as a kind the page puts into words (with the server's detail for the curious).
 */
import { create } from "zustand";

export type SyncProblemKind =
  "network" | "unavailable" | "quota" | "instance_full" | "space_gone" | "refused" | "rejected" | "unknown";

export interface SyncProblem {
  readonly kind: SyncProblemKind;
  readonly detail: string;
  /** For "refused": how many records were refused. */
  readonly count?: number;
}

export interface SyncStatus {
  readonly spaceId: string | null;
  readonly passphrase: boolean;
  readonly syncing: boolean;
  readonly lastSyncedAt: number | null;
  readonly records: number;
  readonly pending: number;
  readonly lastError: SyncProblem | null;
}

export const OFF_STATUS: SyncStatus = {
  spaceId: null,
  passphrase: false,
  syncing: false,
  lastSyncedAt: null,
  records: 0,
  pending: 0,
  lastError: null,
};

export const useSyncStatus = create<SyncStatus>()(() => OFF_STATUS);

export function setSyncStatus(patch: Partial<SyncStatus>): void {
  useSyncStatus.setState(patch);
}
