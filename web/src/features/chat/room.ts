/**
 * React's view of a room: the socket client (room-socket.ts) for as long as a component shows
 * the consultation, and a clock that ticks while something on screen counts.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { fetchTicket } from "./api";
import { closedRoom, createRoomSocket, type RoomSnapshot, type RoomSocket } from "./room-socket";

const noSubscription = () => () => undefined;

/** The room of consultation `id` while `enabled` (false: nothing opens, the snapshot is empty). */
export function useRoom(id: string, enabled: boolean, onError?: (code: string) => void): { room: RoomSnapshot; socket: RoomSocket | null } {
  const [socket, setSocket] = useState<RoomSocket | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const created = createRoomSocket({ consultationId: id, getTicket: fetchTicket, onError });
    setSocket(created);
    return () => {
      created.close();
      setSocket(null);
    };
    // onError is read once per room: a new function each render must not reopen the socket.
  }, [id, enabled]);
  const room = useSyncExternalStore(socket?.subscribe ?? noSubscription, socket?.getSnapshot ?? (() => closedRoom));
  return { room, socket };
}

/** The time now, re-read every `intervalMs` while `running` (a timer on screen). */
export function useNow(running: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
