import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EastIndianChart, eastAreas, NorthIndianChart, northHouses, SouthIndianChart, southCells } from "./charts";

const area = (pts: readonly (readonly [number, number])[]) =>
  Math.abs(pts.reduce((a, p, i) => a + p[0] * pts[(i + 1) % pts.length]![1] - pts[(i + 1) % pts.length]![0] * p[1], 0)) / 2;

describe("chart geometry", () => {
  it("North Indian houses tile the square", () => {
    expect(northHouses).toHaveLength(12);
    expect(northHouses.reduce((a, h) => a + area(h), 0)).toBeCloseTo(400 * 400, 6);
  });
  it("South Indian signs take the twelve border cells once each", () => {
    const keys = new Set(southCells.map(([c, r]) => `${c},${r}`));
    expect(keys.size).toBe(12);
    for (const [c, r] of southCells) expect(c === 0 || c === 3 || r === 0 || r === 3).toBe(true);
  });
  it("East Indian areas tile the square around the empty centre", () => {
    expect(eastAreas.reduce((a, h) => a + area(h), 0)).toBeCloseTo(400 * 400 - 134 * 134, -2);
  });
});

const props = {
  ascendantSign: 9, // Capricorn
  grahas: [
    { id: "sun", sign: 7, label: "Su" },
    { id: "moon", sign: 6, label: "Mo" },
    { id: "saturn", sign: 11, label: "Sa", retrograde: true },
  ],
  ascendantLabel: "Asc",
  title: "Rashi chart",
};
const groupOf = (svg: string, attr: string) => new RegExp(`<g ${attr}>(.*?)</g>`).exec(svg)?.[1] ?? "";

describe("charts place the grahas", () => {
  it("North Indian: the ascendant's sign in house 1, each graha in its sign's house, signs numbered", () => {
    const svg = renderToStaticMarkup(<NorthIndianChart {...props} />);
    expect(groupOf(svg, 'data-house="1" data-sign="9"')).toContain("Asc");
    expect(groupOf(svg, 'data-house="1" data-sign="9"')).toContain(">10<"); // Capricorn is sign 10
    expect(groupOf(svg, 'data-house="11" data-sign="7"')).toContain("Su");
    expect(groupOf(svg, 'data-house="3" data-sign="11"')).toContain("Sa℞");
    expect(svg).toContain('aria-label="Rashi chart"');
  });
  it("South and East Indian: fixed signs, the ascendant marked in its sign", () => {
    const south = renderToStaticMarkup(<SouthIndianChart {...props} />);
    expect(groupOf(south, 'data-sign="9"')).toContain("Asc");
    expect(groupOf(south, 'data-sign="6"')).toContain("Mo");
    const east = renderToStaticMarkup(<EastIndianChart {...props} />);
    expect(groupOf(east, 'data-sign="7"')).toContain("Su");
    expect(groupOf(east, 'data-sign="9"')).toContain("Asc");
  });
});
