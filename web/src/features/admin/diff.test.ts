import { describe, expect, it } from "vitest";
import { changes } from "./diff";

describe("an audit entry's changes", () => {
  it("lists only the paths whose values differ, nested objects by dotted path", () => {
    expect(changes({ minutes: 10, discountBp: 1000 }, { minutes: 15, discountBp: 1000 })).toEqual([{ path: "minutes", before: "10", after: "15" }]);
    expect(changes({ name: { en: "A", hi: "ए" } }, { name: { en: "B", hi: "ए" } })).toEqual([{ path: "name.en", before: "A", after: "B" }]);
  });

  it("treats a list of numbers as one value and a created or deleted row as all new or all gone", () => {
    expect(changes([10000, 20000], [10000, 50000])).toEqual([{ path: "·", before: "[10000,20000]", after: "[10000,50000]" }]);
    expect(changes(null, { title: "T", status: "draft" })).toEqual([
      { path: "status", before: "—", after: "draft" },
      { path: "title", before: "—", after: "T" },
    ]);
    expect(changes(1800, 1800)).toEqual([]);
  });
});
