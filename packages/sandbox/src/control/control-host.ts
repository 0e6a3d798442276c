/**
 * The sandbox's own admin host (not a pixiv host): reads and changes the live fault rules.
 *   GET    /faults       → {"faults": [rule…]}
 *   POST   /faults       → appends; body JSON (rule or array) or text/plain compact syntax; 201
 *   PUT    /faults       → replaces every rule; same bodies; 200
 *   DELETE /faults       → removes every rule; 204
 *   DELETE /faults/:id   → removes one; 204, or 404
 * A bad rule is a 400 `{"error": "..."}` naming the problem. It listens on loopback only, like
 * every sandbox host.
 */
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { FaultSyntaxError } from "./fault-rules.js";
import type { FaultRulesInput, FaultStore } from "./fault-store.js";

export interface ControlHostOptions {
  readonly faults: FaultStore;
  readonly logger: boolean;
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
  return app;
}
