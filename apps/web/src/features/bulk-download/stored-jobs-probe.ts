/**
 * Whether the bulk queue's database holds any job, asked of IndexedDB directly (no Dexie), so that
 * the app shell can decide to load the queue from what the durable store holds without carrying the
 * queue's code: IndexedDB is the one record that survives a crash (localStorage is written lazily and
 * a killed browser loses it). Opening never creates the database: on a first visit the upgrade is
 * aborted and the answer is false.
 */

/** The bulk queue's IndexedDB database (bulk-db.ts opens it with Dexie). */
export const BULK_DB_NAME = "pxv-bulk";
/** Its table of jobs (Dexie names the object store after the table). */
const JOBS_STORE = "jobs";

export function hasStoredBulkJobs(): Promise<boolean> {
  return new Promise((resolve) => {
    const none = (): void => {
      resolve(false);
    };
    try {
      const request = indexedDB.open(BULK_DB_NAME);
      request.onupgradeneeded = () => {
        // The database does not exist yet: leave it so, for the queue to create with its schema.
        request.transaction?.abort();
      };
      request.onerror = none;
      request.onsuccess = () => {
        const db = request.result;
        try {
          const count = db.transaction(JOBS_STORE).objectStore(JOBS_STORE).count();
          count.onsuccess = () => {
            resolve(count.result > 0);
          };
          count.onerror = none;
        } catch {
          // No table of jobs: nothing was stored.
          none();
        }
        // Closes once the count is read, so the queue may open the database at a newer version.
        db.close();
      };
    } catch {
      // No IndexedDB here (some private modes): nothing can have been stored.
      none();
    }
  });
}
