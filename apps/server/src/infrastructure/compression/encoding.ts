/**
 * Content negotiation for compressed answers: which encoding a request's `Accept-Encoding` lets pxv
 * send (q-values, `identity` and `*` honoured, brotli preferred over gzip on a tie), which answers
 * are worth compressing at all, and how an answer whose compressed copies are already made is sent.
 * No compression happens here: the bytes come from the build (static assets), the response cache
 * or the compressor (compressor.ts).
 */
import type { FastifyReply } from "fastify";

/** The encodings pxv makes, in the order it prefers them. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Compressed copies of one body, made once and sent as they are. */
export type EncodedBodies = Readonly<Partial<Record<Encoding, Buffer>>>;

/** Bodies below this many bytes are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Text answers compress; pictures, video, HLS segments and zips are compressed already and never
 * are. An event stream would be held back by a compressor, so it is not either.
 */
const COMPRESSIBLE_TYPE =
  /^\s*(text\/(?!event-stream)[\w.+-]+|application\/(json|javascript|xml|[\w.-]+\+(json|xml)))\s*(;|$)/i;

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === "string" && COMPRESSIBLE_TYPE.test(contentType);
}

const Q_VALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** `Accept-Encoding` as coding → weight; entries with a malformed weight are ignored. */
function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((piece) => piece.trim());
    if (name === "") continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key = "", value = ""] = parameter.split("=").map((piece) => piece.trim());
      if (key.toLowerCase() !== "q") continue;
      weight = Q_VALUE.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(weight)) continue;
    const coding = name.toLowerCase() === "x-gzip" ? "gzip" : name.toLowerCase();
    // A coding named twice keeps its first weight, as most servers do.
    if (!weights.has(coding)) weights.set(coding, weight);
  }
  return weights;
}

/**
 * The encoding to send among `offered`, or null for the body as it is. No `Accept-Encoding` means
 * as it is (the conservative reading that every server and CDN uses); an encoding the client does
 * not name is acceptable only through `*`; the highest weight wins, brotli first on a tie, and the
 * body as it is wins only when `identity` (or `*`) is given a higher weight than every encoding.
 */
export function chooseEncoding(
  acceptEncoding: string | string[] | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (acceptEncoding === undefined) return null;
  const weights = parseAcceptEncoding(
    Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding,
  );
  const anyOther = weights.get("*");
  const weightOf = (coding: string): number => weights.get(coding) ?? anyOther ?? 0;
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    if (!offered.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  // Identity is always acceptable, but only outranks an encoding when the client weighs it higher.
  const identityWeight = weights.get("identity") ?? anyOther ?? 0;
  return best !== null && bestWeight >= identityWeight ? best : null;
}

/** Adds `field` to the answer's `Vary` header unless it (or `*`) is already named. */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const named = value.split(",").map((token) => token.trim().toLowerCase());
  if (named.includes(field) || named.includes("*")) return;
  reply.header("vary", value === "" ? field : `${value}, ${field}`);
}

/**
 * Sends `body`, or the copy in `encoded` that the request accepts, with `Content-Encoding` and
 * `Vary: Accept-Encoding`. Without copies (a small body, compression off) the body goes as it is
 * and the answer hook (compression.ts) leaves it so.
 */
export function sendEncoded(
  reply: FastifyReply,
  body: string | Buffer,
  encoded: EncodedBodies | null | undefined,
): FastifyReply {
  const offered = encoded ? ENCODINGS.filter((encoding) => encoded[encoding] !== undefined) : [];
  if (!encoded || offered.length === 0) return reply.send(body);
  appendVary(reply, "accept-encoding");
  const encoding = chooseEncoding(reply.request.headers["accept-encoding"], offered);
  const bytes = encoding === null ? undefined : encoded[encoding];
  if (encoding === null || bytes === undefined) return reply.send(body);
  return reply.header("content-encoding", encoding).send(bytes);
}
