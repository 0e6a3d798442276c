/**
 * Reading pixiv's request parameters the way pixiv validates them: a bad or missing value is a
 * per-parameter message in a 400 body (errors.ts), `offset` is capped at MAX_OFFSET, restrict values
 * are `public`/`private` (and `all` where pixiv allows it). Also builds absolute `next_url`s on
 * pixiv's own host, keeping the request's parameters in order and replacing the cursor.
 */
import { APP_API_ORIGIN, MAX_OFFSET } from "@pxv/pixiv";
import { addProblem, type ParameterProblems } from "./errors.js";

export type QueryParameters = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A parameter's value; the first one when it is repeated; undefined when absent or empty. */
export function parameter(query: QueryParameters, name: string): string | undefined {
  const value = query[name];
  const first = typeof value === "string" ? value : value?.[0];
  return first === "" ? undefined : first;
}

/** Every value of a parameter (`viewed[]=1&viewed[]=2`, `viewed[0]=1&viewed[1]=2`, or one value). */
export function parameterValues(query: QueryParameters, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) {
      if (typeof value === "string") values.push(value);
      else if (value !== undefined) values.push(...value);
    }
  }
  return values;
}

export function readOffset(query: QueryParameters, problems: ParameterProblems): number {
  const text = parameter(query, "offset");
  if (text === undefined) return 0;
  if (!/^-?\d+$/.test(text)) {
    addProblem(problems, "offset", "offset must be an integer");
    return 0;
  }
  const offset = Number(text);
  if (offset < 0) addProblem(problems, "offset", "offset must be at least 0");
  if (offset > MAX_OFFSET) addProblem(problems, "offset", `offset must be no more than ${MAX_OFFSET}`);
  return offset;
}

/** A required positive integer id such as `illust_id`; NaN (with a problem noted) when bad. */
export function readId(query: QueryParameters, name: string, problems: ParameterProblems): number {
  const text = parameter(query, name);
  if (text === undefined) {
    addProblem(problems, name, `${name} is required`);
    return Number.NaN;
  }
  if (!/^\d{1,15}$/.test(text)) {
    addProblem(problems, name, `${name} must be an integer`);
    return Number.NaN;
  }
  return Number(text);
}

/** An optional positive integer cursor such as `max_bookmark_id`; undefined when absent. */
export function readOptionalId(
  query: QueryParameters,
  name: string,
  problems: ParameterProblems,
): number | undefined {
  const text = parameter(query, name);
  if (text === undefined) return undefined;
  if (!/^\d{1,16}$/.test(text)) {
    addProblem(problems, name, `${name} must be an integer`);
    return undefined;
  }
  return Number(text);
}

export function readEnum<T extends string>(
  query: QueryParameters,
  name: string,
  allowed: readonly T[],
  fallback: T | undefined,
  problems: ParameterProblems,
): T {
  const text = parameter(query, name);
  if (text === undefined) {
    if (fallback !== undefined) return fallback;
    addProblem(problems, name, `${name} is required`);
    return allowed[0] as T;
  }
  if ((allowed as readonly string[]).includes(text)) return text as T;
  const label = name
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
  addProblem(problems, name, `${label} contains invalid value`);
  return allowed[0] as T;
}

const RESTRICTS = ["public", "private"] as const;

/** `restrict`, `public` or `private` (default `public`), from the query or a form's fields. */
export function readRestrict(
  parameters: QueryParameters | undefined,
  problems: ParameterProblems,
): (typeof RESTRICTS)[number] {
  return readEnum(parameters ?? {}, "restrict", RESTRICTS, "public", problems);
}

/**
 * `https://app-api.pixiv.net<path>?…`: the given parameters in order (undefined ones left out),
 * then the cursor ones. pixiv echoes `filter` and the request's own parameters this way.
 */
export function appApiUrl(
  path: string,
  parameters: ReadonlyArray<readonly [string, string | number | undefined]>,
): string {
  const search = new URLSearchParams();
  for (const [name, value] of parameters) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return `${APP_API_ORIGIN}${path}${text === "" ? "" : `?${text}`}`;
}

/** An offset page of a list: the slice and whether another page follows within MAX_OFFSET. */
export function offsetPage<T>(
  items: readonly T[],
  offset: number,
  size: number,
): { page: T[]; nextOffset: number | null } {
  const nextOffset = offset + size;
  return {
    page: items.slice(offset, nextOffset),
    nextOffset: nextOffset < items.length && nextOffset <= MAX_OFFSET ? nextOffset : null,
  };
}
