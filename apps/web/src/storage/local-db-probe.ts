/**
 * Whether the app's IndexedDB database (local-db.ts, opened with Dexie) may hold anything, asked of
 * the browser's list of databases without loading Dexie: a first visit, or any visit from a profile
 * that never stored user data, then loads no database code to learn that there is nothing to read.
 */

/** The app's database (local-db.ts opens it with Dexie). */
export const DB_NAME = "pxv";

/**
 * false where there is no IndexedDB at all (the server rendering a first screen, app/first-screen)
 * and where the browser lists its databases (indexedDB.databases: Chromium, Safari, recent Firefox)
 * and the app's is not among them; true where it cannot tell, so that the caller reads as before.
 */
export async function localDbMayExist(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
  } catch {
    return true;
  }
}
