/**
 * Fault rules: what misbehaviour the sandbox injects, where, and how often. A rule names a kind
 * (latency, error, rate-limit, reset, truncate, slow), a path pattern (`*` matches any run of
 * characters, slashes included; the query string is ignored), and optionally a host, a method and a
 * number of times it fires before it retires. Rules come from `PXV_SANDBOX_FAULTS` (JSON, or the
 * compact syntax parsed here), the control host, or tests through `FaultStore`.
 *
 * Compact syntax, rules separated by `;` or new lines:
 *   <kind>[=<value>] <path-pattern> [host=<name>] [method=<GET>] [times=<n>] [chunk=<bytes>]
 * e.g. `latency=800 /v1/illust/*; error=500 /v1/illust/detail times=1; rate-limit * host=appApi`.
 * `value` is milliseconds for latency and slow (pause between chunks), the status for error, the
 * bytes kept for truncate.
 */
import { z } from "zod";

export const FAULT_KINDS = ["latency", "error", "rate-limit", "reset", "truncate", "slow"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Defaults when a rule gives no value. */
export const FAULT_DEFAULTS = {
  latencyMs: 1000,
  errorStatus: 500,
  truncateBytes: 64,
  slowIntervalMs: 100,
  slowChunkBytes: 256,
} as const;

export const faultRuleInputSchema = z.strictObject({
  kind: z.enum(FAULT_KINDS),
  /** Path pattern; `*` matches anything. Default `*`. */
  path: z.string().min(1).default("*"),
  /** Only on this host (`appApi`, `iPximg`, `pixivision`, `sketch`, …); default every host. */
  host: z.string().min(1).optional(),
  method: z
    .string()
    .min(1)
    .transform((method) => method.toUpperCase())
    .optional(),
  /** Latency / slow: milliseconds. */
  ms: z.number().int().min(0).max(600_000).optional(),
  /** Error: the HTTP status. */
  status: z.number().int().min(400).max(599).optional(),
  /** Truncate: bytes kept. Slow: bytes per chunk. */
  bytes: z.number().int().min(0).optional(),
  /** Fires this many times, then retires; default forever. */
  times: z.number().int().positive().optional(),
});
export type FaultRuleInput = z.input<typeof faultRuleInputSchema>;
export type FaultRuleSpec = z.output<typeof faultRuleInputSchema>;

export interface FaultRule extends FaultRuleSpec {
  readonly id: number;
  /** Times it may still fire; undefined when unlimited. */
  remaining: number | undefined;
}

export class FaultSyntaxError extends Error {
  override readonly name = "FaultSyntaxError";
}

const integer = (text: string, what: string): number => {
  if (!/^\d+$/.test(text)) throw new FaultSyntaxError(`${what} must be a whole number, not "${text}"`);
  return Number(text);
};

function parseCompactRule(text: string): FaultRuleInput {
  const [head = "", path = "*", ...options] = text.trim().split(/\s+/);
  const [kindText = "", value] = head.split("=", 2);
  const kind = FAULT_KINDS.find((candidate) => candidate === kindText);
  if (kind === undefined) {
    throw new FaultSyntaxError(
      `unknown fault kind "${kindText}" (expected one of ${FAULT_KINDS.join(", ")})`,
    );
  }
  const rule: FaultRuleInput = { kind, path };
  if (value !== undefined) {
    if (kind === "latency" || kind === "slow") rule.ms = integer(value, `${kind} milliseconds`);
    else if (kind === "error") rule.status = integer(value, "error status");
    else if (kind === "truncate") rule.bytes = integer(value, "truncate bytes");
    else throw new FaultSyntaxError(`${kind} takes no value`);
  }
  for (const option of options) {
    const [name, optionValue = ""] = option.split("=", 2);
    if (name === "host") rule.host = optionValue;
    else if (name === "method") rule.method = optionValue;
    else if (name === "times") rule.times = integer(optionValue, "times");
    else if (name === "chunk") rule.bytes = integer(optionValue, "chunk bytes");
    else throw new FaultSyntaxError(`unknown option "${option}"`);
  }
  return rule;
}

/**
 * Reads fault rules from JSON (a rule object or an array of them) or the compact syntax.
 * Throws FaultSyntaxError naming the problem.
 */
export function parseFaultRules(text: string): FaultRuleSpec[] {
  const trimmed = text.trim();
  if (trimmed === "") return [];
  let inputs: unknown[];
  if (trimmed.startsWith("{") || trimmed.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      throw new FaultSyntaxError(`invalid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    inputs = Array.isArray(parsed) ? parsed : [parsed];
  } else {
    inputs = trimmed
      .split(/[;\n]/)
      .filter((line) => line.trim() !== "")
      .map(parseCompactRule);
  }
  return inputs.map(validateFaultRule);
}

export function validateFaultRule(input: unknown): FaultRuleSpec {
  const result = faultRuleInputSchema.safeParse(input);
  if (!result.success) {
    throw new FaultSyntaxError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "rule"}: ${issue.message}`).join("; "),
    );
  }
  return result.data;
}

/** A path pattern as a regular expression: `*` is any run of characters, the rest is literal. */
export function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}$`);
}
