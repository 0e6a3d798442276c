/**
 * Whether a folder job may write now. The folder chosen once (download/save-file.ts keeps its handle
 * in IndexedDB) keeps its permission for the session; after a reload the browser asks again, and
 * asking needs a click — so at start-up (`ask` false) a job without permission waits paused, and the
 * Resume button (`ask` true) asks, or opens the folder picker when none was chosen.
 */
import { localDb } from "../../storage/local-db";
import { DIRECTORY_KEY, downloadDirectory, type DirectoryHandle } from "../download/save-file";

export async function downloadFolderReady(ask: boolean): Promise<boolean> {
  if (ask) {
    await downloadDirectory();
    return true;
  }
  const saved = (await localDb().kv.get(DIRECTORY_KEY))?.value as Partial<DirectoryHandle> | undefined;
  if (typeof saved?.getDirectoryHandle !== "function") return false;
  return ((await saved.queryPermission?.({ mode: "readwrite" })) ?? "granted") === "granted";
}
