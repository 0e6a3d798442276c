/**
 * pixiv's web AJAX envelope and query helpers shared by the www.pixiv.net routes: success
 * `{"error": false, "message": "", "body"}`, failure `{"error": true, "message", "body": []}`.
 */
import type { FastifyReply } from "fastify";

export type Query = Readonly<Record<string, string | string[] | undefined>>;

export const JSON_TYPE = "application/json; charset=utf-8";

export const ok = (reply: FastifyReply, body: unknown): FastifyReply =>
  reply.code(200).type(JSON_TYPE).send({ error: false, message: "", body });

export const fail = (reply: FastifyReply, status: number, message: string): FastifyReply =>
  reply.code(status).type(JSON_TYPE).send({ error: true, message, body: [] });

/** A non-negative integer parameter, at most `max`; `fallback` when absent or not a number. */
export const intParam = (text: string | string[] | undefined, fallback: number, max: number): number =>
  typeof text === "string" && /^\d+$/.test(text) ? Math.min(Number(text), max) : fallback;

/** The first value of a query parameter. */
export const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
