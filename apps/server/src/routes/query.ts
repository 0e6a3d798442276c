/**
 * Query-string validation for the API routes: each parameter has its own zod schema, and the first
 * bad one becomes a 400 that names it. HibiAPI's paging (`page`, `size` → `offset`) lives here too.
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET } from "@pxv/pixiv";
import { InvalidParameterError } from "../upstream/errors.js";

export type QuerySchemas = Record<string, z.ZodType>;
export type ParsedQuery<S extends QuerySchemas> = { [K in keyof S]: z.output<S[K]> };

export function parseQuery<S extends QuerySchemas>(schemas: S, query: unknown): ParsedQuery<S> {
  const raw = (typeof query === "object" && query !== null ? query : {}) as Record<string, unknown>;
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const value = Array.isArray(raw[name]) ? (raw[name] as unknown[]).at(-1) : raw[name];
    const result = schema.safeParse(value === "" ? undefined : value);
    if (!result.success) {
      throw new InvalidParameterError(name, result.error.issues[0]?.message ?? "invalid value");
    }
    parsed[name] = result.data;
  }
  return parsed as ParsedQuery<S>;
}

/** A pixiv id: digits only, positive, within JavaScript's safe integers. */
export const idParam = z
  .string({ error: "is required" })
  .regex(/^\d+$/, "must be a positive integer")
  .transform(Number)
  .refine((id) => id > 0 && Number.isSafeInteger(id), "must be a positive integer");

export const pageParam = z
  .string()
  .regex(/^\d+$/, "must be a positive integer")
  .transform(Number)
  .refine((page) => page >= 1, "must be 1 or more")
  .default(1);

export const sizeParam = z
  .string()
  .regex(/^\d+$/, "must be a positive integer")
  .transform(Number)
  .refine((size) => size >= 1 && size <= 100, "must be between 1 and 100")
  .default(DEFAULT_PAGE_SIZE);

/** HibiAPI's paging: `offset = (page - 1) * size`, refused past pixiv's own limit. */
export function offsetOf(page: number, size: number): number {
  const offset = (page - 1) * size;
  if (offset > MAX_OFFSET)
    throw new InvalidParameterError("page", `offset ${offset} is past pixiv's ${MAX_OFFSET}`);
  return offset;
}
