// The size each rendition of a page has, and the part of the page it shows.
import { describe, expect, it } from "vitest";
import { fitInside, framePicture } from "./picture-geometry.js";

describe("framePicture", () => {
  const portrait = { width: 1500, height: 3000 };

  it("shows originals whole at full size", () => {
    expect(framePicture(portrait, "original", null)).toEqual({
      region: { x: 0, y: 0, width: 1500, height: 3000 },
      output: portrait,
    });
  });

  it("fits master1200 inside 1200×1200, then inside the size segment", () => {
    expect(framePicture(portrait, "master1200", null).output).toEqual({ width: 600, height: 1200 });
    expect(framePicture(portrait, "master1200", { width: 540, height: 540 }).output).toEqual({
      width: 270,
      height: 540,
    });
  });

  it("crops square1200 to the centred square", () => {
    expect(framePicture(portrait, "square1200", { width: 360, height: 360 })).toEqual({
      region: { x: 0, y: 750, width: 1500, height: 1500 },
      output: { width: 360, height: 360 },
    });
  });

  it("never enlarges", () => {
    const small = { width: 300, height: 200 };
    expect(framePicture(small, "master1200", { width: 600, height: 1200 }).output).toEqual(small);
    expect(framePicture(small, "square1200", { width: 360, height: 360 }).output).toEqual({
      width: 200,
      height: 200,
    });
    expect(fitInside({ width: 3000, height: 1 }, { width: 100, height: 100 })).toEqual({
      width: 100,
      height: 1,
    });
  });
});
