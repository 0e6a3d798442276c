/**
 * What ran in the long tasks of a Chromium performance trace (the list-scroll bench's
 * PXV_BENCH_TRACE): the renderer's main-thread tasks over a threshold, each with the time of its
 * trace events by kind (script, style, layout, paint, GC…) and, from the trace's CPU samples, the
 * functions that ran most (self time) and the app's own frames that led there (time on the stack).
 */

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  /** Thread (CPU) time, µs. */
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: {
    readonly name?: string;
    readonly data?: {
      readonly startTime?: number;
      readonly cpuProfile?: { readonly nodes?: readonly ProfileNode[]; readonly samples?: readonly number[] };
      readonly timeDeltas?: readonly number[];
    };
  };
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url?: string;
    readonly lineNumber?: number;
  };
}

export interface LongTaskOptions {
  /** Tasks at least this long, ms. */
  readonly minMs: number;
  /** What `minMs` and "longest" are measured in: wall-clock (default) or the thread's CPU time. */
  readonly by?: "wall" | "cpu";
  /** How many of the longest to describe. */
  readonly count: number;
  /** Lines per ranking. */
  readonly top: number;
  /** Frames whose script URL contains this are the app's own. */
  readonly appUrl: string;
}

const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/** The busiest CrRendererMain thread (the page's). */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === "M" && event.args?.name === "CrRendererMain");
  let best: { pid: number; tid: number } | null = null;
  let bestBusy = -1;
  for (const main of mains) {
    let busy = 0;
    for (const event of events) {
      if (event.pid === main.pid && event.tid === main.tid && TASK_NAMES.has(event.name))
        busy += event.dur ?? 0;
    }
    if (busy > bestBusy) {
      best = { pid: main.pid, tid: main.tid };
      bestBusy = busy;
    }
  }
  return best;
}

/** CPU samples of the main thread's profile, each with its trace time and node. */
function samplesOf(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): { times: number[]; nodeIds: number[]; nodes: Map<number, ProfileNode> } {
  const profile =
    events.find(
      (event) => event.name === "Profile" && event.pid === thread.pid && event.tid === thread.tid,
    ) ?? events.find((event) => event.name === "Profile" && event.pid === thread.pid);
  const times: number[] = [];
  const nodeIds: number[] = [];
  const nodes = new Map<number, ProfileNode>();
  if (profile === undefined) return { times, nodeIds, nodes };
  let time = profile.args?.data?.startTime ?? profile.ts;
  for (const chunk of events) {
    if (chunk.name !== "ProfileChunk" || chunk.pid !== profile.pid || chunk.id !== profile.id) continue;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data?.cpuProfile?.samples ?? [];
    const deltas = data?.timeDeltas ?? [];
    samples.forEach((sample, index) => {
      time += deltas[index] ?? 0;
      times.push(time);
      nodeIds.push(sample);
    });
  }
  return { times, nodeIds, nodes };
}

function rank(times: Map<string, number>, top: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => `${(us / 1000).toFixed(1)} ms ${name}`)
    .join("\n      ");
}

/** The page's main-thread events and its tasks (outermost task events only), in time order. */
export function mainThreadTasks(
  events: readonly TraceEvent[],
): { thread: { pid: number; tid: number }; onThread: TraceEvent[]; tasks: TraceEvent[] } | null {
  const thread = mainThread(events);
  if (thread === null) return null;
  const onThread = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === "X")
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // RunTask nests inside ThreadControllerImpl::RunTask: keep the outer one.
  const tasks: TraceEvent[] = [];
  for (const event of onThread) {
    if (!TASK_NAMES.has(event.name)) continue;
    const previous = tasks.at(-1);
    if (previous !== undefined && event.ts < previous.ts + (previous.dur ?? 0)) continue;
    tasks.push(event);
  }
  return { thread, onThread, tasks };
}

/** User-timing marks named `<prefix><number>` (performance.mark in the page), in time order. */
export function numberedMarks(
  events: readonly TraceEvent[],
  prefix: string,
): { ts: number; value: number }[] {
  return events
    .filter((event) => event.name.startsWith(prefix) && event.ph !== "e")
    .map((event) => ({ ts: event.ts, value: Number(event.name.slice(prefix.length)) }))
    .sort((a, b) => a.ts - b.ts);
}

