/**
 * The route fuzzer: reads pxv's own /openapi.json and, for every operation, sends requests with each
 * parameter replaced by a hostile value (wrong type, huge, negative, unicode, traversal, prototype
 * keys, CRLF, URLs of the suite's own trap listener), with prototype-polluting query keys, with
 * wrong methods and oversized or malformed bodies, and with hostile headers. Every request must get
 * an HTTP answer below 500 and, when it is an error, a JSON error body.
 */
import { UPSTREAM_DEADLINE_MS } from "../../apps/server/src/limits.js";
import { rawRequest, type RawAnswer, type RawRequest } from "./raw-http.js";

/**
 * How long a fuzzed request may wait for its answer: pxv promises one within its upstream deadline
 * (a search the upstream is slow to answer may take that long under the fuzzer's parallel load).
 */
const ANSWER_WAIT_MS = UPSTREAM_DEADLINE_MS + 5_000;

interface Parameter {
  readonly name: string;
  readonly in: "query" | "path" | "header";
  readonly required?: boolean;
  readonly schema?: { type?: string; enum?: readonly unknown[]; default?: unknown; minimum?: number };
}
interface Operation {
  readonly parameters?: readonly Parameter[];
}
type OpenApi = { readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>> };

export interface FuzzCase extends RawRequest {
  readonly label: string;
}

export interface FuzzFailure {
  readonly request: string;
  readonly answer: string;
}

export interface FuzzResult {
  readonly cases: number;
  readonly serverErrors: number;
  readonly noAnswer: number;
  readonly notJson: number;
  readonly failures: readonly FuzzFailure[];
}

/** Hostile values; `TRAP` is replaced with the trap listener's address. */
const VALUES = [
  "abc",
  "-1",
  "0",
  "1.5",
  "99999999999999999999999",
  "9".repeat(4000),
  encodeURIComponent("𝕏😀\u202Eأ\u200B"),
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "../../../etc/passwd",
  "__proto__",
  "constructor",
  "%0D%0ASet-Cookie:%20pxv=1",
  "%00",
  "%",
  "NaN",
  "Infinity",
  "true",
  "%5B%5D",
  encodeURIComponent("<script>alert(1)</script>"),
  encodeURIComponent("http://TRAP/fuzz"),
  encodeURIComponent("//TRAP/fuzz"),
  encodeURIComponent("file:///etc/passwd"),
  "x".repeat(20_000),
];

const PROTOTYPE_QUERIES = [
  "__proto__=1",
  "__proto__%5Bpolluted%5D=1",
  "constructor%5Bprototype%5D%5Bpolluted%5D=1",
  "constructor=1",
  "id=1&id=2",
];

const BODIES: readonly { label: string; type: string; body: string | Buffer }[] = [
  {
    label: "json",
    type: "application/json",
    body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{}}}',
  },
  { label: "malformed json", type: "application/json", body: '{"a":' },
  { label: "form", type: "application/x-www-form-urlencoded", body: "__proto__[x]=1&a=%ZZ" },
  { label: "oversized", type: "application/json", body: Buffer.alloc(2 * 1024 * 1024, "a") },
  { label: "binary", type: "application/octet-stream", body: Buffer.from([0, 255, 1, 254]) },
];

const HEADERS: readonly Record<string, string>[] = [
  { upgrade: "websocket", connection: "Upgrade" },
  { "x-forwarded-for": "not-an-address, ::1, 999.1.1.1" },
  { "accept-encoding": "x".repeat(8000) },
  { "x-auth": "PHPSESSID=__proto__" },
  { cookie: "PHPSESSID=%0d%0a" },
  { "content-type": "application/json" },
];

function baseValue(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum?.length) return String(schema.enum[0]);
  if (typeof schema.default === "string" || typeof schema.default === "number") return String(schema.default);
  if (schema.type === "integer" || schema.type === "number")
    return parameter.name === "id" ? "118000006" : String(schema.minimum ?? 1);
  return parameter.name === "path" ? "v1/illust/detail" : "cat";
}

function fill(path: string, values: Readonly<Record<string, string>>): string {
  return path.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? "1");
}

