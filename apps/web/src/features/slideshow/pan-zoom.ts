/**
 * The slideshow's pan and zoom, geometry first: from a picture's known width and height (before it
 * loads) and the screen's size, the size the picture is drawn at and the path it travels while the
 * slide is shown. A picture of the screen's shape fits whole and stays; a tall page is drawn across
 * the screen's width (at most MAX_PAN_SCREENS screens tall) and pans gently from its top to its
 * bottom, a wide one from its left to its right; zooming in (+/-) makes any picture overflow and pan.
 * The motion is one compositor transform animation (Web Animations), so the main thread draws nothing.
 */

export interface Size {
  readonly width: number;
  readonly height: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** What the picture does during its slide: drawn at `size`, its top-left moving from `from` to `to`. */
export interface Motion {
  readonly size: Size;
  readonly from: Point;
  readonly to: Point;
}

/** How much more elongated than the screen a picture is before it pans instead of fitting whole. */
export const PAN_ASPECT_FACTOR = 1.4;
/** A panned picture is drawn at most this many screens long. */
export const MAX_PAN_SCREENS = 3;
/** The zoom steps of + and -. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The scale that shows the picture: fit whole, or across the screen for a tall or wide one. */
export function baseScale(picture: Size, screen: Size): number {
  const contain = Math.min(screen.width / picture.width, screen.height / picture.height);
  const pictureTall = picture.height / picture.width;
  const screenTall = screen.height / screen.width;
  if (pictureTall > screenTall * PAN_ASPECT_FACTOR) {
    return Math.max(
      contain,
      Math.min(screen.width / picture.width, (MAX_PAN_SCREENS * screen.height) / picture.height),
    );
  }
  if (1 / pictureTall > (1 / screenTall) * PAN_ASPECT_FACTOR) {
    return Math.max(
      contain,
      Math.min(screen.height / picture.height, (MAX_PAN_SCREENS * screen.width) / picture.width),
    );
  }
  return contain;
}

/** One axis: centred when the picture fits, else from its start edge to its end edge. */
function travel(drawn: number, screen: number): [number, number] {
  if (drawn <= screen) {
    const centred = (screen - drawn) / 2;
    return [centred, centred];
  }
  return [0, screen - drawn];
}

export function slideMotion(picture: Size, screen: Size, zoom = 1): Motion {
  const safe = {
    width: Math.max(1, picture.width),
    height: Math.max(1, picture.height),
  };
  const scale = baseScale(safe, screen) * zoom;
  const size = { width: safe.width * scale, height: safe.height * scale };
  const [fromX, toX] = travel(size.width, screen.width);
  const [fromY, toY] = travel(size.height, screen.height);
  return { size, from: { x: fromX, y: fromY }, to: { x: toX, y: toY } };
}

/** Whether the picture moves during its slide. */
export function pans(motion: Motion): boolean {
  return motion.from.x !== motion.to.x || motion.from.y !== motion.to.y;
}

/** The zoom one step in (1) or out (-1) from `zoom`. */
export function zoomStep(zoom: number, direction: 1 | -1): number {
  const at = ZOOM_STEPS.findIndex((step) => step >= zoom);
  const index = Math.min(
    ZOOM_STEPS.length - 1,
    Math.max(0, (at === -1 ? ZOOM_STEPS.length - 1 : at) + direction),
  );
  return ZOOM_STEPS[index] ?? 1;
}

/** The transform of a point on the path. */
export function translate(point: Point): string {
  return `translate3d(${point.x.toFixed(1)}px, ${point.y.toFixed(1)}px, 0)`;
}
