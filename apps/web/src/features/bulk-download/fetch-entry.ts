/**
 * Fetches one entry's file as bytes: a page's original through the image proxy, an ugoira as its
 * frames zip or the server's GIF/MP4/WebM, a novel made in the chosen export format. A failed answer
 * is an EntryFetchError carrying the status and the server's Retry-After, for backoff.ts to judge.
 */
import { parseNovelMarkup } from "@pxv/pixiv";
import type { DataSource } from "../../data/data-source";
import { DataSourceError } from "../../data/errors";
import { serverUgoiraUrl } from "../ugoira/ugoira-download";
import { parseRetryAfter } from "./backoff";
import type { QueueEntry } from "./queue-model";

export class EntryFetchError extends Error {
  override readonly name = "EntryFetchError";
  constructor(
    message: string,
    /** HTTP status, or null when no answer came (network failure). */
    readonly status: number | null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }
}

async function fetchUrl(url: string, signal: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new EntryFetchError(error instanceof Error ? error.message : String(error), null);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new EntryFetchError(
      `HTTP ${String(response.status)}`,
      response.status,
      parseRetryAfter(response.headers.get("retry-after"), Date.now()),
    );
  }
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    if (signal.aborted) throw error;
    throw new EntryFetchError(error instanceof Error ? error.message : String(error), null);
  }
}

/** A DataSource failure as an entry failure (its status, when it had one). */
async function fromSource<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted || !(error instanceof DataSourceError)) throw error;
    throw new EntryFetchError(error.message, error.status);
  }
}

export async function fetchEntry(
  entry: QueueEntry,
  source: DataSource,
  settings: { readonly template: string; readonly indent: boolean },
  signal: AbortSignal,
): Promise<Uint8Array> {
  const { file } = entry;
  switch (file.kind) {
    case "page":
      return fetchUrl(file.url, signal);
    case "ugoira": {
      if (file.format !== "zip") return fetchUrl(serverUgoiraUrl(entry.workId, file.format), signal);
      const metadata = await fromSource(source.getUgoiraMetadata(entry.workId, { signal }), signal);
      return fetchUrl(metadata.zipUrl, signal);
    }
    case "novel": {
      const [novel, text] = await Promise.all([
        fromSource(source.getNovel(entry.workId, { signal }), signal),
        fromSource(source.getNovelText(entry.workId, { signal }), signal),
      ]);
      const { makeNovelFile } = await import("../novel/export/export-novel");
      const blob = await makeNovelFile(
        file.format,
        { novel, text, document: parseNovelMarkup(text.text) },
        settings,
      );
      return new Uint8Array(await blob.arrayBuffer());
    }
  }
}
