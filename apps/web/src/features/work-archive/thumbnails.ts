/**
 * Makes the archive's small thumbnails in idle time, a few at a time, so a list never waits for
 * them: each archived work without one has its picture (the square thumbnail, through pxv's image
 * proxy) fetched, drawn at THUMBNAIL_SIZE px on a canvas and kept as a WebP (a JPEG where the
 * browser cannot write WebP) of at most THUMBNAIL_MAX_BYTES, stepping the quality down until it fits.
 */
import { getBytes } from "../../data/pxv-files";
import { setArchivedThumbnail, worksWithoutThumbnail } from "../../storage/work-archive";
import { THUMBNAIL_MAX_BYTES, type ArchivedWork } from "../../storage/work-archive-record";

const THUMBNAIL_SIZE = 120;
/** Works per idle turn. */
const BATCH = 3;
const QUALITIES = [0.75, 0.6, 0.45, 0.3] as const;
const IDLE_TIMEOUT_MS = 2_000;

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(
        () => {
          resolve();
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
    else setTimeout(resolve, 50);
  });

const canvasBlob = (canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> =>
  new Promise((resolve) => {
    canvas.toBlob(resolve, type, quality);
  });

const dataUrlOf = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === "string") resolve(reader.result);
      else reject(new Error("unreadable thumbnail"));
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error("unreadable thumbnail"));
    };
    reader.readAsDataURL(blob);
  });

/** A picture's small thumbnail as a data: URL, or null when it cannot be made small enough. */
async function makeThumbnail(url: string): Promise<string | null> {
  // Through pxv's one transport (a failed answer throws: no thumbnail, tried again after a reload).
  const bitmap = await createImageBitmap(new Blob([await getBytes(url)]));
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  for (const quality of QUALITIES) {
    const webp = await canvasBlob(canvas, "image/webp", quality);
    const blob = webp?.type === "image/webp" ? webp : await canvasBlob(canvas, "image/jpeg", quality);
    if (blob !== null && blob.size <= THUMBNAIL_MAX_BYTES) return dataUrlOf(blob);
  }
  return null;
}

/** Whether a thumbnail was made and kept. */
async function thumbnailOne(work: ArchivedWork): Promise<boolean> {
  const thumbnail = await makeThumbnail(work.pictureUrl).catch(() => null);
  if (thumbnail === null) return false;
  await setArchivedThumbnail(work.kind, work.id, thumbnail);
  return true;
}

let running = false;
/** Works tried since the page loaded: one that failed is tried again only after a reload. */
const tried = new Set<string>();

/** Starts making the missing thumbnails, if not already under way; `onMade` after a batch made some. */
export function makeMissingThumbnails(onMade: () => void): void {
  if (running) return;
  running = true;
  const loop = async (): Promise<void> => {
    for (;;) {
      await idle();
      const batch = (await worksWithoutThumbnail(BATCH + tried.size)).filter(
        (work) => !tried.has(`${work.kind}:${String(work.id)}`),
      );
      if (batch.length === 0) return;
      const turn = batch.slice(0, BATCH);
      for (const work of turn) tried.add(`${work.kind}:${String(work.id)}`);
      const made = await Promise.all(turn.map(thumbnailOne));
      if (made.includes(true)) onMade();
    }
  };
  void loop()
    .catch(() => undefined)
    .finally(() => {
      running = false;
    });
}
