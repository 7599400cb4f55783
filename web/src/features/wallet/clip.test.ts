import { describe, expect, it } from "vitest";
import { plainClip } from "./clip";

describe("a gateway's failure text, as the failure route accepts it", () => {
  it("keeps plain text as it is", () => {
    expect(plainClip("Payment failed at the local development gateway", 200)).toBe("Payment failed at the local development gateway");
  });

  it("turns control characters into spaces", () => {
    expect(plainClip("Bank\ndeclined\tthe\u0000payment", 200)).toBe("Bank declined the payment");
  });

  it("cuts at the limit in UTF-16 units without splitting a surrogate pair", () => {
    const clipped = plainClip(`${"a".repeat(199)}😀`, 200);
    expect(clipped).toBe("a".repeat(199));
    expect(plainClip("😀😀", 3)).toBe("😀");
  });

  it("drops a lone surrogate", () => {
    expect(plainClip("ok\uD83D", 200)).toBe("ok");
  });
});
