// How the browser tests launch Chromium: Debian's package (never a downloaded browser), without the
// sandbox, GPU or background traffic. The config uses it, and so do specs that launch it otherwise.
import type { LaunchOptions } from "@playwright/test";

export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env["PXV_CHROMIUM"] ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
