import { describe, expect, it } from "vitest";
import { zodiacName, zodiacSigns, zodiacSvg } from "./art";

/**
 * A tiny well-formedness check: every tag closes in order, attributes are quoted, and there is
 * no character data between tags. Returns the element names in document order.
 */
function checkTags(svg: string): string[] {
  const names: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(svg.slice(last, m.index).trim(), `text before <${m[1]}${m[2]}> at ${m.index}`).toBe("");
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) {
      expect(open.pop(), `</${name}> at ${m.index}`).toBe(name);
    } else {
      names.push(name!);
      if (!selfClosing) open.push(name!);
    }
  }
  expect(svg.slice(last).trim(), "trailing text or a malformed tag").toBe("");
  expect(open, "unclosed tags").toEqual([]);
  return names;
}

describe("zodiac artwork", () => {
  it("covers the twelve signs in order", () => {
    expect(zodiacSigns).toHaveLength(12);
    expect(zodiacSigns[0]).toBe("aries");
    expect(zodiacSigns[11]).toBe("pisces");
  });

  it.each(zodiacSigns)("draws %s as a small, well-formed SVG of paths only", (sign) => {
    const svg = zodiacSvg(sign);
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 160 160"');
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`aria-label="${zodiacName(sign)}"`);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
    const names = checkTags(svg);
    expect(names[0]).toBe("svg");
    expect(names.filter((n) => n === "svg")).toHaveLength(1);
    expect(names).not.toContain("text");
    expect(svg).not.toMatch(/<text|<tspan|<image|href=/i);
    expect(names).toContain("path");
    // The symbol is white round strokes, not filled.
    expect(svg).toMatch(/<path d="[^"]+" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/);
  });

  it.each(zodiacSigns)("gives %s gradient ids of its own, and references only those", (sign) => {
    const svg = zodiacSvg(sign);
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toContain(sign);
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it("draws every sign differently, with ids no two signs share", () => {
    const svgs = zodiacSigns.map(zodiacSvg);
    expect(new Set(svgs).size).toBe(12);
    const symbols = svgs.map((svg) => svg.match(/<path d="([^"]+)"/)![1]);
    expect(new Set(symbols).size).toBe(12);
    const ids = svgs.flatMap((svg) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is deterministic", () => {
    expect(zodiacSvg("leo")).toBe(zodiacSvg("leo"));
  });

  it("names signs in English with a capital", () => {
    expect(zodiacSigns.map(zodiacName)).toEqual([
      "Aries",
      "Taurus",
      "Gemini",
      "Cancer",
      "Leo",
      "Virgo",
      "Libra",
      "Scorpio",
      "Sagittarius",
      "Capricorn",
      "Aquarius",
      "Pisces",
    ]);
  });
});
