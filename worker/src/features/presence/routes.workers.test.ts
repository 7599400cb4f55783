import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://example.com${path}`, init));
const beat = (ip: string, agent: string) => api("/api/presence", { method: "POST", headers: { "CF-Connecting-IP": ip, "User-Agent": agent } });
const online = async () => ((await (await api("/api/astrologers/stats")).json()) as { usersOnline: number }).usersOnline;

describe("POST /api/presence and the users-online count", () => {
  it("counts each visitor once however often they beat, and each new visitor", async () => {
    const before = await online();
    expect((await beat("203.0.113.7", "Mozilla/5.0 test-a")).status).toBe(204);
    expect((await beat("203.0.113.7", "Mozilla/5.0 test-a")).status).toBe(204);
    expect(await online()).toBe(before + 1);
    await beat("203.0.113.8", "Mozilla/5.0 test-b");
    expect(await online()).toBe(before + 2);
  });

  it("answers other methods with 404 in the error shape", async () => {
    const res = await api("/api/presence");
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
