/**
 * Gives the page's thread back between slices of a long job (so input and painting go first), and
 * resumes at once when nothing waits. `scheduler.yield()` where the browser has it; otherwise a
 * message to itself, which — unlike a timer — a hidden tab does not throttle to once a second.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
