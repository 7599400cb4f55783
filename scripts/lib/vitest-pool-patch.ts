import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./wrangler";

/**
 * A fix for a bug in @cloudflare/vitest-pool-workers 0.15.1 (workers-sdk issue #15092, fixed
 * upstream by pull request #15106): the wrapper it puts around every Durable Object class of the
 * tested Worker installs a Proxy on the class's prototype from inside its constructor, so every
 * construction (each new object, and each object that comes back from hibernation) wraps the
 * previous Proxy once more. After N constructions every method lookup the runtime makes on any
 * object of the class (fetch, alarm, webSocketMessage, each RPC method) runs N nested traps:
 * property access grows linearly with the objects made so far, and a test that makes hundreds
 * (the 200 concurrent rooms of chat-room.workers.test.ts) spends almost all of workerd's CPU in
 * those traps (measured with perf: ~95 % of samples in JSProxy::GetOwnPropertyDescriptor under
 * Reflect.get) until sockets go silent and the rooms close them as stale.
 *
 * The fix is upstream's: install the Proxy once per wrapper class. Applied to the installed file
 * before workerd loads it (the workers project's global setup); idempotent; a release that has the
 * fix no longer contains the buggy text and is left alone. Remove this when the package is
 * upgraded past the fix.
 */
const buggy = "\tfunction Class(...args) {\n\t\tClass.prototype = new Proxy(Class.prototype, {";
const fixed = "\tlet prototypeProxied = false;\n\tfunction Class(...args) {\n\t\tif (!prototypeProxied) prototypeProxied = true, Class.prototype = new Proxy(Class.prototype, {";

export function patchVitestPoolWorkers(): "patched" | "already" | "not-needed" {
  const file = join(projectRoot, "node_modules", "@cloudflare", "vitest-pool-workers", "dist", "worker", "lib", "cloudflare", "test-internal.mjs");
  const source = readFileSync(file, "utf8");
  if (source.includes(fixed)) return "already";
  if (!source.includes(buggy)) return "not-needed";
  writeFileSync(file, source.replace(buggy, fixed));
  return "patched";
}
