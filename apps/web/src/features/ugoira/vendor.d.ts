// Types for the two encoders that ship none (neither package has type declarations).
declare module "gifenc" {
  export type Palette = number[][];
  export type ColorFormat = "rgb565" | "rgb444" | "rgba4444";
  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: ColorFormat },
  ): Palette;
  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: Palette,
    format?: ColorFormat,
  ): Uint8Array;
  export interface GifStream {
    writeFrame(
      index: Uint8Array,
      width: number,
      height: number,
      options?: { palette?: Palette; delay?: number; repeat?: number },
    ): void;
    finish(): void;
    bytes(): Uint8Array;
  }
  export function GIFEncoder(options?: { initialCapacity?: number }): GifStream;
}

declare module "upng-js" {
  const UPNG: {
    encode(
      frames: ArrayBuffer[],
      width: number,
      height: number,
      colors: number,
      delays?: number[],
    ): ArrayBuffer;
  };
  export default UPNG;
}
