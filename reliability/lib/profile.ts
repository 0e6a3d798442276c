/**
 * How big a reliability run is: the short run inside `npm test` (a minute or two) or the long run of
 * `npm run test:reliability` (PXV_RELIABILITY=long). Every loop in the suite is bounded by these.
 */
export interface Profile {
  readonly name: "short" | "long";
  /** Fuzz values tried per parameter (of the catalogue in fuzz.ts). */
  readonly fuzzValuesPerParameter: number;
  /** Load: connections held at once and seconds of load. */
  readonly loadConnections: number;
  readonly loadSeconds: number;
  /** Requests in flight when SIGTERM is sent, and while Redis is down. */
  readonly drainRequests: number;
  readonly redisOutageSeconds: number;
  /** Sockets opened at once from one address that send nothing. */
  readonly idleSockets: number;
}

export const PROFILE: Profile =
  process.env["PXV_RELIABILITY"] === "long"
    ? {
        name: "long",
        fuzzValuesPerParameter: Number.POSITIVE_INFINITY,
        loadConnections: 300,
        loadSeconds: 20,
        drainRequests: 100,
        redisOutageSeconds: 3,
        idleSockets: 4000,
      }
    : {
        name: "short",
        fuzzValuesPerParameter: 2,
        loadConnections: 50,
        loadSeconds: 4,
        drainRequests: 20,
        redisOutageSeconds: 2,
        idleSockets: 1000,
      };

/** One line of figures: `name: value (goal: …)`, printed as the suite goes. */
export function figure(name: string, value: string | number, goal: string): string {
  const line = `reliability[${PROFILE.name}] ${name}: ${String(value)} (goal: ${goal})`;
  console.log(line);
  return line;
}