function requestPath(
  template: string,
  parameters: readonly Parameter[],
  override?: [string, string],
): string {
  const values: Record<string, string> = {};
  for (const parameter of parameters) values[parameter.name] = baseValue(parameter);
  if (override) values[override[0]] = override[1];
  const query = parameters
    .filter((parameter) => parameter.in === "query")
    .map((parameter) => `${parameter.name}=${values[parameter.name] ?? ""}`)
    .join("&");
  const path = fill(template, values);
  return query === "" ? path : `${path}?${query}`;
}

/** Every case for the document; `perParameter` bounds how many hostile values each parameter gets. */
export function fuzzCases(document: OpenApi, trap: string, perParameter: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  let turn = 0;
  const pick = (): string[] => {
    if (!Number.isFinite(perParameter)) return VALUES;
    const chosen: string[] = [];
    for (let index = 0; index < perParameter; index++)
      chosen.push(VALUES[(turn++ * 7) % VALUES.length] ?? "");
    return chosen;
  };
  for (const [template, methods] of Object.entries(document.paths)) {
    if (template === "/api/sketch/ws/lives") continue; // A websocket; the Upgrade header is fuzzed below.
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in !== "header");
      const verb = method.toUpperCase();
      for (const parameter of parameters) {
        for (const value of pick()) {
          const path = requestPath(template, parameters, [parameter.name, value.replaceAll("TRAP", trap)]);
          cases.push({ label: `${verb} ${template} ${parameter.name}`, method: verb, path });
        }
      }
      const plain = requestPath(template, parameters);
      const joiner = plain.includes("?") ? "&" : "?";
      for (const query of PROTOTYPE_QUERIES)
        cases.push({
          label: `${verb} ${template} ${query}`,
          method: verb,
          path: `${plain}${joiner}${query}`,
        });
      for (const other of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"].filter((m) => m !== verb)) {
        for (const body of BODIES.slice(0, Number.isFinite(perParameter) ? 2 : BODIES.length)) {
          cases.push({
            label: `${other} ${template} (${body.label} body)`,
            method: other,
            path: plain,
            headers: { "content-type": body.type },
            body: body.body,
          });
        }
      }
      if (verb !== "GET")
        for (const body of BODIES)
          cases.push({
            label: `${verb} ${template} (${body.label} body)`,
            method: verb,
            path: plain,
            headers: { "content-type": body.type },
            body: body.body,
          });
      for (const headers of HEADERS.slice(0, Number.isFinite(perParameter) ? 2 : HEADERS.length))
        cases.push({
          label: `${verb} ${template} ${Object.keys(headers).join(",")}`,
          method: verb,
          path: plain,
          headers,
        });
      cases.push({ label: `${verb} ${template} raw CRLF`, method: verb, path: `${plain}\r\nX-Injected: 1` });
    }
  }
  return cases;
}

function judge(answer: RawAnswer): "ok" | "5xx" | "none" | "not json" {
  if (answer.status === 0) return "none";
  if (answer.status >= 500) return "5xx";
  if (answer.status >= 400) {
    try {
      // pxv's own shape, pixiv's app-API error (relayed as pixiv sent it) or pixiv Sketch's `errors`.
      const body = JSON.parse(answer.body) as { code?: unknown; error?: unknown; errors?: unknown };
      const shaped = body.code !== undefined || body.error !== undefined || Array.isArray(body.errors);
      if (typeof body !== "object" || !shaped) return "not json";
    } catch {
      return "not json";
    }
  }
  return "ok";
}

/** Sends every case, `parallel` at a time. */
export async function runFuzz(port: number, cases: readonly FuzzCase[], parallel = 12): Promise<FuzzResult> {
  let next = 0;
  let serverErrors = 0;
  let noAnswer = 0;
  let notJson = 0;
  const failures: FuzzFailure[] = [];
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const item = cases[next++];
      if (!item) break;
      const answer = await rawRequest(port, item, ANSWER_WAIT_MS);
      const verdict = judge(answer);
      if (verdict === "ok") continue;
      if (verdict === "5xx") serverErrors++;
      if (verdict === "none") noAnswer++;
      if (verdict === "not json") notJson++;
      if (failures.length < 200)
        failures.push({
          request: `${item.label}: ${item.method} ${item.path.slice(0, 160)}`,
          answer: `${String(answer.status)} ${answer.body.slice(0, 160)}`,
        });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { cases: cases.length, serverErrors, noAnswer, notJson, failures };
}
