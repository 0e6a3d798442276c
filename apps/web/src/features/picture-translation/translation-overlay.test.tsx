// The translation overlay in the DOM: a labelled list of each region's text at its area (percentages
// of the picture, font sizes in container units), in columns for vertical Chinese and Japanese, in the
// text's language; nothing when the original is shown; text measured on a canvas by default.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { estimatedMeasure, layOutRegions } from "./region-layout";
import type { TranslatedPicture } from "./translated-picture";
import { TranslationOverlay } from "./translation-overlay";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PICTURE: TranslatedPicture = {
  width: 800,
  height: 1200,
  language: "zh-TW",
  translator: "service",
  regions: [
    {
      box: { x: 380, y: 200, width: 40, height: 200 },
      frame: { x: 320, y: 160, width: 160, height: 280 },
      vertical: true,
      text: "ここはどこだ",
      translation: "這裡是哪裡",
    },
    {
      box: { x: 100, y: 900, width: 200, height: 30 },
      frame: null,
      vertical: false,
      text: "ドキドキ",
      translation: "心跳加速",
    },
    {
      box: { x: 600, y: 900, width: 30, height: 120 },
      frame: null,
      vertical: true,
      text: "ざわざわ",
      translation: null,
    },
  ],
};

function overlay(showing: "translated" | "original" = "translated") {
  return render(
    <div style={{ position: "relative" }}>
      <TranslationOverlay
        picture={PICTURE}
        showing={showing}
        label="Translation"
        measure={estimatedMeasure}
      />
    </div>,
  );
}

describe("TranslationOverlay", () => {
  it("is a labelled list of the regions' text that lets clicks through", () => {
    overlay();
    const list = screen.getByRole("list", { name: "Translation" });
    expect(list.getAttribute("data-testid")).toBe("picture-translation-overlay");
    expect(list.className).toContain("pointer-events-none");
    expect(list.className).toContain("inset-0");
    // The size container its font sizes (cqw) refer to.
    expect(list.getAttribute("style")).toContain("container-type: size");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["這裡是哪裡", "心跳加速", "ざわざわ"]);
  });

  it("keeps the spaces between words where lines break", () => {
    const english: TranslatedPicture = {
      ...PICTURE,
      language: "en",
      regions: PICTURE.regions.map((region) => ({ ...region, translation: "Where on earth are we now?" })),
    };
    render(
      <TranslationOverlay
        picture={english}
        showing="translated"
        label="Translation"
        measure={estimatedMeasure}
      />,
    );
    const [bubble] = screen.getAllByTestId("translated-region");
    expect(bubble?.querySelectorAll("br").length).toBeGreaterThan(0);
    expect(bubble?.textContent).toBe("Where on earth are we now?");
  });

  it("places each region at its area, in percentages and container units, in the text's direction and language", () => {
    overlay();
    const layouts = layOutRegions(PICTURE, estimatedMeasure);
    const regions = screen.getAllByTestId("translated-region");
    expect(regions).toHaveLength(layouts.length);
    regions.forEach((region, index) => {
      const layout = layouts[index];
      if (layout === undefined) throw new Error("a region without its layout");
      const { area } = layout;
      expect(region.getAttribute("data-area")).toBe(`${area.x},${area.y},${area.width},${area.height}`);
      expect(parseFloat(region.style.left)).toBeCloseTo((area.x / PICTURE.width) * 100);
      expect(parseFloat(region.style.top)).toBeCloseTo((area.y / PICTURE.height) * 100);
      expect(parseFloat(region.style.width)).toBeCloseTo((area.width / PICTURE.width) * 100);
      expect(parseFloat(region.style.height)).toBeCloseTo((area.height / PICTURE.height) * 100);
      expect(region.style.fontSize).toMatch(/cqw$/u);
      expect(parseFloat(region.style.fontSize)).toBeCloseTo((layout.fontSize / PICTURE.width) * 100);
    });
    expect(regions.map((region) => region.getAttribute("lang"))).toEqual(["zh-TW", "zh-TW", "ja"]);
    expect(regions.map((region) => region.getAttribute("data-direction"))).toEqual([
      "vertical",
      "horizontal",
      "vertical",
    ]);
    expect(regions.map((region) => region.style.writingMode)).toEqual([
      "vertical-rl",
      "horizontal-tb",
      "vertical-rl",
    ]);
  });

  it("draws nothing over the original", () => {
    overlay("original");
    expect(screen.queryByTestId("picture-translation-overlay")).toBeNull();
  });

  it("measures text on a canvas in the page's font by default", () => {
    const measureText = vi.fn((text: string) => ({ width: estimatedMeasure(text) * 100 }) as TextMetrics);
    const context = { font: "", measureText } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context);
    document.body.style.fontFamily = "TestFont, sans-serif";
    render(<TranslationOverlay picture={PICTURE} showing="translated" label="Translation" />);
    expect(measureText).toHaveBeenCalled();
    expect(context.font).toBe("600 100px TestFont, sans-serif");
    expect(screen.getAllByTestId("translated-region")).toHaveLength(3);
    document.body.style.fontFamily = "";
  });
});
