import { describe, expect, it } from "vitest";
import type { ArtworkImage } from "@pxv/pixiv";
import { applyCombinationRules, DEFAULT_APP_SETTINGS } from "../../settings/settings-schema";
import {
  applyTransportRule,
  effectiveResolution,
  hasHelperUserscript,
  isOriginalResolutionAllowed,
  needsConfirmation,
  viewerImageUrl,
} from "./setting-rules";

const image: ArtworkImage = {
  s: "/-/c/360x360_70/img-master/img/2025/01/01/00/00/00/1_p0_square1200.jpg",
  m: "/-/c/540x540_70/img-master/img/2025/01/01/00/00/00/1_p0_master1200.jpg",
  l: "/-/c/600x1200_90/img-master/img/2025/01/01/00/00/00/1_p0_master1200.jpg",
  o: "/-/img-original/img/2025/01/01/00/00/00/1_p0.png",
};

describe("original resolution needs the one image host that serves originals", () => {
  it.each([
    ["", false],
    ["i.pixiv.re", true],
    ["https://i.pixiv.re", true],
    ["https://i.pixiv.re/", true],
    ["https://i.pixiv.cat", false],
    ["https://i.pixiv.re.example.com", false],
    ["not a url at all", false],
  ])("image host %j → %s", (host, allowed) => {
    expect(isOriginalResolutionAllowed(host)).toBe(allowed);
  });

  it("a saved Original counts as Large on any other host", () => {
    expect(effectiveResolution("Original", "")).toBe("Large");
    expect(effectiveResolution("Original", "i.pixiv.re")).toBe("Original");
    expect(effectiveResolution("Medium", "")).toBe("Medium");
  });
});

describe("the viewer's file for each resolution", () => {
  it.each([
    ["Medium", image.l],
    ["Large", "/-/img-master/img/2025/01/01/00/00/00/1_p0_master1200.jpg"],
    ["Large(WebP)", "/-/c/1200x1200_90_webp/img-master/img/2025/01/01/00/00/00/1_p0_master1200.jpg"],
    ["Original", image.o],
  ] as const)("%s", (resolution, url) => {
    expect(viewerImageUrl(image, resolution)).toBe(url);
  });

  it("falls back to the large master when a work has no original URL", () => {
    expect(viewerImageUrl({ ...image, o: "" }, "Original")).toBe(image.l);
  });
});

describe("long-press block and long-press download exclude each other", () => {
  it("turning one on turns the other off", () => {
    const both = { ...DEFAULT_APP_SETTINGS, isLongpressBlock: true, isLongpressDL: true };
    expect(applyCombinationRules(both, "isLongpressDL")).toMatchObject({
      isLongpressDL: true,
      isLongpressBlock: false,
    });
    expect(applyCombinationRules(both, "isLongpressBlock")).toMatchObject({
      isLongpressDL: false,
      isLongpressBlock: true,
    });
  });

  it("block wins when a stored file has both", () => {
    const both = { ...DEFAULT_APP_SETTINGS, isLongpressBlock: true, isLongpressDL: true };
    expect(applyCombinationRules(both)).toMatchObject({ isLongpressDL: false, isLongpressBlock: true });
  });
});

describe("proxy and direct mode exclude each other", () => {
  it.each([
    [{ useApiProxy: true, directMode: true }, "directMode", { useApiProxy: false, directMode: true }],
    [{ useApiProxy: true, directMode: true }, "useApiProxy", { useApiProxy: true, directMode: false }],
    [{ useApiProxy: true, directMode: false }, "useApiProxy", { useApiProxy: true, directMode: false }],
    [{ useApiProxy: false, directMode: false }, "directMode", { useApiProxy: false, directMode: false }],
  ] as const)("%j after changing %s → %j", (transport, changed, result) => {
    expect(applyTransportRule(transport, changed)).toEqual(result);
  });
});

describe("confirmations and the helper userscript", () => {
  it("direct image and the auto-load translator ask only when turned on", () => {
    expect(needsConfirmation("isDirectPximg", true)).toBe(true);
    expect(needsConfirmation("isAutoLoadKissT", true)).toBe(true);
    expect(needsConfirmation("isDirectPximg", false)).toBe(false);
    expect(needsConfirmation("isEnableSwipe", true)).toBe(false);
  });

  it("the helper is detected by its request function", () => {
    expect(hasHelperUserscript({})).toBe(false);
    expect(hasHelperUserscript({ __httpRequest__: () => undefined })).toBe(true);
  });
});
