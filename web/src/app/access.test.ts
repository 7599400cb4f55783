import { readdirSync } from "node:fs";
import { sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { routeChunkKey } from "../../../scripts/route-chunks";
import { routeFileFor } from "@site/head";
import { routeTable } from "@site/route-table";
import type { SessionUser, SettledSession } from "../lib/session";
import { accessDecision, gateOf, type Gate } from "./access";

const user = (role: SessionUser["role"]): SettledSession => ({
  status: "signed-in",
  token: "t",
  user: { id: `u-${role}`, email: `${role}@example.com`, role, balance: 0 },
});
const sessions: Record<string, SettledSession> = {
  anonymous: { status: "signed-out" },
  user: user("user"),
  astrologer: user("astrologer"),
  admin: user("admin"),
};

describe("access to the gated layouts (spec §2.1, §6)", () => {
  const expected: Record<Gate, Record<string, string>> = {
    user: { anonymous: "sign-in", user: "allow", astrologer: "allow", admin: "allow" },
    astrologer: { anonymous: "sign-in", user: "allow", astrologer: "allow", admin: "allow" },
    admin: { anonymous: "sign-in-here", user: "admin-required", astrologer: "admin-required", admin: "allow" },
  };
  for (const [gate, byRole] of Object.entries(expected) as [Gate, Record<string, string>][]) {
    for (const [role, decision] of Object.entries(byRole)) {
      it(`${role} on a ${gate} page: ${decision}`, () => {
        expect(accessDecision(sessions[role]!, gate)).toBe(decision);
      });
    }
  }

  it("puts every route-table page in a route file, gated pages under their layout and public pages under none", () => {
    const routesDir = fileURLToPath(new URL("../routes", import.meta.url));
    const files = readdirSync(routesDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx")).map((f) => f.split(sep).join("/"));
    const byKey = new Map(files.map((f) => [routeChunkKey(f), f]));
    for (const entry of routeTable) {
      const key = routeFileFor(entry.path, new Set(byKey.keys()));
      expect(key, entry.path).not.toBe("$.tsx");
      const layout = /^_(\w+)\//.exec(byKey.get(key!)!)?.[1] ?? null;
      expect(layout, entry.path).toBe(gateOf(entry.access, entry.path));
    }
  });

  it("while a stored token awaits /api/auth/me every gated layout waits (spinner), deciding nothing yet", () => {
    for (const gate of ["user", "astrologer", "admin"] as const) expect(accessDecision({ status: "loading" }, gate)).toBe("pending");
  });

  it("a signed-out visitor is sent to sign in on /dashboard and shown it in place on /admin-dashboard", () => {
    const dashboard = routeTable.find((e) => e.path === "/dashboard")!;
    const admin = routeTable.find((e) => e.path === "/admin-dashboard")!;
    expect(accessDecision(sessions.anonymous!, gateOf(dashboard.access, dashboard.path)!)).toBe("sign-in");
    expect(accessDecision(sessions.anonymous!, gateOf(admin.access, admin.path)!)).toBe("sign-in-here");
  });
});
