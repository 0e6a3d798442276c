/**
 * Where the files of ZIP jobs are fetched and written. `WorkerZipEngine` does both in the bulk worker
 * (part-worker.ts), which streams each part into the origin-private file system; at the end of a part
 * the page hands the OPFS file to the browser's downloads, so the page's thread only keeps the queue.
 * `PageZipEngine` is the fallback where a module worker or OPFS sync access is missing: files are
 * fetched on the page and folded into Blobs (zip-parts.ts). Both hold a fetched file under its
 * entry's key until the runner adds it to the open part (or drops it), so the runner can close a
 * full part before the file goes in.
 */
import { downloadBlob } from "../../lib/download-file";
import { fetchUrl } from "./fetch-bytes";
import type { EntryBody } from "./fetch-entry";
import { BULK_PART_FOLDER, PartChannel, type PartReply } from "./part-protocol";
import { ZipPartWriter } from "./zip-parts";

export interface ZipEngine {
  /** Fetches (or takes) the file and holds it under `key`; answers its size. */
  take(key: string, body: EntryBody, signal: AbortSignal): Promise<number>;
  /** Forgets a held file (its job stopped before it was written). */
  drop(key: string): void;
  /** Bytes in the open part (0 when none is open). */
  readonly bytes: number;
  /** Adds a held file to the open part, opening one when none is. */
  add(key: string, path: string): Promise<void>;
  /** Closes the open part (with `extra`, the manifest, when given) and downloads it as `fileName`. */
  save(fileName: string, extra: { readonly path: string; readonly bytes: Uint8Array } | null): Promise<void>;
  /** Drops the open part unsaved. */
  discard(): Promise<void>;
}

/** Saved parts stay in OPFS this long, for the browser to read them into the downloads folder. */
const KEEP_SAVED_PART_MS = 5 * 60_000;

export class PageZipEngine implements ZipEngine {
  private writer = new ZipPartWriter();
  private held = new Map<string, Uint8Array>();

  get bytes(): number {
    return this.writer.bytes;
  }

  async take(key: string, body: EntryBody, signal: AbortSignal): Promise<number> {
    const bytes = "url" in body ? await fetchUrl(body.url, signal) : body.bytes;
    this.held.set(key, bytes);
    return bytes.byteLength;
  }

  drop(key: string): void {
    this.held.delete(key);
  }

  async add(key: string, path: string): Promise<void> {
    const bytes = this.held.get(key);
    if (bytes === undefined) throw new Error(`No file held for ${key}`);
    this.held.delete(key);
    await this.writer.add(path, bytes);
  }

  async save(
    fileName: string,
    extra: { readonly path: string; readonly bytes: Uint8Array } | null,
  ): Promise<void> {
    if (extra !== null) await this.writer.add(extra.path, extra.bytes);
    downloadBlob(this.writer.finish(), fileName);
  }

  discard(): Promise<void> {
    this.writer.discard();
    return Promise.resolve();
  }
}

export class WorkerZipEngine implements ZipEngine {
  private size = 0;
  private partFile: string | null = null;
  private readonly channel: PartChannel;

  constructor(private readonly worker: Worker) {
    this.channel = new PartChannel((message, transfer) => {
      worker.postMessage(message, transfer);
    });
    worker.onmessage = (event: MessageEvent<PartReply>) => {
      this.channel.receive(event.data);
    };
    worker.onerror = (event) => {
      this.channel.failAll(event.message || "The bulk worker stopped");
    };
  }

  /** Whether the worker can write parts here (loads it, and clears parts left by closed tabs). */
  async ready(): Promise<boolean> {
    return (await this.channel.request({ kind: "probe" })) === true;
  }

  get bytes(): number {
    return this.size;
  }

  async take(key: string, body: EntryBody, signal: AbortSignal): Promise<number> {
    signal.throwIfAborted();
    const onAbort = () => {
      this.worker.postMessage({ kind: "abort", key, call: 0 });
    };
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      const size =
        "url" in body
          ? await this.channel.request({ kind: "fetch", key, url: body.url })
          : await this.channel.request({ kind: "hold", key, bytes: body.bytes }, [body.bytes.buffer]);
      return Number(size);
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
  }

  drop(key: string): void {
    this.worker.postMessage({ kind: "drop", key, call: 0 });
  }

  async add(key: string, path: string): Promise<void> {
    this.partFile ??= `part-${String(Date.now())}-${Math.random().toString(36).slice(2, 8)}.zip`;
    this.size = Number(await this.channel.request({ kind: "add", key, path, file: this.partFile }));
  }

  async save(
    fileName: string,
    extra: { readonly path: string; readonly bytes: Uint8Array } | null,
  ): Promise<void> {
    const name = String(await this.channel.request({ kind: "finish", extra }));
    this.partFile = null;
    this.size = 0;
    const root = await navigator.storage.getDirectory();
    const dir = await root.getDirectoryHandle(BULK_PART_FOLDER);
    const file = await (await dir.getFileHandle(name)).getFile();
    downloadBlob(file, fileName);
    setTimeout(() => {
      void this.channel.request({ kind: "remove", file: name }).catch(() => undefined);
    }, KEEP_SAVED_PART_MS);
  }

  async discard(): Promise<void> {
    await this.channel.request({ kind: "discard" });
    this.partFile = null;
    this.size = 0;
  }
}

/** The worker engine where it works, otherwise the in-page one. */
export async function createZipEngine(): Promise<ZipEngine> {
  if (
    typeof Worker === "undefined" ||
    !("storage" in navigator) ||
    typeof navigator.storage.getDirectory !== "function"
  )
    return new PageZipEngine();
  try {
    const worker = new Worker(new URL("./part-worker.ts", import.meta.url), { type: "module" });
    const engine = new WorkerZipEngine(worker);
    if (await engine.ready()) return engine;
    worker.terminate();
  } catch (error) {
    console.warn("The bulk worker is not available; files are written on the page", error);
  }
  return new PageZipEngine();
}
