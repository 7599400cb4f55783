// SPDX-License-Identifier: AGPL-3.0-or-later
//
// Benchmark (issue 21): the consultation room (`ChatRoom` Durable Object) in workerd (Miniflare,
// SQLite-backed storage, WebSocket Hibernation API), bundled by wrangler into a bench-only Worker
// (test/bench/workerd/room-entry.ts).
//  - message fan-out latency: the user's socket sends a message; timed until the astrologer's
//    socket receives it (parse, validate, one SQLite transaction, send to every socket of the room);
//    2,000 sequential messages, p50 and p99;
//  - rooms per second created: batches of 200 rooms opened and accepted concurrently.
// Run: npx tsx test/bench/room-workerd.bench.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { projectRoot } from "../../scripts/lib/wrangler";

type Socket = { accept(): void; send(data: string): void; close(code?: number): void; addEventListener(type: "message", fn: (e: { data: unknown }) => void): void };

const outDir = mkdtempSync(join(tmpdir(), "jyotish-bench-room-"));
const persist = mkdtempSync(join(tmpdir(), "jyotish-bench-room-do-"));
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

try {
  execFileSync(
    process.execPath,
    [join(projectRoot, "node_modules", "wrangler", "bin", "wrangler.js"), "deploy", "--dry-run", "--outdir", outDir, join("test", "bench", "workerd", "room-entry.ts")],
    { cwd: projectRoot, stdio: "ignore", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
  );
  const mf = new Miniflare({
    modules: true,
    scriptPath: join(outDir, "room-entry.js"),
    modulesRoot: outDir,
    compatibilityDate: "2026-04-20",
    durableObjects: {
      WALLET: { className: "Wallet", useSQLite: true },
      CHAT_ROOM: { className: "ChatRoom", useSQLite: true },
      RATE_LIMITER: { className: "RateLimiter", useSQLite: true },
    },
    durableObjectsPersist: persist,
  });
  try {
    const socket = async (room: string, side: string): Promise<Socket> => {
      const res = await mf.dispatchFetch(`http://bench/socket?room=${room}&side=${side}`, { headers: { Upgrade: "websocket" } });
      const ws = res.webSocket as unknown as Socket | null;
      if (!ws) throw new Error(`no socket: ${res.status}`);
      ws.accept();
      return ws;
    };

    // Fan-out: one room, both sides connected, the astrologer's first message starts it.
    await mf.dispatchFetch(`http://bench/open?n=1&prefix=fanout`, { method: "POST" });
    const id = "cs_fanout00000000";
    const user = await socket(id, "user");
    const astrologer = await socket(id, "astrologer");
    const waiting = new Map<string, (at: number) => void>();
    astrologer.addEventListener("message", (e) => {
      if (typeof e.data !== "string" || e.data === "pong") return;
      const frame = JSON.parse(e.data) as { t: string; clientId?: string | null };
      if (frame.t === "message" && frame.clientId) waiting.get(frame.clientId)?.(performance.now());
    });
    const roundTrip = (clientId: string, body: string, from: Socket) =>
      new Promise<number>((resolve) => {
        const t = performance.now();
        waiting.set(clientId, (at) => {
          waiting.delete(clientId);
          resolve(at - t);
        });
        from.send(JSON.stringify({ v: 1, t: "message", clientId, body }));
      });
    await roundTrip("bench-start-0", "नमस्ते", astrologer);
    for (let i = 0; i < 200; i++) await roundTrip(`bench-warm-${i}`, "warm-up", user);
    const times: number[] = [];
    for (let i = 0; i < 2_000; i++) times.push(await roundTrip(`bench-msg-${i}`, `மதிய வணக்கம் ${i}`, user));
    user.close(1000);
    astrologer.close(1000);

    // Rooms per second (after the fan-out, which it would slow: a thousand live objects share one
    // workerd): the first batch warms up, the median of the next five counts.
    const rates: number[] = [];
    for (let b = 0; b < 6; b++) {
      const t = performance.now();
      const res = (await (await mf.dispatchFetch(`http://bench/open?n=200&prefix=b${b}x`, { method: "POST" })).json()) as { opened: number };
      const seconds = (performance.now() - t) / 1000;
      if (b > 0) rates.push(res.opened / seconds);
    }

    rates.sort((a, b) => a - b);
    console.log("\nConsultation room (ChatRoom Durable Object) in workerd (Miniflare, SQLite storage, hibernatable sockets)");
    console.log(`  message fan-out, user socket → room → astrologer socket: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms (2,000 sequential messages)`);
    console.log(`  rooms created per second (opened and accepted, 200 at once): ${Math.round(rates[2]!).toLocaleString("en")} (median of 5 batches)`);
  } finally {
    await mf.dispose();
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(persist, { recursive: true, force: true });
}
