/**
 * The one way an on/off change of an item is made (a bookmark, a follow): a TanStack mutation for the
 * request, the change shown at once in every cached copy of the item (`show`, which goes through the
 * finders of queries/cached-items.ts), and the per-item toggle queue (toggle-queue.ts) between them:
 * one request in flight per item, the last choice wins, and a failure shows the server's state again.
 *
 * An item's state is null (off), a choice it was turned on with (`C`: a bookmark's restrict and tags,
 * a follow's restrict), or ON_BEFORE: on as the server had it before any change here, so tapping off
 * and on again comes back to it and sends nothing.
 */
import { useIsMutating, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useLayoutEffect, useRef } from "react";
import { createToggleQueue, type ToggleQueue, type ToggleSettled } from "./toggle-queue";

export const ON_BEFORE = Symbol("on before any change");
export type ToggleState<C> = C | typeof ON_BEFORE | null;

/** Choices are plain data (a restrict, a restrict and tags): equal when they read the same. */
const sameState = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

// One queue per cache, so that every button of one item (a card's heart, the viewer's) shares it.
const queues = new WeakMap<QueryClient, ToggleQueue<unknown>>();

function queueOf<C>(queryClient: QueryClient): ToggleQueue<ToggleState<C>> {
  let queue = queues.get(queryClient);
  if (queue === undefined) {
    queue = createToggleQueue<unknown>(sameState);
    queues.set(queryClient, queue);
  }
  return queue as ToggleQueue<ToggleState<C>>;
}

export interface ToggleMutationOptions<C> {
  /** The mutation's key (also what `pending` watches), one per item. */
  readonly mutationKey: readonly unknown[];
  /** Whether the item is on as the cache shows it now. */
  readonly on: boolean;
  /** Turns the item on with a choice, or off (null), on the server. */
  readonly send: (choice: C | null) => Promise<unknown>;
  /** Shows the item on or off in every cached copy. */
  readonly show: (queryClient: QueryClient, on: boolean) => void;
  /** After the item settles with at least one request made and none failed (refetch lists). */
  readonly afterSent: (queryClient: QueryClient) => void;
}

export interface ToggleMutation<C> {
  /** True while a request for this item is in flight (from any button). */
  readonly pending: boolean;
  /** Asks for a state; resolves when the item settles (its `failed` set when it went back). */
  readonly set: (
    state: ToggleState<C>,
    settled?: (result: ToggleSettled<ToggleState<C>>) => void,
  ) => Promise<ToggleSettled<ToggleState<C>>>;
  /**
   * Turns the item off when it is on (or going on); else back on as the server has it when it is on
   * there (no request), else on with `choice`.
   */
  readonly toggle: (
    choice: C,
    settled?: (result: ToggleSettled<ToggleState<C>>) => void,
  ) => Promise<ToggleSettled<ToggleState<C>>>;
  /** Whether the item is on or going on (the last state asked for, else the cache's). */
  readonly isOn: () => boolean;
}

export function useToggleMutation<C>(options: ToggleMutationOptions<C>): ToggleMutation<C> {
  const { mutationKey, on, send, show, afterSent } = options;
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation({ mutationKey, mutationFn: send });
  const pending = useIsMutating({ mutationKey }) > 0;
  const key = JSON.stringify(mutationKey);
  // The caller's `show` and `afterSent` as of the last render: callers pass new functions each time,
  // and `set` and `toggle` keep their identity anyway, so what memoizes on them stays memoized.
  const latest = useRef({ show, afterSent });
  useLayoutEffect(() => {
    latest.current = { show, afterSent };
  });

  const isOn = useCallback((): boolean => {
    const wanted = queueOf<C>(queryClient).wanted(key);
    return wanted === undefined ? on : wanted !== null;
  }, [queryClient, key, on]);

  const set = useCallback<ToggleMutation<C>["set"]>(
    (state, settled) => {
      const { show, afterSent } = latest.current;
      show(queryClient, state !== null);
      return queueOf<C>(queryClient).set(key, state, on ? ON_BEFORE : null, {
        // ON_BEFORE is the server's own state: asking for it again never needs a request.
        send: (next) => (next === ON_BEFORE ? Promise.resolve() : mutateAsync(next)),
        settled: (result) => {
          if (result.failed) show(queryClient, result.state !== null);
          else if (result.sent) afterSent(queryClient);
          settled?.(result);
        },
      });
    },
    [queryClient, key, on, mutateAsync],
  );

  const toggle = useCallback<ToggleMutation<C>["toggle"]>(
    (choice, settled) => {
      if (isOn()) return set(null, settled);
      const confirmed = queueOf<C>(queryClient).confirmed(key);
      return set(confirmed === undefined || confirmed === null ? choice : confirmed, settled);
    },
    [isOn, set, queryClient, key],
  );

  return { pending, set, toggle, isOn };
}
