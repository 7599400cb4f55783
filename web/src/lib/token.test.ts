import { describe, expect, it } from "vitest";
import { isTokenExpired } from "./token";

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (claims: object) => `${b64({ alg: "HS256" })}.${b64(claims)}.sig`;
const now = Date.UTC(2026, 10, 21);

describe("stored token expiry (spec §4)", () => {
  it("treats a token without three parts or with an undecodable payload as expired", () => {
    expect(isTokenExpired("abc", now)).toBe(true);
    expect(isTokenExpired("a.b", now)).toBe(true);
    expect(isTokenExpired("a.!!!.c", now)).toBe(true);
  });

  it("compares exp (seconds) with the clock", () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
  });

  it("never expires a token without exp", () => {
    expect(isTokenExpired(jwt({ sub: "u1" }), now)).toBe(false);
  });
});
