// The whole sandbox: the peripheral hosts among its URLs, faults from options, the environment and
// `sandbox.faults` on the pixiv hosts too, and image search finding what i.pximg.net served.
import { appApiErrorBodySchema, imageSearchBodySchema } from "@pxv/pixiv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "../catalogue/catalogue.js";
import { masterPath, sizedPath } from "../pximg-paths.js";
import { startSandbox, type Sandbox } from "../sandbox.js";

let sandbox: Sandbox;
const catalogue = createCatalogue();
const PIXIV_REFERER = { referer: "https://www.pixiv.net/" };

beforeAll(async () => {
  sandbox = await startSandbox({ faults: "rate-limit /auth/token host=oauth times=1" });
});
afterAll(async () => {
  await sandbox.close();
});

describe("startSandbox with the peripheral hosts", () => {
  it("lists every host's URL", () => {
    expect(Object.keys(sandbox.urls)).toEqual(
      expect.arrayContaining(["pixivision", "sketch", "imageSearch", "translation", "control"]),
    );
    expect(new Set(Object.values(sandbox.urls)).size).toBe(Object.keys(sandbox.urls).length);
  });

  it("starts with the rules of its options, and the OAuth host obeys them", async () => {
    const limited = await fetch(`${sandbox.urls.oauth}/auth/token`, { method: "POST" });
    expect(limited.status).toBe(403);
    expect(appApiErrorBodySchema.parse(await limited.json()).error.message).toBe("Rate Limit");
    expect((await fetch(`${sandbox.urls.oauth}/auth/token`, { method: "POST" })).status).not.toBe(403);
  });

  it("makes the image hosts misbehave through sandbox.faults", async () => {
    const work = catalogue.illust(catalogue.ranking("day", "2025-02-03")[0] ?? 0);
    if (work === null) throw new Error("no work");
    const url = `${sandbox.urls.iPximg}/${sizedPath("240x480", masterPath(work, 0, "master1200"))}`;
    sandbox.faults.set("error=503 /c/* host=iPximg times=1");
    const refused = await fetch(url, { headers: PIXIV_REFERER });
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain("<center>nginx</center>");
    expect((await fetch(url, { headers: PIXIV_REFERER })).status).toBe(200);
    sandbox.faults.clear();
  });

  it("finds the work of a picture i.pximg.net served", async () => {
    let id = 118_000_017;
    while (catalogue.illust(id) === null) id++;
    const work = catalogue.illust(id);
    if (work === null) throw new Error("no work");
    const picture = await fetch(
      `${sandbox.urls.iPximg}/${sizedPath("400x400", masterPath(work, 0, "master1200"))}`,
      {
        headers: PIXIV_REFERER,
      },
    );
    const form = new FormData();
    form.append("file", new Blob([await picture.arrayBuffer()], { type: "image/jpeg" }), "picture.jpg");
    const search = await fetch(`${sandbox.urls.imageSearch}/search.php`, { method: "POST", body: form });
    const body = imageSearchBodySchema.parse(await search.json());
    expect(body.results?.[0]?.data.pixiv_id).toBe(work.id);
  });

  it("refuses to start on a bad PXV_SANDBOX_FAULTS, naming it", async () => {
    const saved = process.env["PXV_SANDBOX_FAULTS"];
    process.env["PXV_SANDBOX_FAULTS"] = "explode *";
    try {
      await expect(startSandbox()).rejects.toThrow(/^PXV_SANDBOX_FAULTS: unknown fault kind/);
    } finally {
      if (saved === undefined) delete process.env["PXV_SANDBOX_FAULTS"];
      else process.env["PXV_SANDBOX_FAULTS"] = saved;
    }
  });
});
