// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Node-only loader (tests, benchmarks, scripts). Workers and browsers import
// the core from ./index.ts and pass their own compiled WebAssembly.Module.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createEphemeris, type Ephemeris } from "./index.js";

/** Absolute path of the committed swe.wasm next to this file. */
export const SWE_WASM_PATH: string = fileURLToPath(new URL("./swe.wasm", import.meta.url));

let compiled: Promise<WebAssembly.Module> | undefined;

/** Compiles swe.wasm once per process (or the file at `path`, uncached). */
export function compileEphemerisModuleNode(path?: string): Promise<WebAssembly.Module> {
  if (path !== undefined) return WebAssembly.compile(readFileSync(path));
  compiled ??= WebAssembly.compile(readFileSync(SWE_WASM_PATH));
  return compiled;
}

/** Reads and compiles swe.wasm (once per process) and returns a fresh instance. */
export async function loadEphemerisNode(path?: string): Promise<Ephemeris> {
  return createEphemeris(await compileEphemerisModuleNode(path));
}
