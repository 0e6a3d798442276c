// Saving a file: into the folder picked through the File System Access API (sub-folders created,
// the folder remembered), or the browser's normal download when that is off, missing or refused.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalDb, setLocalDb } from "../../storage/local-db";
import { forgetDownloadFolder, saveBlob } from "./save-file";

class FakeDirectory {
  readonly folders = new Map<string, FakeDirectory>();
  readonly files = new Map<string, Blob>();
  getDirectoryHandle(name: string): Promise<FakeDirectory> {
    const folder = this.folders.get(name) ?? new FakeDirectory();
    this.folders.set(name, folder);
    return Promise.resolve(folder);
  }
  getFileHandle(name: string) {
    return Promise.resolve({
      createWritable: () =>
        Promise.resolve({
          write: (blob: Blob) => {
            this.files.set(name, blob);
            return Promise.resolve();
          },
          close: () => Promise.resolve(),
        }),
    });
  }
  queryPermission(): Promise<PermissionState> {
    return Promise.resolve("granted");
  }
}

let clicks: string[] = [];

beforeEach(() => {
  setLocalDb(new LocalDb(`save-file-${String(Math.random())}`));
  forgetDownloadFolder();
  clicks = [];
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete (window as { showDirectoryPicker?: unknown }).showDirectoryPicker;
  setLocalDb(null);
});

describe("saveBlob", () => {
  it("downloads normally when the File System Access API is not preferred", async () => {
    expect(await saveBlob(new Blob(["x"]), "a.jpg", { preferFileSystem: false })).toBe("download");
    expect(clicks).toEqual(["a.jpg"]);
  });

  it("writes into the picked folder and its sub-folders, asking for the folder once", async () => {
    const root = new FakeDirectory();
    const picker = vi.fn(() => Promise.resolve(root));
    (window as { showDirectoryPicker?: unknown }).showDirectoryPicker = picker;
    const options = { preferFileSystem: true, folders: ["author_1", "ugoira"] };
    expect(await saveBlob(new Blob(["gif"]), "a.gif", options)).toBe("folder");
    expect(await saveBlob(new Blob(["zip"]), "a.zip", options)).toBe("folder");
    expect(picker).toHaveBeenCalledTimes(1);
    const folder = root.folders.get("author_1")?.folders.get("ugoira");
    expect([...(folder?.files.keys() ?? [])]).toEqual(["a.gif", "a.zip"]);
    expect(clicks).toEqual([]);
  });

  it("falls back to a normal download when the picker is refused", async () => {
    (window as { showDirectoryPicker?: unknown }).showDirectoryPicker = () =>
      Promise.reject(new DOMException("The user aborted a request.", "AbortError"));
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await saveBlob(new Blob(["x"]), "b.png", { preferFileSystem: true })).toBe("download");
    expect(clicks).toEqual(["b.png"]);
  });
});
