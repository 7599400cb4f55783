import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "./process";

const require = createRequire(import.meta.url);
export const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Environment that keeps wrangler offline: no telemetry, no request.cf fetch. */
export const offlineEnv = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

function wranglerBin(): string {
  return join(dirname(require.resolve("wrangler/package.json")), "bin", "wrangler.js");
}

/**
 * Starts `wrangler dev` (the real workerd) for this project on 127.0.0.1:`port`, in its own
 * process group, and resolves once `/api/health` answers 200.
 */
export async function startWranglerDev(options: {
  port: number;
  vars: Record<string, string>;
  quiet?: boolean;
  persistTo?: string;
}): Promise<{ url: string; process: ChildProcess }> {
  const args = [
    wranglerBin(),
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    String(options.port),
    "--inspector-port",
    "0",
    "--show-interactive-dev-session=false",
    "--log-level",
    options.quiet ? "warn" : "info",
    ...(options.persistTo ? ["--persist-to", options.persistTo] : []),
    ...Object.entries(options.vars).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
  ];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...process.env, ...offlineEnv },
    stdio: options.quiet ? ["ignore", "ignore", "pipe"] : ["ignore", "inherit", "inherit"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitFor(async () => {
    if (exited) throw new Error(`wrangler dev exited early:\n${stderr}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    return res?.ok === true;
  }, 90_000, "wrangler dev");
  return { url, process: child };
}
