/**
 * Test helper: the fields of a value that a zod schema does not declare, found by walking the value
 * and the schema together (objects, arrays, records, unions and the optional/nullable/default
 * wrappers). pxv's wire schemas are loose — they keep what they do not model — so this is the strict
 * reading: it names every key pixiv sent that no schema describes.
 *
 * Each key is reported under the name of the nearest exported schema that holds it (`illust.tools`
 * for a field of `illustSchema` wherever the illust sits), so one allowlist entry covers every place
 * the object appears.
 */
import type { z } from "zod";

type Schema = z.ZodType;

interface Def {
  readonly type: string;
  readonly shape?: Record<string, Schema>;
  readonly element?: Schema;
  readonly innerType?: Schema;
  readonly in?: Schema;
  readonly options?: readonly Schema[];
  readonly valueType?: Schema;
  readonly left?: Schema;
  readonly right?: Schema;
  readonly getter?: () => Schema;
}

const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The schema under optional, nullable, default, catch, readonly, lazy and pipe wrappers. */
function unwrap(schema: Schema, value: unknown): Schema {
  for (;;) {
    const def = defOf(schema);
    if (def.innerType) schema = def.innerType;
    else if (def.type === "pipe" && def.in) schema = def.in;
    else if (def.type === "lazy" && def.getter) schema = def.getter();
    else if (def.type === "union" && def.options) {
      schema = def.options.find((option) => option.safeParse(value).success) ?? (def.options[0] as Schema);
    } else return schema;
  }
}

/** The declared keys of an object schema (both sides of an intersection). */
function shapeOf(schema: Schema): Record<string, Schema> | null {
  const def = defOf(schema);
  if (def.type === "object" && def.shape) return def.shape;
  if (def.type === "intersection" && def.left && def.right) {
    return { ...shapeOf(def.left), ...shapeOf(def.right) };
  }
  return null;
}

/**
 * Every key in `value` that `schema` does not declare, as `label.key` paths (arrays as `[]`), sorted
 * and without repeats. `names` gives the label of each named object schema.
 */
export function undeclaredKeys(
  schema: Schema,
  value: unknown,
  label: string,
  names: ReadonlyMap<Schema, string>,
): string[] {
  const found = new Set<string>();
  const walk = (schema: Schema, value: unknown, label: string): void => {
    const inner = unwrap(schema, value);
    const def = defOf(inner);
    if (Array.isArray(value) && def.type === "array" && def.element) {
      for (const item of value) walk(def.element, item, `${label}[]`);
      return;
    }
    if (!isRecord(value)) return;
    if (def.type === "record" && def.valueType) {
      for (const item of Object.values(value)) walk(def.valueType, item, `${label}{}`);
      return;
    }
    const shape = shapeOf(inner);
    if (!shape) return;
    const here = names.get(inner) ?? label;
    for (const [key, item] of Object.entries(value)) {
      const declared = shape[key];
      if (declared) walk(declared, item, `${here}.${key}`);
      else found.add(`${here}.${key}`);
    }
  };
  walk(schema, value, label);
  return [...found].sort();
}

/** Labels for the exported object schemas of a module: `illustSchema` → `illust`. */
export function schemaNames(exports: Record<string, unknown>): Map<Schema, string> {
  const names = new Map<Schema, string>();
  for (const [name, value] of Object.entries(exports)) {
    if (!name.endsWith("Schema") || typeof value !== "object" || value === null || !("_zod" in value))
      continue;
    const schema = value as Schema;
    if (!names.has(schema)) names.set(schema, name.slice(0, -"Schema".length));
  }
  return names;
}
