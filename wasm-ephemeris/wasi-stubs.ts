// SPDX-License-Identifier: AGPL-3.0-or-later
//
// The few WASI imports that emscripten's standalone libc links into swe.wasm.
// None of them is needed for a calculation: the module never opens a file
// (emscripten's standalone open() refuses every path, so the Swiss Ephemeris'
// optional data files are simply "not found"), and only the Swiss Ephemeris'
// getenv("SE_EPHE_PATH") reads the environment. So the stubs report an empty
// environment, refuse file descriptors, and swallow writes.
//
// The build script (scripts/build-wasm.sh) fails if the module ever imports
// anything not listed here.

/** WASI errno EBADF ("bad file descriptor"). */
const ERRNO_BADF = 8;

/** Names of the imports provided, module `wasi_snapshot_preview1`. */
export const WASI_IMPORT_NAMES = [
  "fd_write",
  "fd_read",
  "fd_close",
  "fd_seek",
  "environ_sizes_get",
  "environ_get",
  "proc_exit",
  "clock_time_get",
] as const;

/**
 * Builds the import object for one instance. `memory` is read lazily because
 * the instance's exported memory only exists after instantiation.
 */
export function wasiImports(memory: () => WebAssembly.Memory): WebAssembly.Imports {
  const u32 = (ptr: number, value: number): void => {
    new DataView(memory().buffer).setUint32(ptr, value, true);
  };
  return {
    wasi_snapshot_preview1: {
      // (fd, iovs, iovs_len, nwritten) — swallow the bytes, report them written.
      fd_write: (_fd: number, iovs: number, iovsLen: number, nwritten: number): number => {
        const view = new DataView(memory().buffer);
        let total = 0;
        for (let i = 0; i < iovsLen; i++) total += view.getUint32(iovs + i * 8 + 4, true);
        u32(nwritten, total);
        return 0;
      },
      fd_read: (): number => ERRNO_BADF,
      fd_close: (): number => ERRNO_BADF,
      fd_seek: (): number => ERRNO_BADF,
      // (environ_count, environ_buf_size) — an empty environment.
      environ_sizes_get: (count: number, size: number): number => {
        u32(count, 0);
        u32(size, 0);
        return 0;
      },
      environ_get: (): number => 0,
      proc_exit: (code: number): never => {
        throw new Error(`swe.wasm called proc_exit(${code})`);
      },
      clock_time_get: (): number => ERRNO_BADF,
    },
  };
}
