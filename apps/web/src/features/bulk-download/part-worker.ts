/**
 * The bulk worker: fetches the queue's files and writes ZIP parts into the origin-private file
 * system (OPFS) through sync access handles, off the page's thread (the logic is part-host.ts, the
 * messages part-protocol.ts). Parts live in the OPFS folder BULK_PART_FOLDER until the page has
 * handed them to the browser's downloads.
 */
import { PartHost, type PartFile, type PartStorage } from "./part-host";
import { BULK_PART_FOLDER, type PartMessage } from "./part-protocol";

/** What a worker's OPFS file handle has beyond the page's typings. */
interface SyncAccessHandle {
  write(buffer: Uint8Array, options: { at: number }): number;
  truncate(size: number): void;
  flush(): void;
  close(): void;
}
type SyncFileHandle = FileSystemFileHandle & { createSyncAccessHandle(): Promise<SyncAccessHandle> };

const folder = (): Promise<FileSystemDirectoryHandle> =>
  navigator.storage
    .getDirectory()
    .then((root) => root.getDirectoryHandle(BULK_PART_FOLDER, { create: true }));

const opfs: PartStorage = {
  async available() {
    if (typeof FileSystemFileHandle === "undefined") return false;
    if (!("createSyncAccessHandle" in FileSystemFileHandle.prototype)) return false;
    try {
      await folder();
      return true;
    } catch {
      return false;
    }
  },
  async open(name): Promise<PartFile> {
    const handle = (await (await folder()).getFileHandle(name, { create: true })) as SyncFileHandle;
    const access = await handle.createSyncAccessHandle();
    access.truncate(0);
    return {
      write(bytes, at) {
        access.write(bytes, { at });
      },
      close() {
        access.flush();
        access.close();
      },
    };
  },
  async remove(name) {
    await (await folder()).removeEntry(name);
  },
  async clear() {
    const dir = await folder();
    const names: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) names.push(name);
    for (const name of names) {
      // A part another tab is still writing is locked: it stays.
      await dir.removeEntry(name).catch(() => undefined);
    }
  },
};

const host = new PartHost(opfs);
const scope = self as unknown as Worker;
scope.onmessage = (event: MessageEvent<PartMessage>) => {
  void host.handle(event.data).then((reply) => {
    if (reply !== null) scope.postMessage(reply);
  });
};
