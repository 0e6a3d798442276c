/**
 * A per-item queue for on/off changes a person can tap quickly (a heart, a follow button): at most
 * one request per item is in flight, and the state the person chose last wins. While a request runs,
 * further taps only move the wanted state; when it settles, the wanted state is sent if it differs
 * from what the server now has, and nothing is sent if the taps came back to it. A failed request
 * drops what was still wanted: the item settles on the server's state, for the caller to show again.
 *
 * States are compared with `same` (`Object.is` unless told): two taps that ask for the same thing
 * (on, with the same choice) are one state.
 */

/** How an item's changes ended: the server's state, and the error of the request that failed. */
export interface ToggleSettled<S> {
  readonly state: S;
  /** The state whose request failed, when one did (the item is then back on `state`). */
  readonly failed?: { readonly wanted: S; readonly error: unknown };
  /** Whether any request was made (false when the taps came back to the server's state). */
  readonly sent: boolean;
}

export interface ToggleHandlers<S> {
  /** Sends one state to the server. */
  readonly send: (state: S) => Promise<unknown>;
  /** Once per settling, with the handlers of the last `set` before it. */
  readonly settled?: (result: ToggleSettled<S>) => void;
}

interface Entry<S> {
  confirmed: S;
  wanted: S;
  handlers: ToggleHandlers<S>;
  readonly waiters: ((result: ToggleSettled<S>) => void)[];
}

export interface ToggleQueue<S> {
  /** The state last asked for while the item has changes under way; undefined when it has none. */
  wanted(key: string): S | undefined;
  /** The server's state while the item has changes under way; undefined when it has none. */
  confirmed(key: string): S | undefined;
  /**
   * Asks for `state`. `server` is the item's state as shown when it has no changes under way (it is
   * ignored otherwise). Resolves when the item settles.
   */
  set(key: string, state: S, server: S, handlers: ToggleHandlers<S>): Promise<ToggleSettled<S>>;
}

export function createToggleQueue<S>(same: (a: S, b: S) => boolean = Object.is): ToggleQueue<S> {
  const entries = new Map<string, Entry<S>>();

  async function run(key: string, entry: Entry<S>): Promise<void> {
    let sent = false;
    let failed: ToggleSettled<S>["failed"];
    while (!same(entry.wanted, entry.confirmed)) {
      const wanted = entry.wanted;
      sent = true;
      try {
        await entry.handlers.send(wanted);
        entry.confirmed = wanted;
      } catch (error) {
        failed = { wanted, error };
        entry.wanted = entry.confirmed;
      }
    }
    entries.delete(key);
    const result: ToggleSettled<S> = { state: entry.confirmed, sent, ...(failed ? { failed } : {}) };
    entry.handlers.settled?.(result);
    for (const resolve of entry.waiters) resolve(result);
  }

  return {
    wanted: (key) => entries.get(key)?.wanted,
    confirmed: (key) => entries.get(key)?.confirmed,
    set(key, state, server, handlers) {
      const kept = entries.get(key);
      const settled = new Promise<ToggleSettled<S>>((resolve) => {
        if (kept !== undefined) {
          kept.wanted = state;
          kept.handlers = handlers;
          kept.waiters.push(resolve);
          return;
        }
        const entry: Entry<S> = { confirmed: server, wanted: state, handlers, waiters: [resolve] };
        entries.set(key, entry);
        void run(key, entry);
      });
      return settled;
    },
  };
}
