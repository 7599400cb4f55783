/**
 * One side of a voice or video call (issue 26): the microphone and camera, ONE RTCPeerConnection,
 * and its signalling through the consultation room's socket (room-socket.ts), with no React in it
 * (the call panel reads it through `useCall`).
 *
 * - The user's side offers: after the accept; an unanswered offer goes again every `REOFFER_MS`,
 *   on every (re)connection of its socket and when the astrologer reports media that is not
 *   connected (the room relays to a side with a socket only, so an offer made before the
 *   astrologer's page was up reached no one). The astrologer answers.
 * - Candidates that arrive before the remote description are queued (`CandidateQueue`) and added
 *   after it, in order.
 * - Each side reports `{connected, audio, video}` on every change of the connection or of its mic and
 *   camera, and after every reconnect of its socket (the room forgets a side's media with its socket);
 *   the room runs the clock while both report connected.
 * - ICE restart (user side): on the browser's `online`, on a `navigator.connection` change, when the
 *   connection fails, or when it stays `disconnected` for `DISCONNECTED_RESTART_MS`.
 * - Frames follow Cloudflare Realtime's tracks model: each offer or answer names its tracks
 *   (`user-audio`, `astrologer-video`, …) with their transceiver mids.
 */
import type { IceCandidate, IceServersAnswer, MediaReport, SessionDescription, Side, TrackInfo } from "@contract/consultations";
import type { CallFrame, NetworkEvents, Signal } from "../chat/room-socket";
import { gradeQuality, type Quality, sampleOf, type StatsSample } from "./quality";

/** Why the microphone or camera could not be used. */
export type MediaFailure = "denied" | "no-device" | "busy" | "unsupported";

/** A disconnected call waits this long for ICE to recover by itself before the user side restarts it. */
export const DISCONNECTED_RESTART_MS = 4_000;
/** An offer nobody answered goes again after this long (a lost frame, a late page). */
export const REOFFER_MS = 3_000;
/** Network events closer together than this restart ICE once. */
export const RESTART_MIN_MS = 3_000;
/** How often the quality indicator reads `getStats()`. */
export const STATS_INTERVAL_MS = 2_000;

export type CallPhase = "idle" | "starting" | "connecting" | "connected" | "reconnecting" | "failed" | "closed";

export interface CallSnapshot {
  phase: CallPhase;
  failure: MediaFailure | null;
  local: MediaStream | null;
  remote: MediaStream | null;
  micOn: boolean;
  cameraOn: boolean;
  /** Cameras the device has (the switch is offered from two). */
  cameras: number;
  facing: "user" | "environment";
  quality: Quality | null;
  /** The other side's last media report. */
  remoteMedia: MediaReport | null;
}

/** A call not started (or none). */
export const idleCall: CallSnapshot = {
  phase: "idle",
  failure: null,
  local: null,
  remote: null,
  micOn: true,
  cameraOn: true,
  cameras: 0,
  facing: "user",
  quality: null,
  remoteMedia: null,
};

/** The failure a `getUserMedia` rejection means (DOMException names per the Media Capture spec). */
export function mediaFailureOf(err: unknown): MediaFailure {
  const name = err && typeof err === "object" ? (err as { name?: unknown }).name : undefined;
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "no-device";
  if (name === "NotReadableError" || name === "AbortError" || name === "TrackStartError") return "busy";
  return "unsupported";
}

/**
 * ICE candidates kept until the remote description is set (a candidate cannot be added before it),
 * then handed over in the order they came. Bounded: a flood is cut, not stored.
 */
export class CandidateQueue {
  private items: IceCandidate[] = [];
  constructor(private readonly max = 200) {}
  push(candidate: IceCandidate): void {
    if (this.items.length < this.max) this.items.push(candidate);
  }
  /** Every queued candidate, oldest first; the queue is empty after. */
  drain(): IceCandidate[] {
    const out = this.items;
    this.items = [];
    return out;
  }
  get size(): number {
    return this.items.length;
  }
}

