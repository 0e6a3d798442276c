// Fetching an ugoira's frames for the exports: the 1920×1080 zip (the 600×600 one when the large
// one is missing), every listed frame in the list's order with its delay and MIME type, and a clear
// error when the zip lacks a frame.
import { zipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchUgoiraFiles } from "./load-ugoira";

const metadata = {
  zipUrl: "/-/img-zip-ugoira/img/1_ugoira1920x1080.zip",
  smallZipUrl: "/-/img-zip-ugoira/img/1_ugoira600x600.zip",
  frames: [
    { file: "000001.png", delay: 120 },
    { file: "000000.jpg", delay: 80 },
  ],
};

const zipOf = (names: readonly string[]) =>
  zipSync(Object.fromEntries(names.map((name) => [name, new TextEncoder().encode(name)])));

function serve(answers: Record<string, Uint8Array>): string[] {
  const asked: string[] = [];
  vi.stubGlobal("fetch", (url: string) => {
    asked.push(url);
    const body = answers[url];
    return Promise.resolve(
      body === undefined ? new Response("", { status: 404 }) : new Response(body as BodyInit),
    );
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchUgoiraFiles", () => {
  it("unpacks every listed frame in the list's order, undecoded", async () => {
    const zip = zipOf(["000000.jpg", "000001.png"]);
    serve({ [metadata.zipUrl]: zip });
    const files = await fetchUgoiraFiles(metadata, () => undefined, new AbortController().signal);
    expect(files.zip).toEqual(zip);
    expect(
      files.frames.map(({ file, delay, type, data }) => ({
        file,
        delay,
        type,
        text: new TextDecoder().decode(data),
      })),
    ).toEqual([
      { file: "000001.png", delay: 120, type: "image/png", text: "000001.png" },
      { file: "000000.jpg", delay: 80, type: "image/jpeg", text: "000000.jpg" },
    ]);
  });

  it("reports the zip's bytes and falls back to the 600×600 zip", async () => {
    const asked = serve({ [metadata.smallZipUrl]: zipOf(["000000.jpg", "000001.png"]) });
    const progress: string[] = [];
    await fetchUgoiraFiles(
      metadata,
      (step) => {
        progress.push(step.phase);
      },
      new AbortController().signal,
    );
    expect(asked).toEqual([metadata.zipUrl, metadata.smallZipUrl]);
    expect(progress.length).toBeGreaterThan(0);
    expect(new Set(progress)).toEqual(new Set(["downloading"]));
  });

  it("names a frame the zip does not have", async () => {
    serve({ [metadata.zipUrl]: zipOf(["000000.jpg"]) });
    await expect(fetchUgoiraFiles(metadata, () => undefined, new AbortController().signal)).rejects.toThrow(
      "The frames zip has no 000001.png",
    );
  });
});
