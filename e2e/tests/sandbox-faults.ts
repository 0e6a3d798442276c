// The sandbox's fault control for browser tests: global-setup puts its address in the environment.
import { expect } from "@playwright/test";

export function controlUrl(): string {
  const url = process.env["PXV_E2E_SANDBOX_CONTROL"];
  if (!url) throw new Error("PXV_E2E_SANDBOX_CONTROL is not set: global-setup did not start the sandbox");
  return url;
}

/** Sets the sandbox's fault rules (packages/sandbox README, "Fault injection"), or clears them with null. */
export async function setFault(rule: string | null): Promise<void> {
  const response = await fetch(`${controlUrl()}/faults`, {
    method: rule === null ? "DELETE" : "POST",
    ...(rule === null ? {} : { headers: { "content-type": "text/plain" }, body: rule }),
  });
  expect(response.ok, `fault control answered ${String(response.status)}`).toBe(true);
}
