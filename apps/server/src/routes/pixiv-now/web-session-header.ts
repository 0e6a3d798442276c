/**
 * The `x-auth` header of the web relay and web ranking, as their route schemas document it: the
 * user's pixiv web session. Their handlers read and refuse it themselves (in pixiv's ajax error
 * shape, web-relay.ts), so it is declared as a handler header (route-schema/answers.ts), not
 * validated by Fastify.
 */
import { z } from "zod";

const SESSION = z
  .string()
  .regex(/^(PHPSESSID=)?\d{2,}_[0-9A-Za-z]{32}$/)
  .describe("The user's pixiv web session: the PHPSESSID value, bare or as `PHPSESSID=…`.");

/** `x-auth`, optional (signed out) or required. */
export function sessionHeaders(required: boolean) {
  return z.object({ "x-auth": required ? SESSION : SESSION.optional() });
}
