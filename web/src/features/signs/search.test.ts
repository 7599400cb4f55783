import { describe, expect, it } from "vitest";
import { signOfRashi, transitsSearch } from "./search";

describe("the sign pages' URLs", () => {
  it("read /rashi/mesh as Aries and /rashi/meen as Pisces, and know no other slug", () => {
    expect(signOfRashi("mesh")).toBe("aries");
    expect(signOfRashi("meen")).toBe("pisces");
    expect(signOfRashi("aries")).toBeUndefined();
  });

  it("read ?sign=leo&by=graha, and fall back to no sign and by month on anything else", () => {
    expect(transitsSearch({ sign: "leo", by: "graha" })).toEqual({ sign: "leo", by: "graha" });
    expect(transitsSearch({ sign: "lion", by: 3 })).toEqual({ by: "month" });
  });
});
