/**
 * A body sent piece by piece, `intervalMs` apart: the slow-body fault and the translation host's
 * server-sent events. The timer stops when the reader goes away.
 */
import { Readable } from "node:stream";

export function pacedStream(pieces: readonly (string | Uint8Array)[], intervalMs: number): Readable {
  let index = 0;
  let timer: NodeJS.Timeout | undefined;
  return new Readable({
    read() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        this.push(pieces[index++] ?? null);
      }, intervalMs);
    },
    destroy(error, callback) {
      clearTimeout(timer);
      callback(error);
    },
  });
}
