/**
 * ZIP output in parts: files are added one at a time to a streaming fflate `Zip` (stored, not
 * deflated — pictures are already compressed), and the written chunks are folded into a Blob once
 * FOLD_BYTES have gathered, so the archive lives in the browser's blob store (which pages to disk),
 * never as one buffer in the JS heap. Folding in batches rather than per file matters: each Blob
 * constructed costs the page's main thread several milliseconds whatever its size (measured by
 * bench/bulk-download.ts). A file goes in SLICE_BYTES at a time with the page's thread given back
 * between slices, so its checksum never holds the page for long (this writer runs on the page: the
 * fallback where the bulk worker cannot). `finish` closes the open part and answers it as one Blob.
 */
import { Zip, ZipPassThrough } from "fflate";
import { yieldToPage } from "../../lib/yield-to-page";

/** Chunks are held in the heap until this many bytes gathered, then folded into one Blob. */
export const FOLD_BYTES = 8 * 1024 * 1024;
/** A file's bytes are checksummed and written this many at a time (about a millisecond of work). */
export const SLICE_BYTES = 512 * 1024;

export class ZipPartWriter {
  private zip: Zip | null = null;
  private blobs: Blob[] = [];
  private chunks: Uint8Array[] = [];
  private chunkBytes = 0;
  private size = 0;

  /** Bytes written into the open part so far (0 when none is open). */
  get bytes(): number {
    return this.size;
  }

  get isOpen(): boolean {
    return this.zip !== null;
  }

  private fold(): void {
    if (this.chunks.length === 0) return;
    this.blobs.push(new Blob(this.chunks as BlobPart[]));
    this.chunks = [];
    this.chunkBytes = 0;
  }

  /** Adds one file; the next `add` must wait for this one (the runner adds files one at a time). */
  async add(path: string, bytes: Uint8Array): Promise<void> {
    if (this.zip === null) {
      this.zip = new Zip((error, chunk) => {
        if (error !== null) throw error;
        this.chunks.push(chunk);
        this.chunkBytes += chunk.byteLength;
        this.size += chunk.byteLength;
      });
    }
    const zip = this.zip;
    const file = new ZipPassThrough(path);
    zip.add(file);
    for (let offset = 0; ; offset += SLICE_BYTES) {
      const end = Math.min(offset + SLICE_BYTES, bytes.byteLength);
      file.push(bytes.subarray(offset, end), end === bytes.byteLength);
      if (this.chunkBytes >= FOLD_BYTES) this.fold();
      if (end === bytes.byteLength) break;
      await yieldToPage();
      // Discarded meanwhile (the job was cancelled): the rest of the file is not written.
      if (this.zip !== zip) return;
    }
  }

  /** Closes the open part: its bytes as a ZIP Blob; the writer is then empty. */
  finish(): Blob {
    this.zip?.end();
    this.fold();
    const blob = new Blob(this.blobs, { type: "application/zip" });
    this.discard();
    return blob;
  }

  /** Drops the open part unsaved (the job was cancelled). */
  discard(): void {
    this.zip = null;
    this.blobs = [];
    this.chunks = [];
    this.chunkBytes = 0;
    this.size = 0;
  }
}
