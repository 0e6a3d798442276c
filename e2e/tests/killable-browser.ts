// A browser a test can crash: Chromium launched on a profile directory of the test's own (with the
// project's launch options, e2e/chromium.ts), its browser process killed with SIGKILL — nothing
// flushed, nothing closed, as when the machine's memory runs out or the power goes — and launched
// again on the same directory, which then holds what Chromium had written durably and nothing else.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { chromium, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "../chromium.js";
import { expect, useSandboxClock } from "./fixtures.js";

/** Launches Chromium on `profile` and answers its context and first page. */
export async function launchProfile(
  profile: string,
  options: BrowserContextOptions,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...CHROMIUM_LAUNCH, ...options });
  await useSandboxClock(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** The browser process's id, as Chromium itself reports it (a persistent context has no `process()`). */
async function browserPid(context: BrowserContext): Promise<number> {
  const browser = context.browser();
  if (browser === null) throw new Error("The context has no browser to ask for its process");
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send("SystemInfo.getProcessInfo");
  const main = processInfo.find((info) => info.type === "browser");
  if (main === undefined) throw new Error("Chromium reported no browser process");
  return main.id;
}

/** Ids of the live processes started with `profile` as their user data directory. */
function processesOf(profile: string): number[] {
  const flag = `--user-data-dir=${profile}`;
  const pids: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // A dead process not yet reaped (a zombie) has an empty command line.
      if (readFileSync(`/proc/${name}/cmdline`, "utf8").split("\0").includes(flag)) pids.push(Number(name));
    } catch {
      // It ended while the list was read.
    }
  }
  return pids;
}

/** Kills the browser with SIGKILL and waits until no process of its profile is left. */
export async function killBrowser(context: BrowserContext, profile: string): Promise<void> {
  const pid = await browserPid(context);
  const closed = new Promise<void>((resolve) => {
    context.once("close", () => {
      resolve();
    });
  });
  process.kill(pid, "SIGKILL");
  await closed;
  await expect.poll(() => processesOf(profile), { timeout: 20_000 }).toEqual([]);
}

/**
 * Drops the profile's localStorage. Chromium commits localStorage seconds after a page writes it, so
 * a crash loses the latest writes; dropping all of it makes that loss certain rather than a race
 * with the commit timer, and shows that nothing the app must keep through a crash lives there.
 */
export function dropLocalStorage(profile: string): void {
  rmSync(join(profile, "Default", "Local Storage"), { recursive: true, force: true });
}
