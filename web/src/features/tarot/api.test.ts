import { describe, expect, it } from "vitest";
import { readingSearch } from "./api";

describe("a shared reading's address", () => {
  it("keeps a known spread and a 32-hex-digit seed", () => {
    expect(readingSearch({ spread: "celtic-cross", seed: "0123456789abcdef0123456789abcdef" })).toEqual({ spread: "celtic-cross", seed: "0123456789abcdef0123456789abcdef" });
  });

  it("drops an unknown spread, a short or upper-case seed, and a seed the router read as a number", () => {
    expect(readingSearch({ spread: "five", seed: "0123" })).toEqual({ spread: undefined, seed: undefined });
    expect(readingSearch({ seed: "0123456789ABCDEF0123456789ABCDEF" }).seed).toBeUndefined();
    expect(readingSearch({ seed: 1234 }).seed).toBeUndefined();
  });
});
