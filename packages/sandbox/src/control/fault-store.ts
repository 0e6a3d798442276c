/**
 * The sandbox's live set of fault rules, shared by every host. Hosts ask `match` on each request;
 * a matching rule with `times` counts down and retires at zero. Rules keep their order; ids grow
 * and are never reused while the store lives.
 */
import {
  parseFaultRules,
  patternToRegExp,
  validateFaultRule,
  type FaultRule,
  type FaultRuleInput,
} from "./fault-rules.js";

/** Rules as text (JSON or compact syntax), one rule, or a list of rules. */
export type FaultRulesInput = string | FaultRuleInput | readonly FaultRuleInput[];

export interface FaultStore {
  /** Replaces every rule; returns the new rules. Throws FaultSyntaxError on a bad rule. */
  set(rules: FaultRulesInput): FaultRule[];
  /** Appends rules; returns the added ones. */
  add(rules: FaultRulesInput): FaultRule[];
  /** Removes one rule; false when there was none with this id. */
  remove(id: number): boolean;
  clear(): void;
  list(): FaultRule[];
  /** The rules that fire for this request, in order (consuming one of each `times`). */
  match(host: string, method: string, path: string): FaultRule[];
}

function toSpecs(rules: FaultRulesInput): ReturnType<typeof parseFaultRules> {
  if (typeof rules === "string") return parseFaultRules(rules);
  const list: readonly FaultRuleInput[] = Array.isArray(rules) ? rules : [rules as FaultRuleInput];
  return list.map(validateFaultRule);
}

export function createFaultStore(initial: FaultRulesInput = []): FaultStore {
  let rules: { rule: FaultRule; pattern: RegExp }[] = [];
  let nextId = 1;

  const add = (input: FaultRulesInput): FaultRule[] => {
    const created = toSpecs(input).map((spec) => {
      const rule: FaultRule = { ...spec, id: nextId++, remaining: spec.times };
      return { rule, pattern: patternToRegExp(spec.path) };
    });
    rules.push(...created);
    return created.map((entry) => ({ ...entry.rule }));
  };

  const store: FaultStore = {
    set: (input) => {
      const specs = toSpecs(input); // validate before dropping the old rules
      rules = [];
      return add(specs);
    },
    add,
    remove: (id) => {
      const before = rules.length;
      rules = rules.filter((entry) => entry.rule.id !== id);
      return rules.length !== before;
    },
    clear: () => {
      rules = [];
    },
    list: () => rules.map((entry) => ({ ...entry.rule })),
    match: (host, method, path) => {
      const fired: FaultRule[] = [];
      for (const entry of rules) {
        const { rule } = entry;
        if (rule.host !== undefined && rule.host !== host) continue;
        if (rule.method !== undefined && rule.method !== method.toUpperCase()) continue;
        if (!entry.pattern.test(path)) continue;
        if (rule.remaining !== undefined) rule.remaining--;
        fired.push({ ...rule });
      }
      rules = rules.filter((entry) => entry.rule.remaining === undefined || entry.rule.remaining > 0);
      return fired;
    },
  };
  add(initial);
  return store;
}

/** The environment variable the sandbox reads its initial fault rules from. */
export const FAULTS_ENV = "PXV_SANDBOX_FAULTS";

/** A store holding the rules of `PXV_SANDBOX_FAULTS` (none when unset). Throws naming the variable. */
export function faultStoreFromEnvironment(env: NodeJS.ProcessEnv = process.env): FaultStore {
  try {
    return createFaultStore(env[FAULTS_ENV] ?? "");
  } catch (error) {
    throw new Error(`${FAULTS_ENV}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
