// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A Worker for the consultation-room benchmark only (never deployed), over the real `ChatRoom`
 * (and `Wallet`) objects, without libSQL (the room skips its copy when no database is set):
 * - `POST /open?n=N&prefix=P`: opens and accepts N rooms concurrently (what a request and its
 *   acceptance cost the objects), answered when all are ready;
 * - `GET /socket?room=R&side=user|astrologer`: a socket into room R, as the Worker forwards one
 *   after checking the pass.
 */
import { roomOf } from "../../../worker/src/features/consultations/chat-room";
import type { Env } from "../../../worker/src/env";

export { RateLimiter } from "../../../worker/src/lib/rate-limit";
export { Wallet } from "../../../worker/src/features/wallet/wallet-object";
export { ChatRoom } from "../../../worker/src/features/consultations/chat-room";

async function openRoom(env: Env, id: string): Promise<void> {
  const room = roomOf(env, id);
  await room.open({
    id,
    userId: `user-${id}`,
    userName: "Bench user",
    astrologerId: "bench-astrologer",
    astrologerName: "Bench astrologer",
    plan: "per-minute",
    ratePerMinutePaise: 1_000,
    // Free for the whole run: the bench measures the room, not the wallet (wallet-workerd.bench.ts does).
    freeMinutes: 60,
    pack: null,
    minuteMs: 60_000,
    requestedAtMs: Date.now(),
    gstBp: 1800,
    astrologerShareBp: 6000,
  });
  const accepted = await room.accept();
  if (!accepted.ok) throw new Error(`room ${id} not accepted: ${accepted.reason}`);
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/open") {
      const n = Number(url.searchParams.get("n") ?? "100");
      const prefix = url.searchParams.get("prefix") ?? "bench";
      await Promise.all(Array.from({ length: n }, (_, i) => openRoom(env, `cs_${prefix}${String(i).padStart(8, "0")}`)));
      return Response.json({ opened: n });
    }
    if (url.pathname === "/socket") {
      const id = url.searchParams.get("room")!;
      return roomOf(env, id).fetch(new Request(`https://room/${id}?after=0`, { headers: { Upgrade: "websocket", "X-Room-Side": url.searchParams.get("side")! } }));
    }
    return new Response("not found", { status: 404 });
  },
};
