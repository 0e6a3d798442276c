/**
 * Fair admission to a pool of upstream connections: at most `slots` calls run at once, one client
 * runs at most `perClient` of them (fewer than the pool, so no client can fill it), and when calls
 * wait, a freed slot goes to the clients in turn (round robin), each client's calls in the order
 * they came. A client's calls beyond its share wait in its own queue, so one address holding many
 * slow requests delays only itself; another client's call starts as soon as a slot is free.
 */

export interface FairSlotsOptions {
  /** Calls running at once, all clients together (the pool's connections). */
  readonly slots: number;
  /** Calls one client may run at once; kept below `slots`. */
  readonly perClient: number;
}

export interface FairSlots {
  /**
   * Runs `start` with a slot for `client`, now when one is free, else when its turn comes; `start`
   * gets the function that frees the slot (once; later calls do nothing). Returns null when the call
   * started at once, else a function that withdraws it while it waits (nothing once it has started).
   */
  admit(client: string, start: (release: () => void) => void): (() => void) | null;
  /** Calls running, all clients together. */
  readonly running: number;
  /** Calls running for `client`. */
  runningFor(client: string): number;
  /** Calls waiting, all clients together. */
  readonly waiting: number;
}

interface ClientState {
  running: number;
  readonly queue: ((release: () => void) => void)[];
}

export function createFairSlots(options: FairSlotsOptions): FairSlots {
  const slots = Math.max(1, options.slots);
  const perClient = Math.max(1, Math.min(options.perClient, slots - 1));
  const clients = new Map<string, ClientState>();
  /** Clients with calls waiting, in turn order (a Map keeps insertion order; re-inserting moves to the end). */
  const turns = new Map<string, ClientState>();
  let running = 0;
  let waiting = 0;

  const stateOf = (client: string): ClientState => {
    let state = clients.get(client);
    if (!state) {
      state = { running: 0, queue: [] };
      clients.set(client, state);
    }
    return state;
  };

  const forgetIfIdle = (client: string, state: ClientState): void => {
    if (state.running === 0 && state.queue.length === 0) clients.delete(client);
  };

  function start(client: string, state: ClientState, run: (release: () => void) => void): void {
    running++;
    state.running++;
    let released = false;
    run(() => {
      if (released) return;
      released = true;
      running--;
      state.running--;
      forgetIfIdle(client, state);
      admitWaiting();
    });
  }

  /** Gives free slots to waiting calls, one client at a time in turn. */
  function admitWaiting(): void {
    while (running < slots) {
      let next: [string, ClientState] | undefined;
      for (const entry of turns) {
        if (entry[1].running < perClient) {
          next = entry;
          break;
        }
      }
      if (!next) return;
      const [client, state] = next;
      const run = state.queue.shift();
      turns.delete(client);
      if (state.queue.length > 0) turns.set(client, state);
      if (!run) continue;
      waiting--;
      start(client, state, run);
    }
  }

  return {
    admit(client, run) {
      const state = stateOf(client);
      if (running < slots && state.running < perClient && state.queue.length === 0) {
        start(client, state, run);
        return null;
      }
      state.queue.push(run);
      waiting++;
      if (!turns.has(client)) turns.set(client, state);
      return () => {
        const index = state.queue.indexOf(run);
        if (index === -1) return;
        state.queue.splice(index, 1);
        waiting--;
        if (state.queue.length === 0) turns.delete(client);
        forgetIfIdle(client, state);
      };
    },
    get running() {
      return running;
    },
    runningFor: (client) => clients.get(client)?.running ?? 0,
    get waiting() {
      return waiting;
    },
  };
}
