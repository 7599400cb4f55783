import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path";
import { outcomeSearch, rechargeSearch, walletSearch } from "./search";

const origin = "https://jyotishsetu.in";

describe("where the wallet pages may send the user back to", () => {
  it("keeps a path on this site, with its query, without the language prefix", () => {
    expect(returnPath("/checkout?astrologer=pandit-ravi&service=chat", origin)).toBe("/checkout?astrologer=pandit-ravi&service=chat");
    expect(returnPath("/tamil/checkout?service=chat", origin)).toBe("/checkout?service=chat");
    expect(returnPath("/hindi", origin)).toBe("/");
  });

  it("refuses other hosts, schemes and tricks that turn a path into a host", () => {
    for (const bad of ["https://evil.example/checkout", "//evil.example", "/\\evil.example", "/\t/evil.example", "javascript:alert(1)", "///evil.example/x", "checkout", undefined]) {
      expect(returnPath(bad, origin), String(bad)).toBeNull();
    }
  });
});

describe("the wallet pages' query strings", () => {
  it("keep the amount as the router parses it (a number, so the address bar keeps it unquoted) or as text", () => {
    expect(rechargeSearch({ amount: 100, return: "/checkout" })).toEqual({ amount: 100, return: "/checkout" });
    expect(rechargeSearch({ amount: "99.5" })).toEqual({ amount: "99.5", return: undefined });
  });

  it("drop what they cannot read instead of failing the page", () => {
    expect(outcomeSearch({ order: { a: 1 }, pack: "x".repeat(65) })).toEqual({ order: undefined, pack: undefined, return: undefined });
  });
});

describe("the ledger's filter in the address bar", () => {
  it("keeps a kind the API knows and shows everything for any other", () => {
    expect(walletSearch({ kind: "recharge" })).toEqual({ kind: "recharge" });
    expect(walletSearch({ kind: "gift" })).toEqual({ kind: undefined });
    expect(walletSearch({})).toEqual({ kind: undefined });
  });
});
