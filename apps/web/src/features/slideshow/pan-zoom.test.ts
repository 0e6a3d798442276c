import { describe, expect, it } from "vitest";
import { pans, slideMotion, zoomStep } from "./pan-zoom";

const SCREEN = { width: 1000, height: 800 };

describe("the slideshow's pan and zoom", () => {
  it("fits a picture of about the screen's shape whole, centred and still", () => {
    const motion = slideMotion({ width: 1200, height: 1200 }, SCREEN);
    expect(motion.size).toEqual({ width: 800, height: 800 });
    expect(motion.from).toEqual({ x: 100, y: 0 });
    expect(pans(motion)).toBe(false);
  });

  it("draws a tall page across the screen and pans from its top to its bottom", () => {
    const motion = slideMotion({ width: 1000, height: 2000 }, SCREEN);
    expect(motion.size).toEqual({ width: 1000, height: 2000 });
    expect(motion.from).toEqual({ x: 0, y: 0 });
    expect(motion.to).toEqual({ x: 0, y: -1200 });
  });

  it("keeps a very long strip to a few screens", () => {
    const motion = slideMotion({ width: 500, height: 10_000 }, SCREEN);
    expect(motion.size.height).toBe(2400);
    expect(motion.from.x).toBeGreaterThan(0);
  });

  it("pans a wide picture from left to right", () => {
    const motion = slideMotion({ width: 3000, height: 1000 }, SCREEN);
    expect(motion.size.height).toBe(800);
    expect(motion.to.x).toBe(1000 - 2400);
    expect(motion.from.y).toBe(0);
  });

  it("pans any picture zoomed in, and steps through the zoom levels", () => {
    expect(pans(slideMotion({ width: 1200, height: 1200 }, SCREEN, 2))).toBe(true);
    expect(zoomStep(1, 1)).toBe(1.5);
    expect(zoomStep(3, 1)).toBe(3);
    expect(zoomStep(1, -1)).toBe(1);
    expect(zoomStep(2, -1)).toBe(1.5);
  });
});
