/**
 * Ugoira → MP4 (H.264) or WebM (VP9) with mediabunny over WebCodecs: each frame is drawn on the
 * reader's canvas and added with its own start time and duration, so the video lasts exactly as
 * long as the animation. Bitrate: the MP4 setting in Mbps (PRODUCT.md §9).
 */
import { videoFrameTimes, type UgoiraFrameTiming } from "@pxv/pixiv";
import {
  BufferTarget,
  CanvasSource,
  canEncodeVideo,
  Mp4OutputFormat,
  Output,
  Quality,
  WebMOutputFormat,
} from "mediabunny";
import type { FrameReader } from "./frame-reader";

export type VideoContainer = "mp4" | "webm";

export async function encodeVideo(
  reader: FrameReader,
  timing: readonly UgoiraFrameTiming[],
  container: VideoContainer,
  bitrate: number,
  onProgress: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const codec = container === "mp4" ? "avc" : "vp9";
  if (!(await canEncodeVideo(codec, { width: reader.width, height: reader.height }))) {
    throw new Error(`This browser cannot encode ${codec.toUpperCase()} video`);
  }
  const target = new BufferTarget();
  const output = new Output({
    format: container === "mp4" ? new Mp4OutputFormat({ fastStart: "in-memory" }) : new WebMOutputFormat(),
    target,
  });
  const source = new CanvasSource(reader.canvas, {
    codec,
    quality: new Quality({ bitrate }),
    keyFrameInterval: 2,
  });
  output.addVideoTrack(source);
  await output.start();
  const times = videoFrameTimes(timing);
  for (const [index, time] of times.entries()) {
    await reader.draw(index);
    await source.add(time.start, time.duration);
    onProgress(index + 1, times.length);
  }
  await output.finalize();
  if (target.buffer === null) throw new Error("The video encoder produced nothing");
  return new Uint8Array(target.buffer);
}
