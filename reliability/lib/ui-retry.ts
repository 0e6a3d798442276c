/**
 * The UI's retry under an upstream fault: with the list's upstream failing, the page shows a retry
 * button; once the fault is gone, tapping it loads the list.
 */
import { chromium } from "@playwright/test";
import type { Sandbox } from "@pxv/sandbox";

export async function uiRecoversAfterFault(baseUrl: string, sandbox: Sandbox): Promise<string> {
  const browser = await chromium.launch({
    executablePath: process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage();
    sandbox.faults.set("error=503 /v1/illust/new host=appApi");
    await page.goto(`${baseUrl}/latest/manga`);
    // A failed first page shows the error notice's retry button; a failed next page the list's line.
    const retry = page
      .getByTestId("list-retry")
      .or(page.getByTestId("error-notice").getByRole("button"))
      .first();
    await retry.waitFor({ state: "visible", timeout: 45_000 });
    sandbox.faults.clear();
    await retry.click();
    await page.getByTestId("artwork-card").first().waitFor({ state: "visible", timeout: 20_000 });
    return "retry shown under the fault, list loaded after it";
  } finally {
    sandbox.faults.clear();
    await browser.close();
  }
}
