/**
 * pxv's pools of keep-alive connections to pixiv's API hosts (the app API, www, the OAuth host),
 * each an undici Agent behind fair admission (fair-slots.ts): a call waits for a slot of the pool
 * before it is sent and frees it when its answer has been read to the end, or has failed; one
 * client (client-identity.ts) holds at most `clientShare` of the pool, and waiting calls are
 * admitted client by client in turn. Every attempt of a retried call is admitted on its own, so a
 * backing-off call holds no slot. A call whose signal aborts while it waits leaves the queue and
 * fails at once. `clientShare` 0 turns fair admission off: calls queue in the Agent in the order
 * they come.
 */
import { Agent, type Dispatcher } from "undici";
import { currentClient } from "./client-identity.js";
import { createFairSlots, type FairSlots } from "./fair-slots.js";

/** The connections of the app API's and www's pools. */
export const UPSTREAM_POOL_CONNECTIONS = 32;

export interface UpstreamPoolOptions {
  readonly connections: number;
  /** Headers and body deadlines of each call on the pool. */
  readonly timeoutMs: number;
  /** Connections one client may use at once (at most the pool's less one); 0 turns fairness off. */
  readonly clientShare: number;
}

/** A call that never reached the pool: its controller can only report that it is over. */
function controllerOf(reason: Error): Dispatcher.DispatchController {
  return {
    aborted: true,
    paused: false,
    reason,
    abort: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
  };
}

/** `handler`, freeing the call's slot once the answer has ended or failed. */
function releasing(handler: Dispatcher.DispatchHandler, release: () => void): Dispatcher.DispatchHandler {
  const finish =
    <A extends unknown[]>(forward: ((...args: A) => void) | undefined) =>
    (...args: A): void => {
      try {
        forward?.(...args);
      } finally {
        release();
      }
    };
  return {
    onRequestStart: (controller, context: unknown) => handler.onRequestStart?.(controller, context),
    onResponseStart: (controller, statusCode, headers, statusMessage) =>
      handler.onResponseStart?.(controller, statusCode, headers, statusMessage),
    onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
    onRequestUpgrade: finish(handler.onRequestUpgrade?.bind(handler)),
    onResponseEnd: finish(handler.onResponseEnd?.bind(handler)),
    onResponseError: finish(handler.onResponseError?.bind(handler)),
  };
}

/** The dispatch interceptor that admits each call through `slots`, as the calling client's. */
export function fairAdmission(slots: FairSlots): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => {
    const signal = "signal" in options && options.signal instanceof AbortSignal ? options.signal : null;
    let onAbort: (() => void) | null = null;
    const withdraw = slots.admit(currentClient(), (release) => {
      if (onAbort) signal?.removeEventListener("abort", onAbort);
      try {
        dispatch(options, releasing(handler, release));
      } catch (error) {
        release();
        handler.onResponseError?.(controllerOf(error as Error), error as Error);
      }
    });
    if (signal && withdraw) {
      onAbort = () => {
        withdraw();
        const reason = signal.reason instanceof Error ? signal.reason : new Error("aborted while waiting");
        handler.onResponseError?.(controllerOf(reason), reason);
      };
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    }
    return true;
  };
}

export function createUpstreamPool(options: UpstreamPoolOptions): Dispatcher {
  const agent = new Agent({
    connections: options.connections,
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
  });
  if (options.clientShare === 0) return agent;
  return agent.compose(
    fairAdmission(createFairSlots({ slots: options.connections, perClient: options.clientShare })),
  );
}
