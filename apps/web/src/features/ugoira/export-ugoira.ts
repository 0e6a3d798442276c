/**
 * Runs one browser export of an ugoira in a new worker (export-worker.ts) and resolves with the
 * file. Progress is reported as frames done out of the total; aborting stops the worker at once.
 */
import type { EncodedFrame } from "./frame-reader";
import type { BrowserExportFormat, ExportMessage, ExportRequest } from "./export-protocol";

export interface ExportOptions {
  readonly bitrate: number;
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortSignal;
}

export function exportUgoira(
  format: BrowserExportFormat,
  frames: readonly (EncodedFrame & { readonly file: string })[],
  { bitrate, onProgress, signal }: ExportOptions,
): Promise<Blob> {
  return new Promise<Blob>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(signal.reason as Error);
      return;
    }
    const worker = new Worker(new URL("./export-worker.ts", import.meta.url), { type: "module" });
    const stop = (): void => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = (): void => {
      stop();
      reject(signal?.reason as Error);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.addEventListener("message", (event: MessageEvent<ExportMessage>) => {
      const message = event.data;
      if (message.kind === "progress") onProgress?.(message.done, message.total);
      else if (message.kind === "done") {
        stop();
        resolve(new Blob([message.bytes as BlobPart], { type: message.type }));
      } else {
        stop();
        reject(new Error(message.message));
      }
    });
    worker.addEventListener("error", (event) => {
      stop();
      reject(new Error(event.message || "The export worker failed"));
    });
    const request: ExportRequest = { format, frames, bitrate };
    worker.postMessage(request);
  });
}
