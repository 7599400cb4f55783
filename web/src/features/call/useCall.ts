/**
 * React's view of a call: one `createCall` (peer.ts) while the consultation is an active call and
 * its room socket is there; closed (microphone and camera stopped) when it ends, turns into a chat or
 * the page is left.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import type { Side } from "@contract/consultations";
import { fetchIceServers } from "../chat/api";
import type { RoomSocket } from "../chat/room-socket";
import { type Call, type CallSnapshot, createCall, idleCall } from "./peer";

const noSubscription = () => () => undefined;

export function useCall(id: string, kind: "call" | "video" | null, side: Side, socket: RoomSocket | null): { call: Call | null; snapshot: CallSnapshot } {
  const [call, setCall] = useState<Call | null>(null);
  useEffect(() => {
    if (!kind || !socket) return;
    const created = createCall({ kind, side, room: socket, iceServers: () => fetchIceServers(id) });
    setCall(created);
    void created.start();
    return () => {
      created.close();
      setCall(null);
    };
  }, [id, kind, side, socket]);
  const snapshot = useSyncExternalStore(call?.subscribe ?? noSubscription, call?.getSnapshot ?? (() => idleCall));
  return { call, snapshot };
}
