/**
 * What every novel exporter reads: the novel, its text, the parsed markup, and the pictures the text
 * embeds, fetched once (through the server's image proxy, by the client data/pxv-files.ts) when a
 * format embeds them.
 */
import type { Novel, NovelDocument, NovelImageResolver, NovelInline, NovelText } from "@pxv/pixiv";
import { getBytes } from "../../../data/pxv-files";

export interface NovelExportInput {
  readonly novel: Novel;
  readonly text: NovelText;
  readonly document: NovelDocument;
}

/** The URL of each embedded picture, as the reader shows it. */
export function imageResolver(text: NovelText): NovelImageResolver {
  return {
    pixivImage: (illustId) => text.embedIllusts[String(illustId)] ?? null,
    uploadedImage: (imageId) => text.embedImgs[imageId] ?? null,
  };
}

/** The URL of an embedded picture piece, or null (a piece that is no picture, or one the text lacks). */
export function pieceImageUrl(resolve: NovelImageResolver, piece: NovelInline): string | null {
  if (piece.kind === "pixivimage") return resolve.pixivImage(piece.illustId, piece.page);
  if (piece.kind === "uploadedimage") return resolve.uploadedImage(piece.imageId);
  return null;
}

/** Absolute form of an app-relative URL (exported files are opened outside the app). */
export const absoluteUrl = (url: string): string => new URL(url, location.href).href;

export interface LoadedImage {
  readonly bytes: Uint8Array;
  readonly mime: "image/jpeg" | "image/png" | "image/gif" | "image/webp";
  readonly width: number;
  readonly height: number;
}

function mimeOf(bytes: Uint8Array): LoadedImage["mime"] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return "image/jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return "image/png";
  if (bytes[0] === 0x47 && bytes[1] === 0x49) return "image/gif";
  if (bytes[8] === 0x57 && bytes[9] === 0x45) return "image/webp";
  return null;
}

/** Fetches each picture once; pictures that fail to load are left out (the text still exports). */
export async function loadImages(urls: readonly string[]): Promise<Map<string, LoadedImage>> {
  const images = new Map<string, LoadedImage>();
  await Promise.all(
    [...new Set(urls)].map(async (url) => {
      try {
        const bytes = await getBytes(url);
        const mime = mimeOf(bytes);
        if (mime === null) return;
        const bitmap = await createImageBitmap(new Blob([bytes], { type: mime }));
        images.set(url, { bytes, mime, width: bitmap.width, height: bitmap.height });
        bitmap.close();
      } catch (error) {
        console.warn("Could not load a novel picture for export", url, error);
      }
    }),
  );
  return images;
}

/** Every picture URL the document embeds, in reading order. */
export function embeddedImageUrls(input: NovelExportInput): string[] {
  const resolve = imageResolver(input.text);
  const urls: string[] = [];
  for (const blocks of input.document.pages) {
    for (const block of blocks) {
      for (const piece of block.content) {
        const url = pieceImageUrl(resolve, piece);
        if (url !== null) urls.push(url);
      }
    }
  }
  return urls;
}
