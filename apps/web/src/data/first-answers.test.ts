// The first screen's answers carried in the page: taken once by the first anonymous GET of their URL.
import { FIRST_DATA_ELEMENT_ID, serializeFirstData, type FirstData } from "@pxv/pixiv";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const RANK_URL = "/api/pixiv/rank?mode=day&date=2026-01-02&page=1";
const RANK_BODY = '{"illusts":[],"next_url":null}';
const NETWORK_BODY = '{"from":"network"}';

function carry(text: string): void {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = FIRST_DATA_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

const seeded: FirstData = { entries: [{ url: RANK_URL, status: 200, body: RANK_BODY }] };

/** The transport as a page opened fresh would load it (the element is read once per module). */
async function freshRequest() {
  vi.resetModules();
  return (await import("./http")).request;
}

describe("the first answers carried in the page", () => {
  const network = vi.fn(() => Promise.resolve(new Response(NETWORK_BODY, { status: 200 })));
  const options = { fetch: network };

  beforeEach(() => {
    network.mockClear();
  });
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("answers the first GET of a carried URL from the page, and the next one from the network", async () => {
    carry(serializeFirstData(seeded));
    const request = await freshRequest();
    const first = await request(RANK_URL, { headers: { accept: "application/json" } }, options);
    expect(first.text).toBe(RANK_BODY);
    expect(first.response.status).toBe(200);
    expect(network).not.toHaveBeenCalled();
    expect(document.getElementById(FIRST_DATA_ELEMENT_ID)).toBeNull();

    const again = await request(RANK_URL, {}, options);
    expect(again.text).toBe(NETWORK_BODY);
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("fetches another URL, and a request that carries credentials", async () => {
    carry(serializeFirstData(seeded));
    const request = await freshRequest();
    await request("/api/pixiv/rank?mode=week&date=2026-01-02&page=1", {}, options);
    await request(RANK_URL, { headers: { authorization: "Bearer token" } }, options);
    await request(RANK_URL, { credentials: "include" }, options);
    await request(RANK_URL, { method: "POST" }, options);
    expect(network).toHaveBeenCalledTimes(4);
    // None of these took the carried answer: the anonymous GET still finds it.
    expect((await request(RANK_URL, {}, options)).text).toBe(RANK_BODY);
  });

  it("ignores a malformed element", async () => {
    carry('{"entries": [{"url": "/api/pixiv/rank?mode=day", "status": 200}]');
    const request = await freshRequest();
    expect((await request("/api/pixiv/rank?mode=day", {}, options)).text).toBe(NETWORK_BODY);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
