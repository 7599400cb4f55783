import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CallFrame, Signal } from "../chat/room-socket";
import { CandidateQueue, createCall, mediaFailureOf, tracksOf } from "./peer";

const candidate = (n: number) => ({ candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${5000 + n} typ host`, sdpMid: "0", sdpMLineIndex: 0 });

/** The part of RTCPeerConnection the call uses, recording what it was asked to do. */
class FakePeer {
  signalingState: RTCSignalingState = "stable";
  connectionState: RTCPeerConnectionState = "new";
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  added: RTCIceCandidateInit[] = [];
  offers: (RTCOfferOptions | undefined)[] = [];
  transceivers: { mid: string | null; sender: { track: { kind: string } | null } }[] = [];
  ontrack: ((e: unknown) => void) | null = null;
  onicecandidate: ((e: unknown) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  addTrack(track: { kind: string }) {
    this.transceivers.push({ mid: String(this.transceivers.length), sender: { track } });
  }
  getTransceivers() {
    return this.transceivers as unknown as RTCRtpTransceiver[];
  }
  getSenders() {
    return [];
  }
  async createOffer(options?: RTCOfferOptions) {
    this.offers.push(options);
    return { type: "offer" as const, sdp: `offer-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: "answer" as const, sdp: "answer" };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    if (d.type === "rollback") {
      this.localDescription = null;
      this.signalingState = "stable";
      return;
    }
    this.localDescription = d;
    this.signalingState = d.type === "offer" ? "have-local-offer" : "stable";
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    this.remoteDescription = d;
    this.signalingState = d.type === "offer" ? "have-remote-offer" : "stable";
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error("no remote description");
    this.added.push(c);
  }
  async getStats() {
    return new Map();
  }
  close() {
    this.connectionState = "closed";
  }
  /** The browser reports a connection state. */
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

