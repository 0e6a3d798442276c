/**
 * Where one entry's file comes from: a page's original through the image proxy, an ugoira as its
 * frames zip or the server's GIF/MP4/WebM (each a URL, which the bulk worker can fetch itself), a
 * novel made on the page in the chosen export format (bytes). `fetchEntry` answers the bytes either
 * way. Failures are EntryFetchErrors (fetch-bytes.ts) carrying the status, for backoff.ts to judge.
 */
import { parseNovelMarkup } from "@pxv/pixiv";
import type { DataSource } from "../../data/data-source";
import { DataSourceError } from "../../data/errors";
import { serverUgoiraUrl } from "../ugoira/ugoira-download";
import { EntryFetchError, fetchUrl } from "./fetch-bytes";
import type { QueueEntry } from "./queue-model";
import { loadArea } from "../../data/proxy-areas";

/** A DataSource failure as an entry failure (its status, when it had one). */
async function fromSource<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted || !(error instanceof DataSourceError)) throw error;
    throw new EntryFetchError(error.message, error.status);
  }
}

export interface EntrySettings {
  readonly template: string;
  readonly indent: boolean;
}

/** The file as a URL to fetch, or as bytes already made (novels). */
export type EntryBody = { readonly url: string } | { readonly bytes: Uint8Array };

export async function resolveEntry(
  entry: QueueEntry,
  source: DataSource,
  settings: EntrySettings,
  signal: AbortSignal,
): Promise<EntryBody> {
  const { file } = entry;
  switch (file.kind) {
    case "page":
      return { url: file.url };
    case "ugoira": {
      if (file.format !== "zip") return { url: serverUgoiraUrl(entry.workId, file.format) };
      const metadata = await fromSource(
        loadArea(source, "work", signal).then((area) => area.getUgoiraMetadata(entry.workId, { signal })),
        signal,
      );
      return { url: metadata.zipUrl };
    }
    case "novel": {
      const [novel, text] = await Promise.all([
        fromSource(
          loadArea(source, "people", signal).then((area) => area.getNovel(entry.workId, { signal })),
          signal,
        ),
        fromSource(
          loadArea(source, "people", signal).then((area) => area.getNovelText(entry.workId, { signal })),
          signal,
        ),
      ]);
      const { makeNovelFile } = await import("../novel/export/export-novel");
      const blob = await makeNovelFile(
        file.format,
        { novel, text, document: parseNovelMarkup(text.text) },
        settings,
      );
      return { bytes: new Uint8Array(await blob.arrayBuffer()) };
    }
  }
}

export async function fetchEntry(
  entry: QueueEntry,
  source: DataSource,
  settings: EntrySettings,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const body = await resolveEntry(entry, source, settings, signal);
  return "url" in body ? fetchUrl(body.url, signal) : body.bytes;
}
