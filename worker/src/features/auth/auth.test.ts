import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./google";
import { constantTimeEqual, hashPassword, needsRehash, verifyPassword } from "./password";

describe("password hashing", () => {
  it("verifies the right password only, with a fresh salt each time", async () => {
    const a = await hashPassword("pass word 1", 1000);
    const b = await hashPassword("pass word 1", 1000);
    expect(a).not.toBe(b);
    expect(await verifyPassword("pass word 1", a)).toBe(true);
    expect(await verifyPassword("pass word 2", a)).toBe(false);
    expect(await verifyPassword("pass word 1", null)).toBe(false);
    expect(await verifyPassword("pass word 1", "garbage")).toBe(false);
    expect(needsRehash(a)).toBe(true);
  });

  it("treats a decomposed and a composed Unicode password as the same (NFKC)", async () => {
    const hash = await hashPassword("ज्योतिष\u0915\u093c", 1000);
    expect(await verifyPassword("ज्योतिष\u0958", hash)).toBe(true);
  });

  it("compares bytes of unequal length as unequal", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 0]))).toBe(false);
  });
});

describe("redirect targets", () => {
  it("keeps paths on this site and drops everything else", () => {
    expect(safeRedirectPath("/kundli?x=1#a")).toBe("/kundli?x=1#a");
    for (const bad of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", undefined, "kundli"]) {
      expect(safeRedirectPath(bad)).toBeNull();
    }
  });
});
