import { describe, expect, it } from "vitest";
import { IsolateMemo } from "./edge-cache";

describe("the isolate's memo in front of the edge cache", () => {
  it("answers until the entry's expiry, then forgets it", () => {
    const memo = new IsolateMemo<string>(10, 100);
    memo.set("https://a.example/x", "{}", 2, 1_000);
    expect(memo.get("https://a.example/x", 999)).toBe("{}");
    expect(memo.get("https://a.example/x", 1_000)).toBeUndefined();
    expect(memo.chars).toBe(0);
  });

  it("keys by the full URL: another host is another entry", () => {
    const memo = new IsolateMemo<string>(10, 100);
    memo.set("https://a.example/x", "a", 1, 1_000);
    expect(memo.get("https://b.example/x", 0)).toBeUndefined();
  });

  it("drops the least recently used entry past its count and character bounds", () => {
    const memo = new IsolateMemo<string>(2, 100);
    memo.set("1", "a", 1, 1_000);
    memo.set("2", "b", 1, 1_000);
    memo.get("1", 0);
    memo.set("3", "c", 1, 1_000);
    expect([...memo.entries.keys()]).toEqual(["1", "3"]);
    memo.set("4", "x", 12, 1_000);
    memo.set("5", "y", 12, 1_000);
    memo.set("5", "y", 12, 1_000);
    expect(memo.chars).toBe(24);
    expect([...memo.entries.keys()]).toEqual(["4", "5"]);
    // One entry over an eighth of the budget is not kept at all.
    memo.set("6", "z", 13, 1_000);
    expect(memo.get("6", 0)).toBeUndefined();
    expect(memo.chars).toBe(24);
  });
});
