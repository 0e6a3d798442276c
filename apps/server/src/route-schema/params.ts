/**
 * Query and path parameters as route schemas declare them: each a zod schema that validates the
 * value as it comes in the URL (a string), applies HibiAPI's default and carries its OpenAPI
 * description (`.meta()`: the type a client sends, limits, default), so the document is generated
 * from the schema that validates. A parameter that is transformed states its default as
 * `inputDefault` (zod leaves a transformed schema's default out of the document). `querySchema` makes a route's `querystring` from them; Fastify
 * validates it before the handler runs, and a bad value is a 400 naming the parameter
 * (errors.ts `refusalOf`).
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, parseRankDate } from "@pxv/pixiv";
import { InvalidParameterError } from "../errors.js";

export type Params = Record<string, z.ZodType>;
export type ParsedParams<P extends Params> = z.output<z.ZodObject<P>>;

/**
 * A route's querystring: a repeated parameter counts by its last value and an empty one as absent
 * (as HibiAPI reads them); parameters not declared are dropped, or with `keepOthers` kept as they
 * came (for a handler that validates them against another schema).
 */
export function querySchema<P extends Params>(params: P, keepOthers = false) {
  return z.preprocess(lastValues, keepOthers ? z.looseObject(params) : z.object(params));
}

function lastValues(query: unknown): unknown {
  if (typeof query !== "object" || query === null) return {};
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => {
      const last: unknown = Array.isArray(value) ? value.at(-1) : value;
      return [name, last === "" ? undefined : last];
    }),
  );
}

/**
 * Validates a query against a route's schema outside Fastify's own validation: for HibiAPI's
 * legacy `?type=<name>` form, whose parameters are those of the route it names.
 */
export function parseQuery<T>(schema: z.ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new InvalidParameterError(String(issue?.path[0] ?? "query"), issue?.message ?? "invalid value");
}

/**
 * A path parameter `file` written `{id}.{extension}` (`pattern` says which): a refusal names `id`,
 * the part a client gets wrong, as these routes have always named it.
 */
export function idFileParams(pattern: RegExp, message: string) {
  return z.object({ file: z.string().meta({ pattern: pattern.source }) }).superRefine(({ file }, context) => {
    if (!pattern.test(file)) context.addIssue({ code: "custom", path: ["id"], message });
  });
}

/**
 * What a pixiv cursor (the query of a list's `next_url`, handed back by the client) may carry: each
 * key by its base name (`viewed[3]` → `viewed`) with the values it accepts. Anything else is a 400.
 */
export type CursorKeys = Readonly<Record<string, RegExp>>;
/** pixiv's recommended/related `next_url` carries up to ~100 `viewed[n]`; bound it well above that. */
const CURSOR_MAX_LENGTH = 16_000;
const CURSOR_MAX_ENTRIES = 300;

/** A cursor's entries checked against its keys; an issue text for the first bad one. */
function checkCursor(
  entries: readonly [string, string][],
  keys: CursorKeys,
): Record<string, string> | string {
  if (entries.length > CURSOR_MAX_ENTRIES) return `must have at most ${String(CURSOR_MAX_ENTRIES)} entries`;
  // No prototype: a key such as `__proto__` or `constructor` is only ever a key.
  const cursor = Object.create(null) as Record<string, string>;
  for (const [key, value] of entries) {
    const base = key.replace(/\[\d*\]$/, "");
    const pattern = Object.hasOwn(keys, base) ? keys[base] : undefined;
    if (pattern === undefined) return `may not carry "${key}"`;
    if (!pattern.test(value)) return `has an invalid "${key}"`;
    cursor[key] = value;
  }
  return cursor;
}

/** Longest search word accepted (pixiv's own limit is longer than any real tag). */
const WORD_MAX_LENGTH = 200;
const TAG_MAX_LENGTH = 100;

/** What a value pixiv owns may look like: enough to keep it harmless in a query and a cache key. */
const PIXIV_VALUE = /^[a-z0-9_]{1,40}$/;
const TRUE_WORDS = ["true", "1", "yes", "on", "t", "y"];
const FALSE_WORDS = ["false", "0", "no", "off", "f", "n"];
const booleanSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum([...TRUE_WORDS, ...FALSE_WORDS], { error: "must be true or false" }))
  .transform((value) => TRUE_WORDS.includes(value));

/** Largest `size` of the lists whose page size pixiv fixes (HibiAPI only multiplies it into the offset). */
const MAX_PAGE_SIZE = 100;

const digits = (message = "must be a positive integer") =>
  z.string().regex(/^\d+$/, message).transform(Number);

