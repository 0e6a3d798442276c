/**
 * Image search: `POST /api/saucenao` with a picture in the multipart field `file` (JPEG, PNG, GIF,
 * WebP or BMP, recognised by its bytes, at most IMAGE_SEARCH_UPLOAD_LIMIT_BYTES) is passed on to
 * SauceNAO's `search.php` (pixiv's index, JSON output, pxv's API key when configured) and its JSON
 * comes back unchanged. An upload is a user's own data: it is never cached or logged.
 */
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { API_TIMEOUT_MS, SAUCENAO_PIXIV_INDEX } from "@pxv/pixiv";
import { z } from "zod";
import { IMAGE_SEARCH_UPLOAD_LIMIT_BYTES } from "../../limits.js";
import { refused } from "../../route-schema/answers.js";
import { HttpError, UpstreamError, readUpstreamBody } from "../../errors.js";

/** Results asked for; the web app keeps those above its similarity threshold. */
const RESULTS = 16;

const SIGNATURES: readonly { type: string; test: (bytes: Uint8Array) => boolean }[] = [
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/png", test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: "image/gif", test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  {
    type: "image/webp",
    test: (b) =>
      b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45,
  },
  { type: "image/bmp", test: (b) => b[0] === 0x42 && b[1] === 0x4d },
];

/** The picture's type from its first bytes, or null when it is none pxv accepts. */
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type ?? null;
}

const badUpload = (message: string): HttpError =>
  new HttpError(400, "invalid_parameter", `Invalid field "file": ${message}`, { parameter: "file" });

const imageSearchSchema = {
  tags: ["image-search"],
  summary: `Image search: a picture in the multipart field \`file\` (JPEG, PNG, GIF, WebP, BMP; at most ${String(IMAGE_SEARCH_UPLOAD_LIMIT_BYTES)} bytes).`,
  // The multipart body is read by the handler (a stream, never held by a validator).
  answers: {
    "200": { description: "SauceNAO's JSON.", body: z.looseObject({}) },
    "400": refused("Not a picture."),
    "413": refused("Too large."),
    "502": refused("SauceNAO failed."),
  },
};

export interface ImageSearchOptions {
  readonly base: string;
  readonly apiKey: string | null;
}

export async function registerImageSearch(app: FastifyInstance, options: ImageSearchOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_SEARCH_UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 20 },
    });
    scope.post("/api/saucenao", { schema: imageSearchSchema }, async (request, reply) => {
      if (!request.isMultipart()) throw badUpload("send the picture as multipart/form-data");
      let bytes: Buffer | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === "file" && part.fieldname === "file" && bytes === null)
            bytes = await part.toBuffer();
          else if (part.type === "file") await part.toBuffer();
        }
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          throw new HttpError(
            413,
            "payload_too_large",
            `The picture is over ${IMAGE_SEARCH_UPLOAD_LIMIT_BYTES} bytes`,
          );
        }
        throw badUpload("the multipart body cannot be read");
      }
      if (bytes === null) throw badUpload("is required (a picture)");
      const type = sniffImageType(bytes);
      if (type === null) throw badUpload("must be a JPEG, PNG, GIF, WebP or BMP picture");

      const upload = new FormData();
      upload.set("file", new Blob([new Uint8Array(bytes)], { type }), "upload");
      const url = new URL("/search.php", `${options.base}/`);
      url.searchParams.set("output_type", "2");
      url.searchParams.set("db", String(SAUCENAO_PIXIV_INDEX));
      url.searchParams.set("numres", String(RESULTS));
      if (options.apiKey) url.searchParams.set("api_key", options.apiKey);
      let response;
      try {
        response = await fetch(url, {
          method: "POST",
          body: upload,
          // A redirect could point anywhere; pxv only ever talks to the configured host.
          redirect: "manual",
          signal: AbortSignal.timeout(API_TIMEOUT_MS),
        });
      } catch (error) {
        throw new UpstreamError("image-search", (error as Error).message);
      }
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new UpstreamError(
          "image-search",
          `answered ${response.status} (a redirect, which pxv does not follow)`,
        );
      }
      const text = await readUpstreamBody("image-search", () => response.text());
      try {
        JSON.parse(text);
      } catch {
        throw new UpstreamError("image-search", `answered ${response.status} with a body that is not JSON`);
      }
      return reply
        .code(response.status)
        .type("application/json; charset=utf-8")
        .header("cache-control", "private, no-store")
        .send(text);
    });
  });
}
