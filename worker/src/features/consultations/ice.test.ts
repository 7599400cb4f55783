import { describe, expect, it } from "vitest";
import { iceServersFor, isLoopbackHost, PUBLIC_STUN, TURN_TTL_SECONDS } from "./ice";

const now = Date.UTC(2026, 10, 27, 6, 0, 0);
const site = new URL("https://jyotish.example/api/consultations/cs_x/ice-servers");
const local = new URL("http://127.0.0.1:8787/api/consultations/cs_x/ice-servers");

describe("a call's ICE servers", () => {
  it("knows loopback hosts", () => {
    for (const h of ["localhost", "127.0.0.1", "127.3.2.1", "[::1]", "app.localhost"]) expect(isLoopbackHost(h), h).toBe(true);
    for (const h of ["jyotish.example", "10.0.0.1", "192.168.1.5", "127.example.com"]) expect(isLoopbackHost(h), h).toBe(false);
  });

  it("answers none on loopback and public STUN elsewhere when no TURN key is configured", async () => {
    const never = (() => {
      throw new Error("no request expected");
    }) as unknown as typeof fetch;
    expect(await iceServersFor({}, local, now, never)).toEqual({ iceServers: [], mode: "none", expiresAt: new Date(now + TURN_TTL_SECONDS * 1000).toISOString() });
    expect(await iceServersFor({}, site, now, never)).toMatchObject({ iceServers: [{ urls: PUBLIC_STUN }], mode: "stun" });
  });

  it("mints TURN credentials with the key, keeping only usable entries", async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fetcher = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Response.json({
        iceServers: [
          { urls: ["stun:stun.cloudflare.com:3478", "turn:turn.cloudflare.com:3478?transport=udp", "https://not-ice"], username: "u1", credential: "c1" },
          { urls: 42 },
        ],
      });
    }) as unknown as typeof fetch;
    const answer = await iceServersFor({ TURN_KEY_ID: "key id", TURN_KEY_API_TOKEN: "secret" }, site, now, fetcher);
    expect(answer).toMatchObject({ mode: "turn", iceServers: [{ urls: ["stun:stun.cloudflare.com:3478", "turn:turn.cloudflare.com:3478?transport=udp"], username: "u1", credential: "c1" }] });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe("https://rtc.live.cloudflare.com/v1/turn/keys/key%20id/credentials/generate-ice-servers");
    expect(seen[0]!.init.method).toBe("POST");
    expect((seen[0]!.init.headers as Record<string, string>).Authorization).toBe("Bearer secret");
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({ ttl: TURN_TTL_SECONDS });
  });

  it("falls back to STUN (and to none on loopback) when minting fails", async () => {
    const failing = (async () => new Response("nope", { status: 503 })) as unknown as typeof fetch;
    const keys = { TURN_KEY_ID: "k", TURN_KEY_API_TOKEN: "t" };
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      expect((await iceServersFor(keys, site, now, failing)).mode).toBe("stun");
      expect((await iceServersFor(keys, local, now, failing)).mode).toBe("none");
      const empty = (async () => Response.json({ iceServers: [] })) as unknown as typeof fetch;
      expect((await iceServersFor(keys, site, now, empty)).mode).toBe("stun");
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(3);
  });
});
