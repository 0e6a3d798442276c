/**
 * HTTP `Range: bytes=…` (RFC 9110 §14): the one byte range a server honours, as the image hosts
 * (sandbox) and pxv's own file answers (ugoira videos) read it. Several ranges and bad syntax are
 * ignored (the whole body is answered), which the RFC allows.
 */

export type ByteRange = { readonly start: number; readonly end: number } | "unsatisfiable" | null;

/** One byte range within `length` bytes; null when there is none the server will honour. */
export function parseByteRange(header: string, length: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || length === 0) return "unsatisfiable";
    return { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  const end = last === "" ? length - 1 : Math.min(Number(last), length - 1);
  if (last !== "" && Number(last) < start) return null;
  if (start >= length) return "unsatisfiable";
  return { start, end };
}