/** The tracks an offer or answer carries, named `<side>-<kind>` with their transceiver mids. */
export function tracksOf(pc: Pick<RTCPeerConnection, "getTransceivers">, side: Side): TrackInfo[] {
  return pc
    .getTransceivers()
    .filter((t) => t.sender.track)
    .map((t) => ({ trackName: `${side}-${t.sender.track!.kind}`, mid: t.mid, kind: t.sender.track!.kind === "video" ? "video" : "audio" }));
}

export interface CallOptions {
  kind: "call" | "video";
  side: Side;
  /** The room: sends a frame (false while its socket is closed) and hears the other side's frames. */
  room: { call(frame: CallFrame): boolean; onSignal(listener: (signal: Signal) => void): () => void };
  iceServers: () => Promise<IceServersAnswer>;
  media?: Pick<MediaDevices, "getUserMedia" | "enumerateDevices"> | null;
  createPeer?: (config: RTCConfiguration) => RTCPeerConnection;
  network?: (NetworkEvents & { connection?: EventTarget | null }) | null;
  now?: () => number;
}

export type Call = ReturnType<typeof createCall>;

/** Starts the call's side: asks for the microphone (and camera), then connects through the room. */
export function createCall(options: CallOptions) {
  const { kind, side, room } = options;
  const media = options.media === undefined ? (typeof navigator === "undefined" ? null : (navigator.mediaDevices ?? null)) : options.media;
  const createPeer = options.createPeer ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
  const network =
    options.network === undefined
      ? typeof window === "undefined"
        ? null
        : Object.assign(window, { connection: (navigator as unknown as { connection?: EventTarget }).connection ?? null })
      : options.network;
  const now = options.now ?? Date.now;

  let snapshot: CallSnapshot = { ...idleCall, cameraOn: kind === "video" };
  const listeners = new Set<() => void>();
  let pc: RTCPeerConnection | null = null;
  let closed = false;
  let everConnected = false;
  let lastOfferAtMs = -Infinity;
  let lastOfferRestart = false;
  let resendTimer: ReturnType<typeof setTimeout> | null = null;
  let restartTimer: ReturnType<typeof setTimeout> | null = null;
  /** An offer that came before the connection existed (the astrologer's page was still asking for media). */
  let earlyOffer: SessionDescription | null = null;
  const candidates = new CandidateQueue();
  /** Descriptions are applied one at a time, in arrival order. */
  let chain: Promise<void> = Promise.resolve();
  let disconnectedTimer: ReturnType<typeof setTimeout> | null = null;
  let statsTimer: ReturnType<typeof setInterval> | null = null;
  let lastSample: StatsSample | null = null;

  function update(patch: Partial<CallSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  }

  const serial = (work: () => Promise<void>) => {
    chain = chain.then(work).catch(() => undefined);
    return chain;
  };

  function report() {
    if (closed) return;
    room.call({ v: 1, t: "media", media: { connected: pc?.connectionState === "connected", audio: snapshot.micOn, video: kind === "video" && snapshot.cameraOn } });
  }

  function sendDescription(description: RTCSessionDescriptionInit | null, restart: boolean) {
    if (!pc || !description?.sdp || (description.type !== "offer" && description.type !== "answer")) return;
    room.call({ v: 1, t: "sdp", description: { type: description.type, sdp: description.sdp }, tracks: tracksOf(pc, side), restart });
  }

  function armResend() {
    if (resendTimer !== null) clearTimeout(resendTimer);
    resendTimer = setTimeout(() => {
      resendTimer = null;
      if (pc?.signalingState === "have-local-offer") offer(false);
    }, REOFFER_MS);
  }

  /**
   * The user's offer. `fresh`: a new one (an ICE restart once the call had an answer). Otherwise the
   * unanswered offer goes again, and nothing happens when it was answered (ICE is under way).
   */
  function offer(fresh: boolean) {
    if (side !== "user" || !pc || closed) return;
    void serial(async () => {
      if (!pc || closed) return;
      if (!fresh && pc.signalingState === "have-local-offer" && pc.localDescription) {
        sendDescription(pc.localDescription, lastOfferRestart);
        armResend();
        return;
      }
      if (!fresh && pc.remoteDescription) return;
      if (pc.signalingState === "have-local-offer") await pc.setLocalDescription({ type: "rollback" });
      const restart = pc.remoteDescription !== null;
      lastOfferAtMs = now();
      lastOfferRestart = restart;
      await pc.setLocalDescription(await pc.createOffer(restart ? { iceRestart: true } : undefined));
      sendDescription(pc.localDescription, restart);
      armResend();
    });
  }

  /** The network changed or the connection broke: the user side restarts ICE (once for a burst of events), both report. */
  function restart() {
    if (closed || !pc) return;
    report();
    if (side !== "user") return;
    const waitMs = lastOfferAtMs + RESTART_MIN_MS - now();
    if (waitMs <= 0) return offer(true);
    // Too soon after the last offer: once more when the burst is over, if still needed.
    restartTimer ??= setTimeout(() => {
      restartTimer = null;
      if (pc && pc.connectionState !== "connected") restart();
    }, waitMs);
  }

  function applyDescription(description: SessionDescription) {
    void serial(async () => {
      if (!pc || closed) return;
      if (description.type === "offer") {
        if (side !== "astrologer") return;
        await pc.setRemoteDescription(description);
        for (const c of candidates.drain()) await pc.addIceCandidate(c).catch(() => undefined);
        await pc.setLocalDescription(await pc.createAnswer());
        sendDescription(pc.localDescription, false);
      } else {
        if (side !== "user" || pc.signalingState !== "have-local-offer") return;
        await pc.setRemoteDescription(description);
        for (const c of candidates.drain()) await pc.addIceCandidate(c).catch(() => undefined);
      }
    });
  }

  function onSignal(signal: Signal) {
    if (closed) return;
    switch (signal.t) {
      case "ready":
        report();
        // Back on the room: a broken connection restarts, one still being set up gets its offer again.
        if (side === "user" && pc && (pc.connectionState === "failed" || pc.connectionState === "disconnected")) restart();
        else if (side === "user" && pc && pc.connectionState !== "connected") offer(false);
        return;
      case "sdp":
        if (signal.from === side) return;
        if (!pc) earlyOffer = signal.description.type === "offer" ? signal.description : earlyOffer;
        else applyDescription(signal.description);
        return;
      case "ice":
        if (signal.from === side) return;
        if (pc?.remoteDescription) void pc.addIceCandidate(signal.candidate).catch(() => undefined);
        else candidates.push(signal.candidate);
        return;
      case "media":
        if (signal.from === side) return;
        update({ remoteMedia: signal.media });
        // The astrologer is there but not connected: our offer may never have reached them.
        if (side === "user" && !signal.media.connected && pc && pc.connectionState !== "connected") offer(false);
        return;
    }
  }

  function onConnectionState() {
    if (!pc || closed) return;
    const state = pc.connectionState;
    if (disconnectedTimer !== null) clearTimeout(disconnectedTimer);
    disconnectedTimer = null;
    if (state === "connected") {
      everConnected = true;
      update({ phase: "connected" });
    } else if (state === "disconnected") {
      update({ phase: "reconnecting" });
      disconnectedTimer = setTimeout(() => {
        disconnectedTimer = null;
        if (pc?.connectionState === "disconnected") restart();
      }, DISCONNECTED_RESTART_MS);
    } else if (state === "failed") {
      update({ phase: "reconnecting" });
      restart();
    } else if (state === "new" || state === "connecting") {
      update({ phase: everConnected ? "reconnecting" : "connecting" });
    }
    report();
  }

  async function readStats() {
    if (!pc || closed || pc.connectionState === "closed") return;
    try {
      const report = await pc.getStats();
      const current = sampleOf(report.values() as Iterable<Record<string, unknown> & { type: string }>);
      const quality = gradeQuality(current, lastSample);
      lastSample = current;
      if (quality !== snapshot.quality) update({ quality });
    } catch {
      // a closing connection has no stats
    }
  }

  const onOnline = () => restart();
  const onNetworkChange = () => restart();

  async function start() {
    if (snapshot.phase !== "idle") return;
    update({ phase: "starting" });
    if (!media?.getUserMedia) return update({ phase: "failed", failure: "unsupported" });
    let local: MediaStream;
    try {
      local = await media.getUserMedia({ audio: true, video: kind === "video" ? { facingMode: "user" } : false });
    } catch (err) {
      if (!closed) update({ phase: "failed", failure: mediaFailureOf(err) });
      return;
    }
    if (closed) return local.getTracks().forEach((t) => t.stop());
    const cameras = kind === "video" ? await media.enumerateDevices().then((d) => d.filter((x) => x.kind === "videoinput").length, () => 1) : 0;
    const servers = await options.iceServers().then(
      (answer) => answer.iceServers,
      () => [],
    );
    if (closed) return local.getTracks().forEach((t) => t.stop());
    const connection = createPeer({ iceServers: servers });
    pc = connection;
    const remote = new MediaStream();
    connection.ontrack = (event) => {
      remote.addTrack(event.track);
      update({ remote });
    };
    connection.onicecandidate = (event) => {
      if (!event.candidate?.candidate) return;
      const c = event.candidate;
      room.call({ v: 1, t: "ice", candidate: { candidate: c.candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex, usernameFragment: c.usernameFragment } });
    };
    connection.onconnectionstatechange = onConnectionState;
    for (const track of local.getTracks()) connection.addTrack(track, local);
    update({ phase: "connecting", local, remote, cameras });
    network?.addEventListener("online", onOnline);
    network?.connection?.addEventListener("change", onNetworkChange);
    statsTimer = setInterval(() => void readStats(), STATS_INTERVAL_MS);
    report();
    if (earlyOffer) applyDescription(earlyOffer);
    earlyOffer = null;
    offer(true);
  }

  const unsubscribe = room.onSignal(onSignal);

  function localTrack(trackKind: "audio" | "video") {
    return snapshot.local?.getTracks().find((t) => t.kind === trackKind) ?? null;
  }

  return {
    start,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): CallSnapshot => snapshot,
    /** Mutes or unmutes the microphone (the track keeps running, silent). */
    setMic(on: boolean) {
      const track = localTrack("audio");
      if (track) track.enabled = on;
      update({ micOn: on });
      report();
    },
    /** Turns the camera's picture off or on (black frames while off; the other side is told). */
    setCamera(on: boolean) {
      const track = localTrack("video");
      if (track) track.enabled = on;
      update({ cameraOn: on });
      report();
    },
    /** The other camera (front ↔ back by `facingMode`), swapped into the running call without renegotiating. */
    async switchCamera() {
      const old = localTrack("video");
      if (!media || !pc || !old || !snapshot.local) return;
      const facing = snapshot.facing === "user" ? "environment" : "user";
      let next: MediaStream;
      try {
        old.stop();
        next = await media.getUserMedia({ video: { facingMode: { exact: facing } } });
      } catch {
        next = await media.getUserMedia({ video: { facingMode: snapshot.facing } }).catch(() => new MediaStream());
      }
      const track = next.getVideoTracks()[0];
      if (!track || closed) return;
      track.enabled = snapshot.cameraOn;
      await pc.getSenders().find((s) => s.track === old || s.track?.kind === "video")?.replaceTrack(track);
      const local = new MediaStream([...snapshot.local.getAudioTracks(), track]);
      update({ local, facing: track.getSettings().facingMode === snapshot.facing ? snapshot.facing : facing });
    },
    /** Stops the microphone and camera and closes the connection (the end, or the page is left). */
    close() {
      if (closed) return;
      closed = true;
      unsubscribe();
      if (disconnectedTimer !== null) clearTimeout(disconnectedTimer);
      if (resendTimer !== null) clearTimeout(resendTimer);
      if (restartTimer !== null) clearTimeout(restartTimer);
      if (statsTimer !== null) clearInterval(statsTimer);
      network?.removeEventListener("online", onOnline);
      network?.connection?.removeEventListener("change", onNetworkChange);
      snapshot.local?.getTracks().forEach((t) => t.stop());
      pc?.close();
      pc = null;
      update({ phase: "closed" });
    },
  };
}
