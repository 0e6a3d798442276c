// /openapi.json against the app as it is built: the document is generated from the route schemas
// (infrastructure/openapi.ts), so every route Fastify registers (the web app's pages and files aside, which
// are hidden) declares a schema with a summary and appears in the document with each of its methods
// and an operationId; the web-login relay's and web ranking's entries carry their parameters; and the
// document is valid OpenAPI 3.1 for a strict validator, with one operationId per operation and no
// parameter declared twice.
import { Validator } from "@seriousme/openapi-schema-validator";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_SOCKET_RELAY_PATH } from "../sketch/live-relay.js";
import { startHarness, type Harness } from "../../test/harness.js";

let harness: Harness;
const registered: { method: string; url: string; summary: unknown; hidden: boolean }[] = [];
beforeAll(async () => {
  harness = await startHarness(
    {},
    {
      app: {
        onRoute: (route: RouteOptions) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          const schema = route.schema as { summary?: unknown; hide?: boolean } | undefined;
          for (const method of methods)
            registered.push({
              method,
              url: route.url,
              summary: schema?.summary,
              hidden: schema?.hide === true,
            });
        },
      },
    },
  );
});
afterAll(async () => {
  await harness.close();
});

/** Fastify's `/a/:id/*` as OpenAPI's `/a/{id}/{path}`. */
const openApiPath = (url: string): string => url.replace(/:(\w+)/g, "{$1}").replace(/\/\*$/, "/{path}");

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema: { enum?: string[]; maximum?: number } }[];
}

describe("/openapi.json", () => {
  it("describes every registered API route and method from its schema, with an operationId", async () => {
    const document = (await harness.app.inject({ url: "/openapi.json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const apiRoutes = registered.filter(
      // HEAD comes with each GET; OPTIONS is not served; the web app's pages and files are hidden.
      ({ method, hidden }) => method !== "HEAD" && method !== "OPTIONS" && !hidden,
    );
    expect(apiRoutes.length).toBeGreaterThan(60);
    const undeclared = apiRoutes
      .filter(({ summary }) => typeof summary !== "string" || summary === "")
      .map(({ method, url }) => `${method} ${url}`);
    expect(undeclared).toEqual([]);
    const missing = apiRoutes
      .filter(({ method, url }) => !document.paths[openApiPath(url)]?.[method.toLowerCase()]?.operationId)
      .map(({ method, url }) => `${method} ${url}`);
    expect(missing).toEqual([]);
    // Not a Fastify route (a websocket upgrade), documented all the same.
    expect(document.paths[LIVE_SOCKET_RELAY_PATH]?.get).toBeDefined();
  });

  it("names the web relay's, web ranking's and pid-recover's parameters", async () => {
    const { paths } = (await harness.app.inject({ url: "/openapi.json" })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const names = (path: string, method = "get") =>
      paths[path]?.[method]?.parameters?.map((parameter) => parameter.name) ?? [];
    expect(names("/api/pixiv-now/http/{path}")).toEqual(expect.arrayContaining(["path", "x-auth"]));
    expect(names("/api/pixiv-now/http/{path}", "post")).toContain("x-csrf-token");
    expect(names("/api/pixiv-now/user")).toEqual(["x-auth"]);
    expect(names("/api/pixiv-now/ranking")).toEqual(["format", "mode", "content", "p", "date", "x-auth"]);
    const mode = paths["/api/pixiv-now/ranking"]?.get?.parameters?.find(
      (parameter) => parameter.name === "mode",
    );
    expect(mode?.schema.enum).toContain("daily_r18");
    const page = paths["/api/pixiv-now/ranking"]?.get?.parameters?.find(
      (parameter) => parameter.name === "p",
    );
    expect(page?.schema.maximum).toBe(10);
    expect(names("/api/pid-recover/{id}")).toEqual(["id"]);
  });

  it("is a valid OpenAPI 3.1 document, every operation named once, no parameter declared twice", async () => {
    const document = (await harness.app.inject({ url: "/openapi.json" })).json<{
      paths: Record<string, Record<string, Operation & { operationId?: string }>>;
    }>();
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);

    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ at: `${method} ${path}`, operation })),
    );
    expect(operations.filter(({ operation }) => !operation.operationId).map(({ at }) => at)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const doubled = operations.filter(({ operation }) => {
      const keys = (operation.parameters ?? []).map((parameter) => `${parameter.in}:${parameter.name}`);
      return new Set(keys).size !== keys.length;
    });
    expect(doubled.map(({ at }) => at)).toEqual([]);
  });
});
