// Live detail and chat log from the sandbox's sketch host, for a live on its own list; unknown
// lives keep sketch's own error, malformed ids are a 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../../test/harness.js";

let harness: Harness;
let liveId = "";
beforeAll(async () => {
  harness = await startHarness();
  // The sketch host's own list (the app API's live list may name other lives).
  const list = (await (await fetch(`${harness.sandbox.urls.sketch}/api/lives.json`)).json()) as {
    data: { lives: { id: string }[] };
  };
  liveId = list.data.lives[0]?.id ?? "";
});
afterAll(() => harness.close());

describe("/api/sketch/lives", () => {
  it("answers a live's detail in sketch's shape, cached a minute", async () => {
    const response = await harness.app.inject({ method: "GET", url: `/api/sketch/lives/${liveId}.json` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.json()).toMatchObject({ data: { id: liveId } });
    expect(response.headers["cache-control"]).toMatch(/max-age=(60|59)\b/);
  });

  it("answers the chat log, uncached", async () => {
    const response = await harness.app.inject({
      method: "GET",
      url: `/api/sketch/lives/${liveId}/logs.json`,
    });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json<{ data: unknown }>().data)).toBe(true);
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("keeps sketch's 404 for a live that does not exist", async () => {
    const response = await harness.app.inject({ method: "GET", url: "/api/sketch/lives/1.json" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty("errors.0.message");
  });

  it.each(["abc.json", "12", "1;2.json"])("refuses %s with a 400 naming id", async (file) => {
    const response = await harness.app.inject({ method: "GET", url: `/api/sketch/lives/${file}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ parameter: "id" });
  });
});
