/**
 * `application/x-www-form-urlencoded` bodies, as pixiv's apps POST them (PIXIV.md §1.1). A
 * repeated field (`tags[]=a&tags[]=b`) becomes a list; a single one a string, like query strings.
 */
import type { FastifyInstance } from "fastify";

export type FormFields = Readonly<Record<string, string | readonly string[] | undefined>>;

export function parseForm(text: string): FormFields {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else if (typeof existing === "string") fields[name] = [existing, value];
    else existing.push(value);
  }
  return fields;
}

/** Makes `app` parse form bodies into FormFields. */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, parseForm(typeof body === "string" ? body : body.toString("utf8")));
    },
  );
}

/** A field's value; the first one when repeated; undefined when absent or empty. */
export function field(fields: FormFields | undefined, name: string): string | undefined {
  const value = fields?.[name];
  const first = typeof value === "string" ? value : value?.[0];
  return first === "" ? undefined : first;
}

/** Every value of a field, whether sent once or repeated. */
export function fieldValues(fields: FormFields | undefined, name: string): readonly string[] {
  const value = fields?.[name];
  if (value === undefined) return [];
  return typeof value === "string" ? [value] : value;
}