class FakeRoom {
  sent: CallFrame[] = [];
  open = true;
  listeners = new Set<(s: Signal) => void>();
  call = (frame: CallFrame) => {
    if (this.open) this.sent.push(frame);
    return this.open;
  };
  onSignal = (listener: (s: Signal) => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  hear(signal: Signal) {
    this.listeners.forEach((l) => l(signal));
  }
  frames<T extends CallFrame["t"]>(t: T) {
    return this.sent.filter((f): f is Extract<CallFrame, { t: T }> => f.t === t);
  }
}

const track = (kind: string) => ({ kind, enabled: true, stop: vi.fn() });
const stream = (kinds: string[]) => {
  const tracks = kinds.map(track);
  return { getTracks: () => tracks, getAudioTracks: () => tracks.filter((t) => t.kind === "audio"), getVideoTracks: () => tracks.filter((t) => t.kind === "video") };
};

function setUp(side: "user" | "astrologer", kind: "call" | "video" = "call") {
  const room = new FakeRoom();
  const peers: FakePeer[] = [];
  let clock = 0;
  const call = createCall({
    kind,
    side,
    room,
    iceServers: async () => ({ iceServers: [], mode: "none", expiresAt: "2026-01-01T00:00:00Z" }),
    media: {
      getUserMedia: async (c?: MediaStreamConstraints) => stream(c?.video ? ["audio", "video"] : ["audio"]) as unknown as MediaStream,
      enumerateDevices: async () => [{ kind: "videoinput" }, { kind: "videoinput" }] as MediaDeviceInfo[],
    },
    createPeer: () => {
      const peer = new FakePeer();
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
    network: null,
    now: () => clock,
  });
  return { room, peers, call, tick: (ms: number) => (clock += ms) };
}

beforeEach(() => {
  vi.stubGlobal("MediaStream", class {
    tracks: unknown[] = [];
    addTrack(t: unknown) {
      this.tracks.push(t);
    }
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("a call's side", () => {
  it("names a denied permission, a missing device and a busy device from getUserMedia's errors", () => {
    expect(mediaFailureOf(new DOMException("no", "NotAllowedError"))).toBe("denied");
    expect(mediaFailureOf(new DOMException("none", "NotFoundError"))).toBe("no-device");
    expect(mediaFailureOf(new DOMException("in use", "NotReadableError"))).toBe("busy");
    expect(mediaFailureOf(new TypeError("getUserMedia is not a function"))).toBe("unsupported");
  });

  it("queues candidates until asked and hands them over oldest first, dropping a flood past its bound", () => {
    const queue = new CandidateQueue(2);
    [1, 2, 3].forEach((n) => queue.push(candidate(n)));
    expect(queue.drain()).toEqual([candidate(1), candidate(2)]);
    expect(queue.size).toBe(0);
  });

  it("names its tracks by side and kind with their mids, as the SFU's tracks", () => {
    const peer = new FakePeer();
    peer.addTrack({ kind: "audio" });
    peer.addTrack({ kind: "video" });
    expect(tracksOf(peer as unknown as RTCPeerConnection, "user")).toEqual([
      { trackName: "user-audio", mid: "0", kind: "audio" },
      { trackName: "user-video", mid: "1", kind: "video" },
    ]);
  });

  it("the user side offers once its media is up, applies the answer, then the candidates that came before it", async () => {
    const { room, peers, call } = setUp("user", "video");
    await call.start();
    await vi.waitFor(() => expect(room.frames("sdp")).toHaveLength(1));
    const [offer] = room.frames("sdp");
    expect(offer).toMatchObject({ description: { type: "offer" }, restart: false, tracks: [{ trackName: "user-audio" }, { trackName: "user-video" }] });
    expect(room.frames("media")[0]).toMatchObject({ media: { connected: false, audio: true, video: true } });
    room.hear({ t: "ice", from: "astrologer", candidate: candidate(1) });
    room.hear({ t: "ice", from: "astrologer", candidate: candidate(2) });
    expect(peers[0]!.added).toEqual([]);
    room.hear({ t: "sdp", from: "astrologer", description: { type: "answer", sdp: "answer" }, tracks: [], restart: false });
    await vi.waitFor(() => expect(peers[0]!.added).toEqual([candidate(1), candidate(2)]));
    room.hear({ t: "ice", from: "astrologer", candidate: candidate(3) });
    await vi.waitFor(() => expect(peers[0]!.added).toHaveLength(3));
    peers[0]!.become("connected");
    expect(call.getSnapshot().phase).toBe("connected");
    expect(room.frames("media").at(-1)).toMatchObject({ media: { connected: true } });
    call.close();
  });

  it("the astrologer side answers an offer that came while it was still asking for the microphone", async () => {
    const { room, peers, call } = setUp("astrologer");
    room.hear({ t: "sdp", from: "user", description: { type: "offer", sdp: "offer-1" }, tracks: [], restart: false });
    room.hear({ t: "ice", from: "user", candidate: candidate(1) });
    await call.start();
    await vi.waitFor(() => expect(room.frames("sdp")).toHaveLength(1));
    expect(room.frames("sdp")[0]).toMatchObject({ description: { type: "answer", sdp: "answer" }, tracks: [{ trackName: "astrologer-audio", kind: "audio" }] });
    expect(peers[0]!.added).toEqual([candidate(1)]);
    // The astrologer never offers, even when its socket comes back.
    room.hear({ t: "ready" });
    expect(peers[0]!.offers).toEqual([]);
    call.close();
  });

  it("the user side offers again when the astrologer turns up unconnected, and restarts ICE when the connection fails", async () => {
    const { room, peers, call, tick } = setUp("user");
    await call.start();
    await vi.waitFor(() => expect(room.frames("sdp")).toHaveLength(1));
    // The first offer reached no one: the astrologer's report says so, and the same offer goes again.
    tick(5_000);
    room.hear({ t: "media", from: "astrologer", media: { connected: false, audio: true, video: false } });
    await vi.waitFor(() => expect(room.frames("sdp")).toHaveLength(2));
    expect(room.frames("sdp")[1]!.description.sdp).toBe(room.frames("sdp")[0]!.description.sdp);
    room.hear({ t: "sdp", from: "astrologer", description: { type: "answer", sdp: "answer" }, tracks: [], restart: false });
    await vi.waitFor(() => expect(peers[0]!.signalingState).toBe("stable"));
    peers[0]!.become("connected");
    peers[0]!.become("failed");
    await vi.waitFor(() => expect(room.frames("sdp")).toHaveLength(3));
    expect(room.frames("sdp")[2]).toMatchObject({ restart: true });
    expect(peers[0]!.offers.at(-1)).toEqual({ iceRestart: true });
    expect(call.getSnapshot().phase).toBe("reconnecting");
    call.close();
  });

  it("reports a denied microphone and opens no connection", async () => {
    const { room, peers } = setUp("user");
    const denied = createCall({
      kind: "call",
      side: "user",
      room,
      iceServers: async () => ({ iceServers: [], mode: "none", expiresAt: "" }),
      media: { getUserMedia: () => Promise.reject(new DOMException("no", "NotAllowedError")), enumerateDevices: async () => [] },
      createPeer: () => {
        throw new Error("must not connect");
      },
      network: null,
    });
    await denied.start();
    expect(denied.getSnapshot()).toMatchObject({ phase: "failed", failure: "denied" });
    expect(peers).toHaveLength(0);
    expect(room.sent).toEqual([]);
  });

  it("mutes the microphone and tells the room, and stops every track at the end", async () => {
    const { room, call } = setUp("user");
    await call.start();
    call.setMic(false);
    expect(room.frames("media").at(-1)).toMatchObject({ media: { audio: false } });
    const local = call.getSnapshot().local as unknown as ReturnType<typeof stream>;
    expect(local.getTracks()[0]!.enabled).toBe(false);
    call.close();
    expect(local.getTracks()[0]!.stop).toHaveBeenCalled();
    expect(call.getSnapshot().phase).toBe("closed");
  });
});
