// Batch download: every page of every work in one ZIP, named by the template, in author folders
// when set; a page that fails is skipped and counted.
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { artwork } from "../../test/fixtures";
import { batchZipName, zipArtworks } from "./batch-zip";

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = { template: "{pid}_p{index}", subfolderByAuthor: true, preferFileSystem: false };

describe("zipArtworks", () => {
  it("packs every page under its template name, inside the author's folder", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        Promise.resolve(
          url.includes("_p1") ? new Response("", { status: 404 }) : new Response(`bytes of ${url}`),
        ),
      ),
    );
    const works = [artwork({ id: 11, pageCount: 2 }), artwork({ id: 12 })];
    const progress: [number, number][] = [];
    const result = await zipArtworks(
      works,
      settings,
      (done, total) => progress.push([done, total]),
      new AbortController().signal,
    );
    expect(result.failed).toBe(1);
    expect(result.files).toBe(2);
    expect(progress.at(-1)).toEqual([3, 3]);
    const entries = unzipSync(new Uint8Array(await result.zip.arrayBuffer()));
    const folder = `${works[0]?.author.name.replace(/[\\/|?*:<>'"\s.]/g, "_") ?? ""}_${String(works[0]?.author.id)}`;
    expect(Object.keys(entries).sort()).toEqual([`${folder}/11_p0.png`, `${folder}/12_p0.png`].sort());
    expect(new TextDecoder().decode(entries[`${folder}/11_p0.png`])).toContain("11_p0");
  });

  it("names the ZIP safely", () => {
    expect(batchZipName("a/b c_works")).toBe("a_b_c_works.zip");
  });
});
