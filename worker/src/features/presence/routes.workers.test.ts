import { env, exports } from "cloudflare:workers";
import { and, count, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../../db/client";
import { presence } from "../../db/schema";
import { signUpThroughMail } from "../auth/signup.testing";
import { MAX_VISITORS_PER_ADDRESS, ONLINE_WINDOW_MS, presenceHash } from "./service";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));
const beat = (ip: string, agent: string, headers: Record<string, string> = {}) => api("/api/presence", { method: "POST", headers: { "CF-Connecting-IP": ip, "User-Agent": agent, ...headers } });
const online = async () => ((await (await api("/api/astrologers/stats")).json()) as { usersOnline: number }).usersOnline;
/** Visitors online from `address` (other test files beat too, so the total is not this test's to compare). */
async function onlineFrom(address: string): Promise<number> {
  const now = Date.now();
  const addressHash = await presenceHash(env, now, `address|${address}`);
  const [row] = await createDatabase(env).select({ n: count() }).from(presence).where(and(eq(presence.addressHash, addressHash), gt(presence.lastSeenMs, now - ONLINE_WINDOW_MS)));
  return row?.n ?? 0;
}
const randomAddress = () => `203.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

describe("POST /api/presence and the users-online count", () => {
  it("counts each address once however often it beats, and the home page's statistics include it", async () => {
    const first = randomAddress();
    expect((await beat(first, "Mozilla/5.0 test-a")).status).toBe(204);
    expect((await beat(first, "Mozilla/5.0 test-a")).status).toBe(204);
    expect((await beat(first, "Mozilla/5.0 test-b")).status).toBe(204);
    expect(await onlineFrom(first)).toBe(1);
    const second = randomAddress();
    await beat(second, "Mozilla/5.0 test-b");
    expect(await onlineFrom(second)).toBe(1);
    expect(await online()).toBeGreaterThanOrEqual(2);
  });

  it("counts 300 heartbeats with varied User-Agents from one address as one visitor, and slows the address down", async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    // In batches of 20 at once, as a script would send them.
    for (let batch = 0; batch < 300; batch += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => beat(address, `Mozilla/5.0 (bot ${batch + i}) Chrome/${100 + batch + i}`, { "Sec-Fetch-Site": "same-origin" })));
      statuses.push(...answers.map((res) => res.status));
    }
    expect(statuses).toHaveLength(300);
    expect(await onlineFrom(address)).toBeLessThanOrEqual(MAX_VISITORS_PER_ADDRESS);
    expect(await onlineFrom(address)).toBe(1);
    expect(statuses.filter((s) => s === 204).length).toBeLessThanOrEqual(30);
    expect(statuses.at(-1)).toBe(429);
    // A hang detector, not a timing: 300 requests through workerd on a busy 2-core machine.
  }, 180_000);

  it("refuses a heartbeat posted from another site with 403 in the error shape, and counts nothing", async () => {
    const address = randomAddress();
    const crossOrigin: Record<string, string>[] = [{ Origin: "https://evil.example" }, { "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site", Origin: "https://sub.example.com" }];
    for (const headers of crossOrigin) {
      const res = await beat(address, "Mozilla/5.0", headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "forbidden", message: "This request must come from this site's own pages." });
    }
    expect(await onlineFrom(address)).toBe(0);
    expect((await beat(randomAddress(), "Mozilla/5.0", { Origin: "http://example.com", "Sec-Fetch-Site": "same-origin" })).status).toBe(204);
  });

  it("counts signed-in users behind one address apart, but no more than the address's cap", async () => {
    const tokens: string[] = [];
    for (let i = 0; i < MAX_VISITORS_PER_ADDRESS + 2; i++) {
      const signupAddress = randomAddress();
      const post = (path: string, body: unknown) => api(path, { method: "POST", headers: { "Content-Type": "application/json", "CF-Connecting-IP": signupAddress }, body: JSON.stringify(body) });
      tokens.push((await signUpThroughMail(post, { email: `presence.${crypto.randomUUID().slice(0, 8)}@example.com`, password: "long enough 1" })).token);
    }
    const office = randomAddress();
    for (const [i, token] of tokens.entries()) {
      expect((await beat(office, "Mozilla/5.0", { Authorization: `Bearer ${token}` })).status).toBe(204);
      expect(await onlineFrom(office)).toBe(Math.min(i + 1, MAX_VISITORS_PER_ADDRESS));
    }
    // A user already counted keeps beating from the full address.
    expect((await beat(office, "Mozilla/5.0", { Authorization: `Bearer ${tokens[0]}` })).status).toBe(204);
    expect(await onlineFrom(office)).toBe(MAX_VISITORS_PER_ADDRESS);
  });

  it("answers other methods with 404 in the error shape", async () => {
    const res = await api("/api/presence");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
