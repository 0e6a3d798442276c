/**
 * Which client an upstream call is made for. Upstream calls happen deep below the routes (the app
 * API client, the response cache's single flight, the relays), so the client travels with the
 * request's asynchronous work (AsyncLocalStorage) instead of through every call: a hook enters it
 * as each request that may reach pixiv arrives, and the upstream pools read it when they admit a
 * call (upstream-pool.ts). Work outside any request (start-up, background refreshes) counts as one
 * client of its own, pxv itself.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import { clientOf, limitScope } from "../abuse/client-scope.js";

/** The client of calls made outside any request. */
export const SERVER_CLIENT = "pxv";

const identity = new AsyncLocalStorage<string>();

/** The client of the request whose work is running, or SERVER_CLIENT. */
export function currentClient(): string {
  return identity.getStore() ?? SERVER_CLIENT;
}

/** Runs `work` as `client`'s (tests, and work started on a client's behalf). */
export function runAsClient<T>(client: string, work: () => T): T {
  return identity.run(client, work);
}

/** Enters the client of every request that may reach an upstream pool: the API and the relays. */
export function registerClientIdentity(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const scope = limitScope(request.url);
    if (scope === "api" || scope === "relay") identity.run(clientOf(request), done);
    else done();
  });
}
