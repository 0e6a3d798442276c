// The peripheral hosts started together as startSandbox starts them: quickly, each answering, all
// obeying the fault rules the control host sets.
import { spotlightArticlesBodySchema } from "@pxv/pixiv";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogue } from "../catalogue/catalogue.js";
import { answerSpotlightArticles } from "../pixivision/spotlight.js";
import { TRANSLATION_API_KEY } from "../translation/translation-host.js";
import { createFaultStore } from "./fault-store.js";
import {
  createPeripheralHosts,
  listenPeripheralHosts,
  type PeripheralHosts,
  type PeripheralUrls,
} from "./peripheral-hosts.js";

let hosts: PeripheralHosts;
let urls: PeripheralUrls;
const faults = createFaultStore();

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no address");
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  hosts = createPeripheralHosts({
    catalogue: createCatalogue(),
    faults,
    now: () => new Date(),
    logger: false,
  });
  urls = await listenPeripheralHosts(hosts, listen);
});
afterAll(async () => {
  // A response a test left unread holds its keep-alive connection busy: close every one first.
  await Promise.all(
    Object.values(hosts.apps).map((app) => {
      app.server.closeAllConnections();
      return app.close();
    }),
  );
});

describe("peripheral hosts", () => {
  // How fast they start is bench/sandbox.ts's to measure; a test only checks that they do.
  it("start, each on its own loopback port", () => {
    expect(new Set(Object.values(urls)).size).toBe(5);
    for (const url of Object.values(urls)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("each answer", async () => {
    expect((await fetch(`${urls.pixivision}/ja/`)).status).toBe(200);
    expect((await fetch(`${urls.sketch}/api/lives.json`)).status).toBe(200);
    expect((await fetch(`${urls.imageSearch}/search.php`, { method: "POST" })).status).toBe(400);
    const models = await fetch(`${urls.translation}/v1/models`, {
      headers: { authorization: `Bearer ${TRANSLATION_API_KEY}` },
    });
    expect(models.status).toBe(200);
    expect(await (await fetch(`${urls.control}/faults`)).json()).toEqual({ faults: [] });
  });

  it("share the pixivision model with the app API's spotlight body", async () => {
    const body = spotlightArticlesBodySchema.parse(answerSpotlightArticles(hosts.pixivision, {}, "en").body);
    const first = body.spotlight_articles[0];
    const page = await (await fetch(`${urls.pixivision}/en/a/${first?.id}`)).text();
    expect(page).toContain(first?.title.replaceAll("'", "&#39;"));
  });

  it("obey rules the control host sets, per host", async () => {
    const set = await fetch(`${urls.control}/faults`, {
      method: "PUT",
      headers: { "content-type": "text/plain" },
      body: "error=502 /ja/* host=pixivision; rate-limit /v1/chat/completions host=translation",
    });
    expect(set.status).toBe(200);
    expect((await fetch(`${urls.pixivision}/ja/`)).status).toBe(502);
    expect((await fetch(`${urls.pixivision}/en/`)).status).toBe(200);
    const limited = await fetch(`${urls.translation}/v1/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${TRANSLATION_API_KEY}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(limited.status).toBe(429);
    expect((await fetch(`${urls.sketch}/api/lives.json`)).status).toBe(200);
    await fetch(`${urls.control}/faults`, { method: "DELETE" });
    expect((await fetch(`${urls.pixivision}/ja/`)).status).toBe(200);
  });
});
