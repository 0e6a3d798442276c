/**
 * The sandbox's own admin host (not a pixiv host): reads and changes the live fault rules.
 *   GET    /faults       → {"faults": [rule…]}
 *   POST   /faults       → appends; body JSON (rule or array) or text/plain compact syntax; 201
 *   PUT    /faults       → replaces every rule; same bodies; 200
 *   DELETE /faults       → removes every rule; 204
 *   DELETE /faults/:id   → removes one; 204, or 404
 *   GET    /works        → {"withdrawn": [{kind, id, reason}…]} (work-withdrawals.ts)
 *   POST   /works/:id/delete, /works/:id/hide (`?kind=novel` for a novel) → takes the work down; 200
 *   DELETE /works/:id    → puts it back; 204, or 404
 * A bad rule is a 400 `{"error": "..."}` naming the problem. It listens on loopback only, like
 * every sandbox host.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { FaultSyntaxError } from "./fault-rules.js";
import type { FaultRulesInput, FaultStore } from "./fault-store.js";
import type { WithdrawalReason, WithdrawnKind, WorkWithdrawals } from "./work-withdrawals.js";

export interface ControlHostOptions {
  readonly faults: FaultStore;
  readonly logger: boolean;
  /** The works taken down for tests; without it the `/works` routes are absent. */
  readonly withdrawals?: WorkWithdrawals;
}

interface WorkRoute {
  Params: { id: string; action?: string };
  Querystring: { kind?: string };
}

const WITHDRAWAL_ACTIONS: Readonly<Record<string, WithdrawalReason>> = { delete: "deleted", hide: "hidden" };

/** The work a `/works` route names, or null when the id or kind is not one. */
function workOf(request: {
  params: WorkRoute["Params"];
  query: WorkRoute["Querystring"];
}): { kind: WithdrawnKind; id: number } | null {
  const id = Number(request.params.id);
  const kind = request.query.kind ?? "illust";
  if (!Number.isSafeInteger(id) || id <= 0 || (kind !== "illust" && kind !== "novel")) return null;
  return { kind, id };
}

function rulesFromBody(body: unknown): FaultRulesInput {
  if (typeof body === "string") return body;
  if (typeof body === "object" && body !== null) return body as FaultRulesInput;
  throw new FaultSyntaxError("the body must be a rule, an array of rules, or compact text");
}

export function createControlHost(options: ControlHostOptions): FastifyInstance {
  const app = Fastify({ logger: options.logger });
  const { faults } = options;

  const change = (reply: FastifyReply, body: unknown, replace: boolean): FastifyReply => {
    try {
      const rules = rulesFromBody(body);
      const changed = replace ? faults.set(rules) : faults.add(rules);
      return reply.code(replace ? 200 : 201).send({ faults: changed });
    } catch (error) {
      if (error instanceof FaultSyntaxError) return reply.code(400).send({ error: error.message });
      throw error;
    }
  };

  app.get("/", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send("pxv sandbox control: GET/POST/PUT/DELETE /faults (see packages/sandbox/README.md)\n"),
  );
  app.get("/faults", () => ({ faults: faults.list() }));
  app.post("/faults", (request, reply) => change(reply, request.body, false));
  app.put("/faults", (request, reply) => change(reply, request.body, true));
  app.delete("/faults", (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });
  app.delete<{ Params: { id: string } }>("/faults/:id", (request, reply) =>
    faults.remove(Number(request.params.id))
      ? reply.code(204).send()
      : reply.code(404).send({ error: `no fault rule ${request.params.id}` }),
  );
  const { withdrawals } = options;
  if (withdrawals !== undefined) {
    app.get("/works", () => ({ withdrawn: withdrawals.list() }));
    app.post<WorkRoute>("/works/:id/:action", (request, reply) => {
      const work = workOf(request);
      const reason = WITHDRAWAL_ACTIONS[request.params.action ?? ""];
      if (work === null || reason === undefined)
        return reply.code(400).send({ error: "no such work or action" });
      return reply.send(withdrawals.withdraw(work.kind, work.id, reason));
    });
    app.delete<WorkRoute>("/works/:id", (request, reply) => {
      const work = workOf(request);
      if (work === null) return reply.code(400).send({ error: "no such work" });
      return withdrawals.restore(work.kind, work.id)
        ? reply.code(204).send()
        : reply.code(404).send({ error: `${work.kind} ${work.id} is not withdrawn` });
    });
  }
  return app;
}
