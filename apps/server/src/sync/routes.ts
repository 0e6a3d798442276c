/**
 * The sync API under /api/sync (docs/SYNC.md): create a space, read a passphrase space's salt, read
 * a space's status, push records (with a version check), pull records since a sequence, delete the
 * space. Each route declares its zod schemas beside its handler; they validate the request (a 400
 * names the field and what is wrong), type the handler and describe the route in /openapi.json.
 * Every call on a space needs `Authorization: Bearer <write token>`: 404 for an unknown space, 401
 * without a token, 403 for a wrong one. A database that fails answers 503 here only — the rest of
 * the server does not touch it.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { refused } from "../route-schema/answers.js";
import { HttpError } from "../errors.js";
import type { WindowCounter } from "../abuse/window-counter.js";
import type { SyncLimits } from "./sync-config.js";
import { InstanceFullError, type Space, type SyncStore } from "./store.js";
import {
  authorizationHeaders,
  createSpaceAnswer,
  createSpaceBody,
  limitsSchema,
  pullAnswer,
  pullQuery,
  pushAnswer,
  pushBody,
  saltAnswer,
  spaceParams,
  statusAnswer,
} from "./wire.js";
import { behind, json, refusals, registerSyncRefusals, resyncRequired } from "./refusals.js";
import { bearerToken, hashWriteToken, newSpaceId, writeTokenMatches } from "./write-token.js";

export interface SyncRouteOptions {
  readonly store: SyncStore;
  readonly limits: SyncLimits;
  /** Counts spaces created per client per hour (shared through Redis when the instance has one). */
  readonly creations: WindowCounter;
  /** The client a request counts as (its address). */
  readonly clientOf: (request: FastifyRequest) => string;
}

/** Largest body of a space's creation (a token and a salt). */
const CREATE_BODY_LIMIT_BYTES = 4096;

/** What the browser is told: a space's limits and how long tombstones stay, not the instance's caps. */
function limitsOf(limits: SyncLimits) {
  const {
    spacesPerClientPerHour: _perClient,
    instanceMaxSpaces: _spaces,
    instanceMaxBytes: _bytes,
    ...published
  } = limits;
  return published;
}

const MIB = 1024 * 1024;
const sizeText = (bytes: number): string =>
  bytes >= MIB && bytes % MIB === 0 ? `${bytes / MIB} MiB` : `${bytes} bytes`;

export async function registerSyncRoutes(app: FastifyInstance, options: SyncRouteOptions): Promise<void> {
  await app.register((scope, _options, done) => {
    registerInScope(scope, options);
    done();
  });
}

