/**
 * A zoom viewer slide drawn with its picture translation: the picture fitted into the slide's area
 * (the size the viewer would give it, from the translated picture's aspect ratio, known before the
 * image loads) in a box that also holds the translation layer, so the viewer's zoom and pan move
 * both as one.
 */
import type { ReactNode } from "react";
import type { TranslatedPicture } from "./translated-picture";

interface SlideRect {
  readonly width: number;
  readonly height: number;
}

/** The largest box of the picture's aspect ratio inside the slide's area. */
export function containedSize(picture: SlideRect, area: SlideRect): SlideRect {
  const scale = Math.min(area.width / picture.width, area.height / picture.height);
  return { width: Math.round(picture.width * scale), height: Math.round(picture.height * scale) };
}

export function TranslatedSlide({
  src,
  alt,
  page,
  picture,
  rect,
  children,
}: {
  src: string;
  alt: string;
  page: number;
  picture: TranslatedPicture;
  rect: SlideRect;
  children: ReactNode;
}) {
  const size = containedSize(picture, rect);
  return (
    <div data-testid="translated-slide" data-page={page} className="relative" style={size}>
      <img src={src} alt={alt} draggable={false} className="block size-full select-none" />
      {children}
    </div>
  );
}
