/**
 * The route contract's machinery: zod validates every route's `querystring`, `params`, `headers`
 * and `body` (fastify-type-provider-zod's validator; a refusal becomes pxv's 400 in errors.ts), and
 * `/openapi.json` is generated from the same schemas by @fastify/swagger, with each route's
 * `answers` and `handlerHeaders` (route-schema/answers.ts) as its responses and header parameters.
 * Nothing describes a route a second time: what is not a Fastify route (the live websocket) adds
 * its own path item here through `extraPaths`.
 *
 * Operation ids: a route names its own (`operationId`), else it is made from the method and path
 * (`get_api_pixivision_list`); a route serving several methods keeps its id for the first and
 * prefixes the method for the others (`post_…`). The document is made once, when the server is
 * ready, and compressed once.
 */
import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Compressor } from "./compression/compressor.js";
import { sendEncoded, type EncodedBodies } from "./compression/encoding.js";
import type { AnswerDoc } from "../route-schema/answers.js";

export const OPENAPI_PATH = "/openapi.json";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type PathItems = Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;

const toJson = (schema: z.ZodType, io: "input" | "output"): Record<string, unknown> => {
  const { $schema: _schema, ...json } = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
  });
  return json;
};

/** One answer as @fastify/swagger reads a response: a description, and content when it has a body. */
function responseOf(answer: string | AnswerDoc): Record<string, unknown> {
  if (typeof answer === "string") return { description: answer, type: "null" };
  if (answer.body === undefined) return { description: answer.description, type: "null" };
  const schema = toJson(answer.body, "output");
  const types = typeof answer.type === "string" ? [answer.type] : (answer.type ?? ["application/json"]);
  return {
    description: answer.description,
    content: Object.fromEntries(types.map((type) => [type, { schema }])),
  };
}

/**
 * zod leaves out the default of a parameter it transforms (the default is of the parsed type, not
 * of the string sent): such a parameter states the default a client sends as `inputDefault`
 * (route-schema/params.ts), shown here as the parameter's `default`.
 */
function showInputDefaults(json: unknown): void {
  const properties = (json as { properties?: Record<string, Record<string, unknown>> } | undefined)
    ?.properties;
  for (const property of Object.values(properties ?? {})) {
    if (!("inputDefault" in property)) continue;
    property.default = property.inputDefault;
    delete property.inputDefault;
  }
}

/** A route's schema as the document shows it: zod made JSON Schema, answers made responses. */
function describeRoute(input: TransformInput): { schema: FastifySchema; url: string } {
  const { answers, handlerHeaders, ...schema } = jsonSchemaTransform(input).schema;
  const described: FastifySchema = { ...schema };
  showInputDefaults(described.querystring);
  if (answers) {
    described.response = Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [status, responseOf(answer)]),
    );
  }
  if (handlerHeaders) described.headers = toJson(handlerHeaders, "input");
  // Fastify's wildcard is the rest of the path: `/-/*` is documented as `/-/{path}`.
  return { schema: described, url: input.url.replace(/\*$/, ":path") };
}

/** Names every operation (see the top of this module); a name used twice is a programming error. */
function nameOperations(paths: PathItems): void {
  const seen = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
      let id = operation.operationId ?? [method, ...words].join("_");
      if (seen.has(id)) id = `${method}_${id}`;
      if (seen.has(id)) throw new Error(`operationId ${id} twice`);
      seen.add(id);
      // The methods of one route share one operation object: each gets its own copy.
      item[method] = { ...operation, operationId: id };
    }
  }
}

export interface OpenApiOptions {
  readonly compressor: Compressor | null;
  /** Path items of what is not a Fastify route (a websocket), keyed by path. */
  readonly extraPaths?: PathItems;
}

/** Registers the validator and the document generator; call before any route is registered. */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "pxv API",
        version: "1",
        description:
          "HibiAPI-compatible pixiv API served by pxv, answered with the server's pixiv account, plus its image proxy.",
      },
    },
    transform: describeRoute,
    transformObject: (documentObject) => {
      const document = (
        "openapiObject" in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
      ) as { paths?: PathItems; components?: Record<string, unknown> };
      const paths: PathItems = { ...document.paths, ...options.extraPaths };
      // HEAD is answered wherever GET is (the image paths declare both): documented once, as GET.
      for (const item of Object.values(paths)) if (item.get) delete item.head;
      nameOperations(paths);
      const { components, ...rest } = document;
      // Every schema is inline; an empty `components` would only be noise.
      const keptComponents =
        components && Object.values(components).some((entry) => Object.keys(entry as object).length > 0)
          ? { components }
          : {};
      return { ...rest, ...keptComponents, paths };
    },
  });

  // Made once every route is known, and compressed once: it does not change while the server runs.
  let document: { text: string; encoded: EncodedBodies | null } | null = null;
  app.addHook("onReady", async () => {
    const text = JSON.stringify(app.swagger());
    const encoded = options.compressor
      ? await options.compressor.encodeAll("application/json", Buffer.from(text, "utf8"))
      : null;
    document = { text, encoded };
  });
  app.get(
    OPENAPI_PATH,
    {
      schema: {
        tags: ["server"],
        summary: "This document.",
        answers: { "200": { description: "OpenAPI 3.1", body: z.looseObject({}) } },
      },
    },
    (_request, reply) => {
      if (document === null) throw new Error("the OpenAPI document is made when the server is ready");
      return sendEncoded(
        reply.type("application/json; charset=utf-8").header("cache-control", "public, max-age=3600"),
        document.text,
        document.encoded,
      );
    },
  );
}
