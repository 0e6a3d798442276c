/**
 * The ugoira export worker: one request in, progress messages and the finished file out, so the
 * page stays responsive while frames are encoded. Each encoder loads only when its format is asked.
 */
import { createFrameReader } from "./frame-reader";
import { EXPORT_MIME_TYPES, type ExportMessage, type ExportRequest } from "./export-protocol";

const post = (message: ExportMessage, transfer: Transferable[] = []): void => {
  (self as unknown as Worker).postMessage(message, transfer);
};

async function run(request: ExportRequest): Promise<Uint8Array> {
  const onProgress = (done: number, total: number): void => {
    post({ kind: "progress", done, total });
  };
  const timing = request.frames.map(({ file, delay }) => ({ file, delay }));
  switch (request.format) {
    case "gif": {
      const [{ encodeGif }, reader] = await Promise.all([
        import("./encode-gif"),
        createFrameReader(request.frames),
      ]);
      return encodeGif(reader, timing, onProgress);
    }
    case "apng": {
      const [{ encodeApng }, reader] = await Promise.all([
        import("./encode-apng"),
        createFrameReader(request.frames),
      ]);
      return encodeApng(reader, timing, onProgress);
    }
    case "webm":
    case "mp4": {
      const [{ encodeVideo }, reader] = await Promise.all([
        import("./encode-video"),
        createFrameReader(request.frames, true),
      ]);
      return encodeVideo(reader, timing, request.format, request.bitrate, onProgress);
    }
  }
}

self.addEventListener("message", (event: MessageEvent<ExportRequest>) => {
  run(event.data).then(
    (bytes) => {
      post({ kind: "done", bytes, type: EXPORT_MIME_TYPES[event.data.format] }, [bytes.buffer]);
    },
    (error: unknown) => {
      post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    },
  );
});
