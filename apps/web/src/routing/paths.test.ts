// The pages that open with pictures, for which start-up's optional work waits (after-first-paint.ts).
import { describe, expect, it } from "vitest";
import { opensWithPictures } from "./paths";

describe("opensWithPictures", () => {
  it.each(["/", "/home_manga", "/rank/daily", "/search/landscape", "/artworks/123", "/Artworks/123/"])(
    "%s opens with pictures",
    (path) => {
      expect(opensWithPictures(path)).toBe(true);
    },
  );

  it.each(["/setting", "/setting/about", "/search", "/account/login", "/novel/1"])("%s does not", (path) => {
    expect(opensWithPictures(path)).toBe(false);
  });
});