function registerInScope(
  scope: FastifyInstance,
  { store, limits, creations, clientOf }: SyncRouteOptions,
): void {
  registerSyncRefusals(scope);
  // HTTP/1.1 keeps a connection open unless told otherwise, so `Connection: keep-alive` and Node's
  // `Keep-Alive: timeout=…` hint (which browsers ignore) are 48 bytes of every sync answer for
  // nothing (issue 26's one-change budget). Node documents removing the header: the connection still
  // persists for an HTTP/1.1 client, and an explicit `Connection: close` set later still wins.
  scope.addHook("onRequest", (_request, reply, done) => {
    reply.raw.removeHeader("connection");
    done();
  });
  // JSON is UTF-8 and its media type has no charset parameter (RFC 8259 §11): 15 bytes fewer.
  scope.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.getHeader("content-type") === "application/json; charset=utf-8")
      reply.header("content-type", "application/json");
    done(null, payload);
  });
  const routes = scope.withTypeProvider<ZodTypeProvider>();
  const published = limitsOf(limits);

  /** The space the request names, if its bearer token is the space's write token. */
  const authorize = async (request: FastifyRequest, spaceId: string): Promise<Space> => {
    const space = await store.getSpace(spaceId);
    if (!space)
      throw new HttpError(404, "space_not_found", "No sync space with this id (it may have been deleted)");
    const token = bearerToken(request.headers.authorization);
    if (!token) {
      throw new HttpError(
        401,
        "token_missing",
        "Send the space's write token as Authorization: Bearer <token>",
      );
    }
    if (!writeTokenMatches(token, space.tokenHash)) {
      throw new HttpError(403, "token_wrong", "The write token does not belong to this space");
    }
    return space;
  };

  routes.get(
    "/api/sync/limits",
    {
      schema: {
        operationId: "sync_limits",
        tags: ["sync"],
        summary: "The limits of this instance's sync spaces",
        answers: { "200": json("The limits of spaces, records, pushes and pulls", limitsSchema) },
      },
    },
    async (_request, reply) => reply.header("cache-control", "no-store").send(published),
  );

  routes.post(
    "/api/sync/spaces",
    {
      bodyLimit: CREATE_BODY_LIMIT_BYTES,
      schema: {
        operationId: "sync_create_space",
        tags: ["sync"],
        summary: "Creates a sync space for the client's write token",
        body: createSpaceBody,
        answers: {
          "201": json("The new space's id and this instance's limits", createSpaceAnswer),
          "429": refused("This address created too many spaces this hour; see Retry-After"),
          "507": refused("The instance holds its cap of spaces (`instance_full`, PXV_SYNC_MAX_SPACES)"),
          "400": refusals["400"],
          "503": refusals["503"],
        },
      },
    },
    async (request, reply) => {
      if (limits.spacesPerClientPerHour > 0) {
        const made = await creations.add(`sync-spaces:${clientOf(request)}`, 1);
        if (made.total > limits.spacesPerClientPerHour) {
          reply.header("retry-after", String(Math.max(1, Math.ceil(made.resetInMs / 1000))));
          throw new HttpError(
            429,
            "too_many_spaces",
            `This address may create ${limits.spacesPerClientPerHour} sync spaces an hour; try again later`,
          );
        }
      }
      const { writeToken, passphrase } = request.body;
      let space: Space;
      try {
        space = await store.createSpace(
          {
            id: newSpaceId(),
            tokenHash: hashWriteToken(writeToken),
            salt: passphrase?.salt ?? null,
            kdf: passphrase?.kdf ?? null,
          },
          limits.instanceMaxSpaces,
        );
      } catch (error) {
        if (!(error instanceof InstanceFullError)) throw error;
        throw new HttpError(
          507,
          "instance_full",
          `This pxv instance holds ${limits.instanceMaxSpaces} sync spaces, its cap (PXV_SYNC_MAX_SPACES); ` +
            "no new space can be made here. Existing spaces keep syncing.",
          { cap: { spaces: limits.instanceMaxSpaces } },
        );
      }
      return reply
        .code(201)
        .header("cache-control", "no-store")
        .send({ spaceId: space.id, sequence: space.sequence, limits: published });
    },
  );

  routes.get(
    "/api/sync/spaces/:spaceId/salt",
    {
      schema: {
        operationId: "sync_space_salt",
        tags: ["sync"],
        summary: "A passphrase space's salt and key-derivation parameters (no token needed)",
        params: spaceParams,
        answers: {
          "200": json("The salt and key derivation the space was created with", saltAnswer),
          "404": refused("No space with this id, or its key is not derived from a passphrase"),
          "503": refusals["503"],
        },
      },
    },
    async (request, reply) => {
      const space = await store.getSpace(request.params.spaceId);
      if (!space)
        throw new HttpError(404, "space_not_found", "No sync space with this id (it may have been deleted)");
      if (space.salt === null || space.kdf === null) {
        throw new HttpError(404, "no_passphrase", "This space's key is not derived from a passphrase");
      }
      return reply.header("cache-control", "no-store").send({ salt: space.salt, kdf: space.kdf });
    },
  );

  routes.get(
    "/api/sync/spaces/:spaceId",
    {
      schema: {
        operationId: "sync_space_status",
        tags: ["sync"],
        summary: "A space's sequence, record count, bytes and times",
        params: spaceParams,
        handlerHeaders: authorizationHeaders,
        answers: { "200": json("The space's sequence, size and times", statusAnswer), ...refusals },
      },
    },
    async (request, reply) => {
      const space = await authorize(request, request.params.spaceId);
      return reply.header("cache-control", "no-store").send({
        spaceId: space.id,
        sequence: space.sequence,
        records: space.records,
        bytes: space.bytes,
        passphrase: space.salt !== null,
        purgedThrough: space.purgedThrough,
        createdAt: new Date(space.createdAt).toISOString(),
        updatedAt: new Date(space.updatedAt).toISOString(),
        limits: published,
      });
    },
  );

  routes.post(
    "/api/sync/spaces/:spaceId/records",
    {
      bodyLimit: limits.batchMaxBytes,
      schema: {
        operationId: "sync_push",
        tags: ["sync"],
        summary: "Stores a batch of records if the client has seen the space's newest write",
        params: spaceParams,
        handlerHeaders: authorizationHeaders,
        body: pushBody(limits),
        answers: {
          "200": json("Stored: every record, in one transaction", pushAnswer),
          "409": behind("The space is not at baseSequence: pull, merge, push again"),
          "413": refused(
            "Over the space's quota (`quota_exceeded`) or the push's body limit; nothing stored",
          ),
          "507": refused(
            "Every space together would pass the instance's cap (`instance_full`, PXV_SYNC_MAX_TOTAL_MB); nothing stored",
          ),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { spaceId } = request.params;
      await authorize(request, spaceId);
      const { baseSequence, records } = request.body;
      const result = await store.push(
        spaceId,
        baseSequence,
        records.map((record) => ({
          id: record.id,
          ciphertext: Buffer.from(record.ciphertext, "base64url"),
          deleted: record.deleted,
          hlc: record.hlc,
        })),
        {
          records: limits.spaceMaxRecords,
          bytes: limits.spaceMaxBytes,
          instanceBytes: limits.instanceMaxBytes,
        },
      );
      if (result.kind === "missing") {
        throw new HttpError(404, "space_not_found", "No sync space with this id (it may have been deleted)");
      }
      if (result.kind === "behind") {
        throw new HttpError(
          409,
          "sequence_mismatch",
          `The space is at sequence ${result.sequence}, not ${baseSequence}: pull, merge, then push again`,
          { sequence: result.sequence },
        );
      }
      if (result.kind === "over_quota") {
        throw new HttpError(
          413,
          "quota_exceeded",
          `This push would make the space hold ${result.records} records and ${result.bytes} bytes; ` +
            `it may hold ${limits.spaceMaxRecords} records and ${limits.spaceMaxBytes} bytes`,
          { quota: { records: limits.spaceMaxRecords, bytes: limits.spaceMaxBytes } },
        );
      }
      if (result.kind === "instance_full") {
        throw new HttpError(
          507,
          "instance_full",
          `This pxv instance's sync storage is full: every space together may hold ` +
            `${sizeText(limits.instanceMaxBytes)} (PXV_SYNC_MAX_TOTAL_MB); nothing was stored. ` +
            "Deletions are still accepted.",
          { cap: { bytes: limits.instanceMaxBytes } },
        );
      }
      // The space's size is the status route's: a push answers what the device needs next, only.
      return reply.header("cache-control", "no-store").send({ sequence: result.sequence });
    },
  );

  routes.get(
    "/api/sync/spaces/:spaceId/records",
    {
      schema: {
        operationId: "sync_pull",
        tags: ["sync"],
        summary: "Records written after a sequence, oldest first, a page at a time",
        params: spaceParams,
        querystring: pullQuery(limits),
        handlerHeaders: authorizationHeaders,
        answers: {
          "200": json("A page of records, oldest first", pullAnswer),
          "409": behind("`since` is past the space's sequence (a restored server): pull from 0"),
          "410": resyncRequired(
            "Tombstones after `since` were purged (`resync_required`): pull from 0, drop what the space no longer holds",
          ),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { spaceId } = request.params;
      const space = await authorize(request, spaceId);
      const { since, limit } = request.query;
      if (since > space.sequence) {
        throw new HttpError(
          409,
          "sequence_ahead",
          `The space is at sequence ${space.sequence}, before ${since}: its data was restored or replaced; pull from 0`,
          { sequence: space.sequence },
        );
      }
      if (since > 0 && since < space.purgedThrough) {
        throw new HttpError(
          410,
          "resync_required",
          `Deletions up to sequence ${space.purgedThrough} were cleaned up after ${limits.tombstoneDays} days ` +
            `and this device last synced at ${since}: pull from 0 and drop what the space no longer holds`,
          { sequence: space.sequence, purgedThrough: space.purgedThrough },
        );
      }
      const page = await store.pull(spaceId, since, limit);
      const last = page.records.at(-1);
      return reply.header("cache-control", "no-store").send({
        // Oldest first; `next` is the last one's sequence, so each record does not carry its own.
        records: page.records.map((record) => ({
          id: record.id,
          ciphertext: record.ciphertext.toString("base64url"),
          deleted: record.deleted,
          hlc: record.hlc,
        })),
        next: last ? last.sequence : since,
        more: page.more,
      });
    },
  );

  routes.delete(
    "/api/sync/spaces/:spaceId",
    {
      schema: {
        operationId: "sync_delete_space",
        tags: ["sync"],
        summary: "Deletes the space and every record in it",
        params: spaceParams,
        handlerHeaders: authorizationHeaders,
        answers: { "204": "Deleted, with every record", ...refusals },
      },
    },
    async (request, reply) => {
      const { spaceId } = request.params;
      await authorize(request, spaceId);
      await store.deleteSpace(spaceId);
      return reply.code(204).header("cache-control", "no-store").send();
    },
  );
}
