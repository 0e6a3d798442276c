/**
 * The limits a pxv instance puts on one sync space, as its sync routes answer them (`GET
 * /api/sync/limits`, and a new space's `limits`): written once for the server that enforces them and
 * the browser that stays within them.
 */
export interface SyncSpaceLimits {
  /** Records one space may hold, tombstones included. */
  readonly spaceMaxRecords: number;
  /** Bytes one space may hold: each record's ciphertext, id and clock. */
  readonly spaceMaxBytes: number;
  /** Bytes of one record's ciphertext (decoded). */
  readonly recordMaxBytes: number;
  /** Records in one push. */
  readonly batchMaxRecords: number;
  /** Bytes of one push's JSON body. */
  readonly batchMaxBytes: number;
  /** Records in one page of a pull (the most a client may ask for). */
  readonly pageMaxRecords: number;
}
