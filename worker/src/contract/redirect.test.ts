import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameOriginPath } from "./redirect";

const origin = "https://jyotish.example";

/** What a browser makes of a target: `location.assign(target)` resolves it against the page. */
const landsOn = (target: string) => new URL(target, `${origin}/login`).origin;

describe("redirect targets after sign-in", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(sameOriginPath("/kundli?x=1#a", origin)).toBe("/kundli?x=1#a");
    expect(sameOriginPath("/hindi/dashboard", origin)).toBe("/hindi/dashboard");
    expect(sameOriginPath("/", origin)).toBe("/");
  });

  it.each([
    // the URL, decoded once by the query parser: a tab after the slash is "//evil.example"
    ["/\t/evil.example/phish"],
    ["/\n/evil.example/phish"],
    ["/\r/evil.example/phish"],
    ["/\r\n/evil.example"],
    ["\t//evil.example"],
    ["/\t\t/evil.example"],
    [" //evil.example"],
    ["\u0000//evil.example"],
    ["//evil.example"],
    ["///evil.example"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["\\/evil.example"],
    ["/\t\\evil.example"],
    ["https://evil.example/"],
    ["http://evil.example"],
    ["HTTPS://evil.example"],
    ["https:evil.example"],
    ["//jyotish.example@evil.example"],
    ["javascript:alert(1)"],
    [" javascript:alert(1)"],
    ["java\tscript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["kundli"],
    ["evil.example"],
    [""],
  ])("refuses %j, which would leave the site or is not a path", (hostile) => {
    expect(sameOriginPath(hostile, origin)).toBeNull();
  });

  it.each([
    ["/%2F/evil.example", "/%2F/evil.example"],
    ["/%2f%2fevil.example", "/%2f%2fevil.example"],
    ["/%5C%5Cevil.example", "/%5C%5Cevil.example"],
    ["/%09/evil.example", "/%09/evil.example"],
    // resolves to the path "//evil.example": folded, or a second use would take it for a host
    ["/x/..//evil.example", "/evil.example"],
    ["/.//evil.example", "/evil.example"],
    ["/%2e%2e//evil.example", "/evil.example"],
    ["/kundli\t", "/kundli"],
  ])("keeps encoded or dotted %j as the path %j on this site", (input, expected) => {
    const result = sameOriginPath(input, origin);
    expect(result).toBe(expected);
    expect(landsOn(result!)).toBe(origin);
  });

  it("refuses a target longer than 2048 characters", () => {
    expect(sameOriginPath(`/${"a".repeat(2047)}`, origin)).not.toBeNull();
    expect(sameOriginPath(`/${"a".repeat(2048)}`, origin)).toBeNull();
  });

  it("takes non-strings as no target", () => {
    for (const value of [undefined, null, 42, {}, ["/x"]]) expect(sameOriginPath(value, origin)).toBeNull();
  });

  // The pieces hostile targets are made of, so that random strings often come close to one.
  const pieces = ["/", "/", "\\", "\t", "\n", "\r", " ", "\u0000", "%2F", "%09", "%2e", ".", "..", ":", "@", "?", "#", "evil.example", "javascript:", "https:"];
  const hostileStrings = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((p) => p.join("")),
  );

  it("answers, for any string, null or a single-slash path that stays on this site", () => {
    fc.assert(
      fc.property(hostileStrings, (candidate) => {
        const result = sameOriginPath(candidate, origin);
        if (result === null) return;
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
        expect(landsOn(result)).toBe(origin);
        // what the browser would have made of the raw target is this site too
        expect(landsOn(candidate)).toBe(origin);
        // and the answer is a fixed point: checking it again changes nothing
        expect(sameOriginPath(result, origin)).toBe(result);
      }),
      { numRuns: 5000 },
    );
  });
});
