/**
 * Saving a finished file (PRODUCT.md §B5 downloads). With "save through the File System Access
 * API" on and a browser that has it, the file goes into a folder the user picked once (the handle
 * is kept in IndexedDB), inside the optional sub-folders (author, `ugoira`); otherwise, or when that
 * fails, the browser's normal download (a link with `download`). A URL that cannot be fetched at
 * all is opened in a new tab instead (PRODUCT.md §8 "Download failure falls back to opening the link").
 */
import { downloadBlob } from "../../lib/download-file";
import { localDb } from "../../storage/local-db";

export const DIRECTORY_KEY = "download-directory";

export interface DirectoryHandle {
  getDirectoryHandle(name: string, options?: { create?: boolean }): Promise<DirectoryHandle>;
  getFileHandle(
    name: string,
    options?: { create?: boolean },
  ): Promise<{ createWritable(): Promise<WritableStream & { write(data: Blob): Promise<void> }> }>;
  queryPermission?(options: { mode: "readwrite" }): Promise<PermissionState>;
  requestPermission?(options: { mode: "readwrite" }): Promise<PermissionState>;
}

type PickerWindow = Window & {
  showDirectoryPicker?: (options?: { id?: string; mode?: "readwrite" }) => Promise<DirectoryHandle>;
};

export function supportsFileSystemAccess(): boolean {
  return typeof window !== "undefined" && typeof (window as PickerWindow).showDirectoryPicker === "function";
}

/** The folder picked in this session (also kept in IndexedDB for the next ones). */
let picked: DirectoryHandle | null = null;

const isDirectoryHandle = (value: unknown): value is DirectoryHandle =>
  typeof (value as Partial<DirectoryHandle> | undefined)?.getDirectoryHandle === "function";

/** The chosen folder, asking for it (or for permission again) when needed. */
export async function downloadDirectory(): Promise<DirectoryHandle> {
  const saved = picked ?? (await localDb().kv.get(DIRECTORY_KEY))?.value;
  if (isDirectoryHandle(saved)) {
    const state = (await saved.queryPermission?.({ mode: "readwrite" })) ?? "granted";
    if (state === "granted" || (await saved.requestPermission?.({ mode: "readwrite" })) === "granted") {
      picked = saved;
      return saved;
    }
  }
  const picker = (window as PickerWindow).showDirectoryPicker;
  if (picker === undefined) throw new Error("No File System Access API");
  picked = await picker({ id: "pxv-downloads", mode: "readwrite" });
  await localDb().kv.put({ key: DIRECTORY_KEY, value: picked });
  return picked;
}

/** Forgets the picked folder (tests; a new profile). */
export function forgetDownloadFolder(): void {
  picked = null;
}

export async function saveToDirectory(
  blob: Blob,
  fileName: string,
  folders: readonly string[],
): Promise<void> {
  let folder = await downloadDirectory();
  for (const name of folders) folder = await folder.getDirectoryHandle(name, { create: true });
  const file = await folder.getFileHandle(fileName, { create: true });
  const writable = await file.createWritable();
  await writable.write(blob);
  await writable.close();
}

export interface SaveOptions {
  /** Save through the File System Access API when the browser has it. */
  readonly preferFileSystem: boolean;
  /** Sub-folders inside the chosen folder (File System Access only; plain downloads are flat). */
  readonly folders?: readonly string[];
  /**
   * For a plain download, which cannot make folders: put before the file name ("<prefix> - <name>"),
   * so a folder per author still groups the files by name.
   */
  readonly downloadPrefix?: string;
}

/** Where the file went: the picked folder, or the browser's downloads. */
export type SavedTo = "folder" | "download";

export async function saveBlob(blob: Blob, fileName: string, options: SaveOptions): Promise<SavedTo> {
  if (options.preferFileSystem && supportsFileSystemAccess()) {
    try {
      await saveToDirectory(blob, fileName, options.folders ?? []);
      return "folder";
    } catch (error) {
      // The user closed the picker or denied access: the normal download still delivers the file.
      console.warn("Saving to the chosen folder failed; downloading instead", error);
    }
  }
  downloadBlob(
    blob,
    options.downloadPrefix === undefined ? fileName : `${options.downloadPrefix} - ${fileName}`,
  );
  return "download";
}

/** The last resort when a file cannot be fetched: let the browser open it. */
export function openInNewTab(url: string): void {
  window.open(url, "_blank", "noopener,noreferrer");
}
