/**
 * The bulk worker's logic, apart from the worker's globals so it can be tested: answers the page's
 * requests (part-protocol.ts), holding fetched files by key, and streams the open ZIP part (fflate's
 * `Zip`, stored, not deflated — pictures are already compressed) into a file of `PartStorage`, each
 * chunk written where it belongs as it comes, so no part is ever held in memory. Writes to a part
 * (add, finish, discard) run one after another in the order they came.
 */
import { Zip, ZipPassThrough } from "fflate";
import { fetchUrl } from "./fetch-bytes";
import { failureOf, type PartMessage, type PartReply, type PartValue } from "./part-protocol";

/** A file written at offsets; `close` makes what was written durable. */
export interface PartFile {
  write(bytes: Uint8Array, at: number): void;
  close(): void;
}

export interface PartStorage {
  /** Whether parts can be written here. */
  available(): Promise<boolean>;
  /** Opens `name` empty (created or truncated). */
  open(name: string): Promise<PartFile>;
  remove(name: string): Promise<void>;
  /** Deletes every part left behind (a tab closed mid-part). */
  clear(): Promise<void>;
}

interface OpenPart {
  readonly name: string;
  readonly file: PartFile;
  readonly zip: Zip;
  size: number;
}

export class PartHost {
  private held = new Map<string, Uint8Array>();
  private fetches = new Map<string, AbortController>();
  private part: OpenPart | null = null;
  private writes: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly storage: PartStorage,
    private readonly fetchBytes: (url: string, signal: AbortSignal) => Promise<Uint8Array> = fetchUrl,
  ) {}

  /** Answers one request; null for those that take no reply (abort, drop). */
  async handle(message: PartMessage): Promise<PartReply | null> {
    if (message.kind === "abort") {
      this.fetches.get(message.key)?.abort();
      return null;
    }
    if (message.kind === "drop") {
      this.held.delete(message.key);
      return null;
    }
    try {
      return { call: message.call, ok: true, value: await this.answer(message) };
    } catch (error) {
      return { call: message.call, ok: false, failure: failureOf(error) };
    }
  }

  private answer(message: PartMessage): Promise<PartValue> {
    switch (message.kind) {
      case "probe":
        return this.probe();
      case "fetch":
        return this.fetch(message.key, message.url);
      case "hold":
        this.held.set(message.key, message.bytes);
        return Promise.resolve(message.bytes.byteLength);
      case "add":
        return this.serial(() => this.add(message.key, message.path, message.file));
      case "finish":
        return this.serial(() => this.finish(message.extra));
      case "discard":
        return this.serial(() => this.discard());
      case "remove":
        return this.storage.remove(message.file).then(() => null);
      default:
        return Promise.resolve(null);
    }
  }

  private serial<T>(write: () => Promise<T>): Promise<T> {
    const next = this.writes.then(write);
    this.writes = next.catch(() => undefined);
    return next;
  }

  private async probe(): Promise<boolean> {
    if (!(await this.storage.available())) return false;
    await this.storage.clear();
    return true;
  }

  private async fetch(key: string, url: string): Promise<number> {
    const controller = new AbortController();
    this.fetches.set(key, controller);
    try {
      const bytes = await this.fetchBytes(url, controller.signal);
      this.held.set(key, bytes);
      return bytes.byteLength;
    } finally {
      this.fetches.delete(key);
    }
  }

  private async open(name: string): Promise<OpenPart> {
    if (this.part !== null) return this.part;
    const file = await this.storage.open(name);
    const part: OpenPart = {
      name,
      file,
      size: 0,
      zip: new Zip((error, chunk) => {
        if (error !== null) throw error;
        file.write(chunk, part.size);
        part.size += chunk.byteLength;
      }),
    };
    this.part = part;
    return part;
  }

  private static put(part: OpenPart, path: string, bytes: Uint8Array): void {
    const entry = new ZipPassThrough(path);
    part.zip.add(entry);
    entry.push(bytes, true);
  }

  private async add(key: string, path: string, name: string): Promise<number> {
    const bytes = this.held.get(key);
    if (bytes === undefined) throw new Error(`No file held for ${key}`);
    const part = await this.open(name);
    this.held.delete(key);
    PartHost.put(part, path, bytes);
    return part.size;
  }

  private finish(extra: { readonly path: string; readonly bytes: Uint8Array } | null): Promise<string> {
    const part = this.part;
    if (part === null) throw new Error("No ZIP part is open");
    if (extra !== null) PartHost.put(part, extra.path, extra.bytes);
    part.zip.end();
    part.file.close();
    this.part = null;
    return Promise.resolve(part.name);
  }

  private async discard(): Promise<null> {
    const part = this.part;
    if (part === null) return null;
    this.part = null;
    part.file.close();
    await this.storage.remove(part.name);
    return null;
  }
}
