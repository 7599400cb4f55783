import chromiumPackage from "@sparticuz/chromium";
import { type Browser, chromium } from "playwright-core";

const lambdaOnlyFlags = new Set([
  "--single-process",
  "--no-zygote",
  "--disable-web-security",
  "--allow-running-insecure-content",
  "--disable-site-isolation-trials",
]);

/**
 * Launches headless Chromium: `CHROMIUM_PATH` when set, else the build shipped inside the
 * `@sparticuz/chromium` npm package, so browser tests need nothing outside npm. The flags
 * keep it off the network (this machine has none beyond loopback).
 *
 * `fakeMedia` (calls, issue 26): a generated camera picture and microphone tone instead of devices,
 * granted without a prompt, and host candidates as plain loopback addresses instead of mDNS names
 * (which nothing resolves here), so two pages connect peer to peer with no ICE servers.
 */
export const fakeMediaFlags = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream", "--disable-features=WebRtcHideLocalIpsWithMdns"];

export async function launchChromium(options: { fakeMedia?: boolean } = {}): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || (await chromiumPackage.executablePath());
  // The package's Lambda flags include --single-process (closing one page then kills the
  // browser) and relaxed web security; a browser test must see what a user's browser does.
  const args = process.env.CHROMIUM_PATH ? [] : chromiumPackage.args.filter((a) => !lambdaOnlyFlags.has(a));
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      ...args,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...(options.fakeMedia ? fakeMediaFlags : []),
    ],
  });
}