/** One paragraph per long task, longest first. */
export function longTaskReport(events: readonly TraceEvent[], options: LongTaskOptions): string[] {
  const main = mainThreadTasks(events);
  if (main === null) return ["no renderer main thread in the trace"];
  const { thread, onThread } = main;
  const length = (task: TraceEvent): number => (options.by === "cpu" ? task.tdur : task.dur) ?? 0;
  const tasks = main.tasks.filter((task) => length(task) >= options.minMs * 1000);
  const longest = [...tasks].sort((a, b) => length(b) - length(a)).slice(0, options.count);
  const { times, nodeIds, nodes } = samplesOf(events, thread);
  const label = (node: ProfileNode): string => {
    const file = node.callFrame.url?.split("/").pop() ?? "";
    const name = node.callFrame.functionName || "(anonymous)";
    return file === "" ? name : `${name} ${file}:${String((node.callFrame.lineNumber ?? 0) + 1)}`;
  };

  /** First index whose time is at or after `time` in an ascending list. */
  const firstAt = (count: number, timeAt: (index: number) => number, time: number): number => {
    let low = 0;
    let high = count;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (timeAt(middle) < time) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  /** Trace-event kinds, functions and app frames over some tasks, in µs. */
  const describe = (some: readonly TraceEvent[]): string => {
    const kinds = new Map<string, number>();
    const self = new Map<string, number>();
    const onStack = new Map<string, number>();
    const add = (map: Map<string, number>, name: string, us: number): void => {
      map.set(name, (map.get(name) ?? 0) + us);
    };
    for (const task of some) {
      const start = task.ts;
      const end = task.ts + (task.dur ?? 0);
      // Self time of each kind of trace event inside the task (its own time minus its children's).
      const stack: { name: string; end: number; self: number }[] = [];
      const close = (until: number): void => {
        while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
          const done = stack.pop();
          if (done !== undefined) add(kinds, done.name, done.self);
        }
      };
      for (let index = firstAt(onThread.length, (at) => onThread[at]?.ts ?? 0, start); ; index++) {
        const event = onThread[index];
        if (event === undefined || event.ts >= end) break;
        if (event === task) continue;
        close(event.ts);
        const parent = stack.at(-1);
        if (parent !== undefined) parent.self -= event.dur ?? 0;
        stack.push({ name: event.name, end: event.ts + (event.dur ?? 0), self: event.dur ?? 0 });
      }
      close(Number.POSITIVE_INFINITY);
      // CPU samples inside the task.
      for (let index = firstAt(times.length, (at) => times[at] ?? 0, start); ; index++) {
        const time = times[index];
        if (time === undefined || time >= end) break;
        const gap = (times[index + 1] ?? time) - time;
        const leaf = nodes.get(nodeIds[index] ?? -1);
        if (leaf === undefined) continue;
        add(self, label(leaf), gap);
        const seen = new Set<string>();
        for (let node: ProfileNode | undefined = leaf; node !== undefined;) {
          const name = label(node);
          if (node.callFrame.url?.includes(options.appUrl) === true && !seen.has(name)) {
            seen.add(name);
            add(onStack, name, gap);
          }
          node = node.parent === undefined ? undefined : nodes.get(node.parent);
        }
      }
    }
    return `    trace events (self):\n      ${rank(kinds, options.top)}\n    functions (self):\n      ${rank(self, options.top)}\n    app frames on the stack:\n      ${rank(onStack, options.top)}`;
  };

  const total = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const cpu = tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  const lines = [
    `${String(tasks.length)} main-thread tasks of ${String(options.minMs)} ms or more${options.by === "cpu" ? " on the CPU" : ""}, ${(total / 1000).toFixed(0)} ms in all (${(cpu / 1000).toFixed(0)} ms on the CPU):`,
    describe(tasks),
  ];
  for (const task of longest) {
    lines.push(
      `  task ${((task.dur ?? 0) / 1000).toFixed(0)} ms (${((task.tdur ?? 0) / 1000).toFixed(0)} ms of it on the CPU)`,
      describe([task]),
    );
  }
  return lines;
}
