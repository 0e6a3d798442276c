/**
 * Zod compiles object schemas with `new Function` when it may, deciding as each schema is built
 * and probing on the first parse. A page whose CSP has no 'unsafe-eval' (pxv's web app) reports the
 * probe as a violation even though zod catches it, so in a browser the compiler is turned off before
 * any schema is built: this module is the package's first import. The server keeps it (no CSP,
 * large lists).
 */
import { z } from "zod";

if ("document" in globalThis) z.config({ jitless: true });