export const param = {
  /** A pixiv id: digits, positive, within JavaScript's safe integers. */
  id(description: string) {
    return z
      .string({ error: "is required" })
      .pipe(digits())
      .refine((id) => id > 0 && Number.isSafeInteger(id), "must be a positive integer")
      .meta({ type: "integer", minimum: 1, description });
  },
  /** An optional cursor id; 0 means "the first page" and is dropped (PRODUCT.md §B2.3). */
  cursor(description: string) {
    return z
      .string()
      .pipe(digits("must be a non-negative integer"))
      .refine((id) => Number.isSafeInteger(id), "is too large")
      .transform((id) => (id === 0 ? undefined : id))
      .optional()
      .meta({ type: "integer", minimum: 0, description });
  },
  /** A page number from 1, at most `max` when the source has a known last page. */
  page(max = Number.MAX_SAFE_INTEGER, description = "Page, from 1.") {
    return z
      .string()
      .pipe(digits())
      .refine((page) => page >= 1, "must be 1 or more")
      .refine((page) => page <= max, `must be at most ${String(max)}`)
      .default(1)
      .meta({
        type: "integer",
        description,
        inputDefault: 1,
        minimum: 1,
        ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}),
      });
  },
  /** The page size HibiAPI computes the offset from; `max` bounds it (the offset is bounded anyway). */
  size(fallback: number = DEFAULT_PAGE_SIZE, max = MAX_PAGE_SIZE) {
    return z
      .string()
      .pipe(digits())
      .refine((size) => size >= 1 && size <= max, `must be between 1 and ${String(max)}`)
      .default(fallback)
      .meta({
        type: "integer",
        description: "Page size used to compute the offset.",
        inputDefault: fallback,
        minimum: 1,
        maximum: max,
      });
  },
  oneOf<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number], description: string) {
    return z
      .enum(values, { error: `must be one of ${values.join(", ")}` })
      .default(fallback)
      .meta({ description, default: fallback });
  },
  optionalOneOf<const V extends readonly [string, ...string[]]>(values: V, description: string) {
    return z
      .enum(values, { error: `must be one of ${values.join(", ")}` })
      .optional()
      .meta({ description });
  },
  word(description: string) {
    return z
      .string({ error: "is required" })
      .trim()
      .min(1, "is required")
      .max(WORD_MAX_LENGTH, `must be at most ${WORD_MAX_LENGTH} characters`)
      .meta({ description });
  },
  tag(description: string) {
    return z
      .string()
      .max(TAG_MAX_LENGTH, `must be at most ${TAG_MAX_LENGTH} characters`)
      .optional()
      .meta({ description });
  },
  /** A date, `YYYY-MM-DD` or `YYYYMMDD`, sent upstream as `YYYY-MM-DD`. */
  date(description: string) {
    return z
      .string()
      .transform((value, context) => {
        const date = parseRankDate(value);
        if (date === null) {
          context.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD or YYYYMMDD" });
          return z.NEVER;
        }
        return date;
      })
      .optional()
      .meta({ type: "string", format: "date", description });
  },
  /**
   * The query string of a previous answer's `next_url` (bare, after `?`, or the whole URL), used as
   * the next page's query (PRODUCT.md §B2.3 `related` `nextUrl`).
   */
  nextUrl(keys: CursorKeys, description: string) {
    return z
      .string()
      .max(CURSOR_MAX_LENGTH, `must be at most ${String(CURSOR_MAX_LENGTH)} characters`)
      .transform((value, context) => {
        const query = value.includes("?") ? value.slice(value.indexOf("?") + 1) : value;
        const checked = checkCursor([...new URLSearchParams(query)], keys);
        if (typeof checked === "string") {
          context.addIssue({ code: "custom", message: checked });
          return z.NEVER;
        }
        return checked;
      })
      .optional()
      .meta({ type: "string", maxLength: CURSOR_MAX_LENGTH, description });
  },
  /**
   * A previous answer's `next_url` query as a JSON object (arrays for `viewed` and the like), used as
   * the next page's query (PRODUCT.md §B2.3 `illust_recommended` `params`).
   */
  jsonQuery(keys: CursorKeys, description: string) {
    return z
      .string()
      .max(CURSOR_MAX_LENGTH, `must be at most ${String(CURSOR_MAX_LENGTH)} characters`)
      .transform((value, context) => {
        let parsed: unknown;
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = null;
        }
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
          context.addIssue({ code: "custom", message: "must be a JSON object" });
          return z.NEVER;
        }
        const entries = Object.entries(parsed).flatMap(([key, item]): [string, string][] =>
          Array.isArray(item)
            ? item.map((element, index): [string, string] => [`${key}[${String(index)}]`, scalar(element)])
            : [[key, scalar(item)]],
        );
        const checked = checkCursor(entries, keys);
        if (typeof checked === "string") {
          context.addIssue({ code: "custom", message: checked });
          return z.NEVER;
        }
        return checked;
      })
      .optional()
      .meta({ type: "string", maxLength: CURSOR_MAX_LENGTH, format: "json", description });
  },
  /**
   * A value pixiv owns (a ranking mode, a content type, a category): any short lower-case word is
   * passed to pixiv, which answers an unknown one with its own error. `known` lists what pixiv
   * accepts today, for the document only.
   */
  pixivValue(known: readonly string[], fallback: string, description: string) {
    return z
      .string()
      .regex(PIXIV_VALUE, "must be a lower-case word (letters, digits, _)")
      .default(fallback)
      .meta({ type: "string", description, default: fallback, examples: [...known] });
  },
  /** HibiAPI's booleans, read as Python reads them: `true`/`True`/`1`/`yes`/`on`, `false`/`False`/`0`/`no`/`off`. */
  flag(fallback: boolean, description: string) {
    return booleanSchema.default(fallback).meta({ type: "boolean", description, inputDefault: fallback });
  },
  optionalFlag(description: string) {
    return booleanSchema.optional().meta({ type: "boolean", description });
  },
};

/** A JSON value as a query value; objects and null become "" (which no cursor key accepts). */
function scalar(value: unknown): string {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : "";
}

export const pagingParams = { page: param.page(), size: param.size() };

/** HibiAPI's paging: `offset = (page - 1) * size`, refused past pixiv's limit, omitted when 0. */
export function offsetOf(paging: { page: number; size: number }, name = "offset"): number | undefined {
  const offset = (paging.page - 1) * paging.size;
  if (offset > MAX_OFFSET) {
    throw new InvalidParameterError("page", `${name} ${offset} is past pixiv's ${MAX_OFFSET}`);
  }
  return offset === 0 ? undefined : offset;
}
