import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RecognisedPicture } from "./picture-ocr";
import { usePictureTranslations } from "./picture-translation-state";
import type { TranslatedPicture } from "./translated-picture";

const cache = new Map<string, TranslatedPicture>();
const keyOf = (id: number, page: number, language: string) => `${id}:${page}:${language}`;

vi.mock("../../storage/picture-translations", () => ({
  cachedPictureTranslation: (id: number, page: number, language: string) =>
    Promise.resolve(cache.get(keyOf(id, page, language)) ?? null),
  keptPictureTranslations: (id: number, language: string) =>
    Promise.resolve(
      new Map(
        [...cache]
          .filter(([key]) => key.startsWith(`${id}:`) && key.endsWith(`:${language}`))
          .map(([key, picture]) => [Number(key.split(":")[1]), picture]),
      ),
    ),
  keepPictureTranslation: (id: number, page: number, picture: TranslatedPicture) => {
    cache.set(keyOf(id, page, picture.language), picture);
    return Promise.resolve();
  },
}));

const recognise = vi.fn<(url: string) => Promise<RecognisedPicture>>();
vi.mock("./picture-ocr", async (original) => ({
  ...(await original<typeof import("./picture-ocr")>()),
  recognisePicture: (url: string) => recognise(url),
}));

const translate = vi.fn<(texts: readonly string[], language: string) => Promise<unknown>>();
vi.mock("./translate-regions", async (original) => ({
  ...(await original<typeof import("./translate-regions")>()),
  translateRegionTexts: (texts: readonly string[], language: string) => translate(texts, language),
}));

const { PictureOcrError } = await import("./picture-ocr");
const { NoPictureTranslator } = await import("./translate-regions");
const { translateWork } = await import("./translate-work");
const { showKeptTranslation } = await import("./kept-translation");

const region = (text: string) => ({
  box: { x: 10, y: 10, width: 20, height: 60 },
  frame: { x: 0, y: 0, width: 40, height: 80 },
  text,
  vertical: true,
  confidence: 90,
});
const WORK = { id: 7, pages: ["/-/p0.jpg", "/-/p1.jpg"] };

beforeEach(() => {
  cache.clear();
  recognise.mockReset();
  translate.mockReset();
  usePictureTranslations.setState({}, true);
});

describe("translateWork", () => {
  it("reads each page, translates its regions together and keeps the result", async () => {
    recognise.mockImplementation((url) =>
      Promise.resolve({ width: 100, height: 200, regions: [region(`${url}-a`), region(`${url}-b`)] }),
    );
    translate.mockImplementation((texts) =>
      Promise.resolve({ translator: "service", translations: texts.map((text) => `EN ${text}`) }),
    );
    await translateWork(WORK, "en");

    expect(translate).toHaveBeenCalledWith(["/-/p0.jpg-a", "/-/p0.jpg-b"], "en");
    const work = usePictureTranslations.getState()[7];
    expect(work?.running).toBe(false);
    expect(work?.showing).toBe("translated");
    const page1 = work?.pages[1];
    expect(page1?.state === "done" && page1.picture.regions.map((r) => r.translation)).toEqual([
      "EN /-/p1.jpg-a",
      "EN /-/p1.jpg-b",
    ]);
    expect(cache.get("7:0:en")?.translator).toBe("service");
  });

  it("takes a page translated before from the cache without reading it again", async () => {
    recognise.mockResolvedValue({ width: 100, height: 200, regions: [region("a")] });
    translate.mockResolvedValue({ translator: "service", translations: ["A"] });
    await translateWork(WORK, "en");
    expect(recognise).toHaveBeenCalledTimes(2);

    usePictureTranslations.setState({}, true);
    expect(await showKeptTranslation(WORK, "en")).toBe(true);
    expect(usePictureTranslations.getState()[7]?.pages.every((page) => page.state === "done")).toBe(true);
    await translateWork(WORK, "en");
    expect(recognise).toHaveBeenCalledTimes(2);
    expect(await showKeptTranslation(WORK, "ja")).toBe(false);
  });

  it("shows the recognised text with a notice, uncached, when nothing can translate", async () => {
    recognise.mockResolvedValue({ width: 100, height: 200, regions: [region("こんにちは")] });
    translate.mockRejectedValue(new NoPictureTranslator());
    await translateWork(WORK, "de");
    const work = usePictureTranslations.getState()[7];
    expect(work?.notice).toEqual({ kind: "no-translator" });
    const page0 = work?.pages[0];
    expect(page0?.state === "done" && page0.picture.regions[0]?.text).toBe("こんにちは");
    expect(page0?.state === "done" && page0.picture.translator).toBe("none");
    expect(cache.size).toBe(0);
  });

  it("fails a page whose picture cannot be read and goes on with the next", async () => {
    recognise
      .mockRejectedValueOnce(new PictureOcrError("picture", "404"))
      .mockResolvedValueOnce({ width: 100, height: 200, regions: [] });
    await translateWork(WORK, "en");
    const pages = usePictureTranslations.getState()[7]?.pages;
    expect(pages?.[0]).toEqual({ state: "failed", failure: "picture" });
    expect(pages?.[1]?.state).toBe("done");
    expect(translate).not.toHaveBeenCalled();
  });

  it("starts at the page asked for and goes round", async () => {
    recognise.mockResolvedValue({ width: 100, height: 200, regions: [] });
    await translateWork(WORK, "en", 1);
    expect(recognise.mock.calls.map(([url]) => url)).toEqual(["/-/p1.jpg", "/-/p0.jpg"]);
  });
});
