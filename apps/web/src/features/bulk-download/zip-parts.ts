/**
 * ZIP output in parts: files are added one at a time to a streaming fflate `Zip` (stored, not
 * deflated — pictures are already compressed), and the written chunks are folded into a Blob once
 * FOLD_BYTES have gathered, so the archive lives in the browser's blob store (which pages to disk),
 * never as one buffer in the JS heap. Folding in batches rather than per file matters: each Blob
 * constructed costs the page's main thread several milliseconds whatever its size (measured by
 * bench/bulk-download.ts). `finish` closes the open part and answers it as one Blob to save.
 */
import { Zip, ZipPassThrough } from "fflate";

/** Chunks are held in the heap until this many bytes gathered, then folded into one Blob. */
export const FOLD_BYTES = 8 * 1024 * 1024;

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

  add(path: string, bytes: Uint8Array): void {
    if (this.zip === null) {
      this.zip = new Zip((error, chunk) => {
        if (error !== null) throw error;
        this.chunks.push(chunk);
        this.chunkBytes += chunk.byteLength;
        this.size += chunk.byteLength;
      });
    }
    const file = new ZipPassThrough(path);
    this.zip.add(file);
    file.push(bytes, true);
    if (this.chunkBytes >= FOLD_BYTES) this.fold();
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
