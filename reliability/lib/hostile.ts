/**
 * Hostile content in Chromium: every page that shows the sandbox's hostile works, novels, comments,
 * authors and search words is opened with a trap that any executed script would spring (alert,
 * confirm, prompt, dialogs, a global flag the payloads cannot avoid) and a listener that counts CSP
 * violations. Both must stay at zero: the sanitizer is the first wall, the CSP only the second.
 * Requests to anything but loopback are aborted and counted.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { HOSTILE_NOVELS, HOSTILE_PAYLOADS, HOSTILE_WORKS } from "@pxv/sandbox";

export interface HostileResult {
  readonly pages: number;
  readonly scriptsExecuted: number;
  readonly cspViolations: number;
  readonly foreignRequests: number;
  readonly details: readonly string[];
}

declare global {
  interface Window {
    __pxvExecuted: string[];
    __pxvViolations: string[];
  }
}

/** The paths that put hostile text on screen. */
export async function hostilePaths(baseUrl: string): Promise<string[]> {
  const works = Object.keys(HOSTILE_WORKS).map((id) => `/artworks/${id}`);
  const novels = Object.keys(HOSTILE_NOVELS).map((id) => `/novel/${id}`);
  const authors: string[] = [];
  for (const id of Object.keys(HOSTILE_WORKS).slice(0, 2)) {
    const answer = (await (await fetch(`${baseUrl}/api/pixiv/illust?id=${id}`)).json()) as {
      illust?: { user?: { id?: number } };
    };
    if (answer.illust?.user?.id) authors.push(`/users/${String(answer.illust.user.id)}`);
  }
  const words = [HOSTILE_PAYLOADS.script, HOSTILE_PAYLOADS.imgOnError, HOSTILE_PAYLOADS.attributeBreak].map(
    (word) => encodeURIComponent(word),
  );
  return [
    ...works,
    ...novels,
    ...authors,
    ...words.map((word) => `/search/${word}`),
    ...words.map((word) => `/search_novel/${word}`),
    ...words.map((word) => `/search_user/${word}`),
    "/spotlights",
  ];
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
  // Comments and long captions: open what can be opened so their text is rendered too.
  for (const id of ["caption-toggle", "open-comments", "comment-replies-toggle"]) {
    const button = page.getByTestId(id).first();
    if (await button.isVisible().catch(() => false)) await button.click().catch(() => undefined);
  }
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
}

export async function openHostileContent(baseUrl: string, paths: readonly string[]): Promise<HostileResult> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const details: string[] = [];
  let foreignRequests = 0;
  let dialogs = 0;
  let executed = 0;
  let violations = 0;
  try {
    const context = await browser.newContext();
    await context.route("**/*", async (route) => {
      const host = new URL(route.request().url()).hostname;
      if (host === "127.0.0.1" || host === "localhost") return route.continue();
      foreignRequests++;
      details.push(`foreign request ${route.request().url()}`);
      return route.abort();
    });
    await context.addInitScript(() => {
      window.__pxvExecuted = [];
      window.__pxvViolations = [];
      const spring = (name: string) => (message?: unknown) => {
        window.__pxvExecuted.push(`${name}(${String(message)})`);
        return name === "confirm" ? false : null;
      };
      window.alert = spring("alert");
      window.confirm = spring("confirm") as typeof window.confirm;
      window.prompt = spring("prompt") as typeof window.prompt;
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__pxvViolations.push(
          `${event.violatedDirective} ${event.sourceFile}:${String(event.lineNumber)}`,
        );
      });
    });
    const page = await context.newPage();
    page.on("dialog", (dialog) => {
      dialogs++;
      details.push(`dialog ${dialog.message()}`);
      void dialog.dismiss();
    });
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      const found = await page.evaluate(() => ({
        executed: window.__pxvExecuted,
        violations: window.__pxvViolations,
      }));
      executed += found.executed.length;
      violations += found.violations.length;
      for (const line of [...found.executed, ...found.violations]) details.push(`${path}: ${line}`);
    }
  } finally {
    await browser.close();
  }
  return {
    pages: paths.length,
    scriptsExecuted: executed + dialogs,
    cspViolations: violations,
    foreignRequests,
    details,
  };
}
