/**
 * Loading an ugoira (PRODUCT.md §B6): the frames zip is downloaded with byte progress and the
 * 60 s deadline of PRODUCT.md §9 (the 1920×1080 zip, or the 600×600 one when the large one is missing)
 * and unpacked with fflate (`fetchUgoiraFiles`, all the exports need); for playback every frame is
 * also decoded to an ImageBitmap in the frame list's order (`loadUgoira`). The zip and the frames'
 * bytes are kept for the exports.
 */
import { UGOIRA_ZIP_TIMEOUT_MS } from "@pxv/pixiv";
import { unzipSync } from "fflate";
import { DataSourceError } from "../../data/errors";
import type { UgoiraMetadata } from "../../data/work-source";
import { fetchBytes, type ByteProgress } from "../download/fetch-with-progress";
import type { EncodedFrame } from "./frame-reader";

export interface UgoiraFile extends EncodedFrame {
  readonly file: string;
}

/** The zip and its frames in the frame list's order, undecoded: what the exports read. */
export interface UgoiraFiles {
  readonly zip: Uint8Array;
  readonly frames: readonly UgoiraFile[];
}

export interface LoadedFrame extends UgoiraFile {
  readonly bitmap: ImageBitmap;
}

export interface LoadedUgoira extends UgoiraFiles {
  readonly frames: readonly LoadedFrame[];
  readonly width: number;
  readonly height: number;
}

export type LoadProgress =
  | { readonly phase: "downloading"; readonly progress: ByteProgress }
  | { readonly phase: "decoding"; readonly done: number; readonly total: number };

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
};

export function frameMimeType(file: string): string {
  const extension = /\.([a-z]+)$/i.exec(file)?.[1]?.toLowerCase() ?? "";
  return MIME_BY_EXTENSION[extension] ?? "image/jpeg";
}

async function downloadZip(
  metadata: UgoiraMetadata,
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<Uint8Array> {
  const options = {
    signal,
    timeoutMs: UGOIRA_ZIP_TIMEOUT_MS,
    onProgress: (progress: ByteProgress) => {
      onProgress({ phase: "downloading", progress });
    },
  };
  try {
    return await fetchBytes(metadata.zipUrl, options);
  } catch (error) {
    if (
      error instanceof DataSourceError &&
      error.status === 404 &&
      metadata.zipUrl !== metadata.smallZipUrl
    ) {
      return fetchBytes(metadata.smallZipUrl, options);
    }
    throw error;
  }
}

/** Downloads and unpacks the zip; every frame the metadata lists must be in it. */
export async function fetchUgoiraFiles(
  metadata: UgoiraMetadata,
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<UgoiraFiles> {
  const zip = await downloadZip(metadata, onProgress, signal);
  const files = unzipSync(zip);
  const frames = metadata.frames.map(({ file, delay }) => {
    const bytes = files[file];
    if (bytes === undefined) throw new Error(`The frames zip has no ${file}`);
    return { file, delay, data: bytes.slice().buffer, type: frameMimeType(file) };
  });
  return { zip, frames };
}

export async function loadUgoira(
  metadata: UgoiraMetadata,
  onProgress: (progress: LoadProgress) => void,
  signal: AbortSignal,
): Promise<LoadedUgoira> {
  const { zip, frames: files } = await fetchUgoiraFiles(metadata, onProgress, signal);
  const total = files.length;
  const frames: LoadedFrame[] = [];
  for (const frame of files) {
    signal.throwIfAborted();
    const bitmap = await createImageBitmap(new Blob([frame.data], { type: frame.type }));
    frames.push({ ...frame, bitmap });
    onProgress({ phase: "decoding", done: frames.length, total });
  }
  const first = frames[0];
  return { zip, frames, width: first?.bitmap.width ?? 0, height: first?.bitmap.height ?? 0 };
}

/** Frees the decoded frames. */
export function releaseUgoira(ugoira: LoadedUgoira): void {
  for (const frame of ugoira.frames) frame.bitmap.close();
}
