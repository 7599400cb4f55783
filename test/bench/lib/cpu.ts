// SPDX-License-Identifier: AGPL-3.0-or-later
/** The process's CPU time (user + system) that `f` takes, in milliseconds. */
export function cpuMs(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}
