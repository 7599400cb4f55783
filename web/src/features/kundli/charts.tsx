/**
 * Birth charts drawn as SVG in the three Indian styles:
 * - North Indian: houses fixed (the 1st at the top diamond, counting counter-clockwise), signs
 *   written as numbers 1–12 in each house;
 * - South Indian: signs fixed (Pisces top-left, Aries next, clockwise), the ascendant's sign
 *   marked with a diagonal stroke;
 * - East Indian: signs fixed (Aries top centre, counter-clockwise), the ascendant's sign marked.
 * Text uses the page's font, so the grahas' abbreviations render in every script.
 */
import type { ReactNode } from "react";

export interface ChartGraha {
  id: string;
  /** 0 = Aries … 11 = Pisces. */
  sign: number;
  /** Short label in the page's language ("Su", "सू", "சூ", "సూ"). */
  label: string;
  retrograde?: boolean;
}

export interface ChartProps {
  ascendantSign: number;
  grahas: ChartGraha[];
  /** Label of the ascendant ("Asc", "ल", "ல", "ల"). */
  ascendantLabel: string;
  title: string;
  size?: number;
}

const SIZE = 400;
type Pt = readonly [number, number];
const centroid = (pts: readonly Pt[]): Pt => [pts.reduce((a, p) => a + p[0], 0) / pts.length, pts.reduce((a, p) => a + p[1], 0) / pts.length];

function Labels({ at, items, lineHeight = 18 }: { at: Pt; items: { key: string; text: string }[]; lineHeight?: number }) {
  // Two per line when crowded, centred on the area.
  const lines: string[] = [];
  const perLine = items.length > 3 ? 2 : 1;
  for (let i = 0; i < items.length; i += perLine) lines.push(items.slice(i, i + perLine).map((x) => x.text).join(" "));
  const top = at[1] - ((lines.length - 1) * lineHeight) / 2;
  return (
    <>
      {lines.map((line, i) => (
        <text key={line + i} x={at[0]} y={top + i * lineHeight} textAnchor="middle" dominantBaseline="middle" className="fill-gray-900" fontSize="15">
          {line}
        </text>
      ))}
    </>
  );
}

const grahaText = (g: ChartGraha) => (g.retrograde ? `${g.label}℞` : g.label);

function Frame({ title, size, children }: { title: string; size?: number; children: ReactNode }) {
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={size ?? "100%"} role="img" aria-label={title} className="max-w-md bg-amber-50 text-gray-900" xmlns="http://www.w3.org/2000/svg">
      <title>{title}</title>
      <rect x="1" y="1" width={SIZE - 2} height={SIZE - 2} fill="none" stroke="currentColor" strokeWidth="2" />
      {children}
    </svg>
  );
}

/** The twelve houses of the North Indian chart, house 1 first. */
export const northHouses: readonly (readonly Pt[])[] = [
  [[200, 0], [300, 100], [200, 200], [100, 100]],
  [[0, 0], [200, 0], [100, 100]],
  [[0, 0], [100, 100], [0, 200]],
  [[0, 200], [100, 100], [200, 200], [100, 300]],
  [[0, 200], [100, 300], [0, 400]],
  [[0, 400], [100, 300], [200, 400]],
  [[200, 400], [100, 300], [200, 200], [300, 300]],
  [[200, 400], [300, 300], [400, 400]],
  [[400, 400], [300, 300], [400, 200]],
  [[400, 200], [300, 300], [200, 200], [300, 100]],
  [[400, 200], [300, 100], [400, 0]],
  [[400, 0], [300, 100], [200, 0]],
];

export function NorthIndianChart({ ascendantSign, grahas, ascendantLabel, title, size }: ChartProps) {
  return (
    <Frame title={title} size={size}>
      <path d="M0 0L400 400M400 0L0 400M200 0L400 200L200 400L0 200Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {northHouses.map((poly, h) => {
        const sign = (ascendantSign + h) % 12;
        const c = centroid(poly);
        // The sign number sits inside the house, toward its vertex nearest the chart's centre.
        const inner = poly.reduce((best, p) => (Math.hypot(p[0] - 200, p[1] - 200) < Math.hypot(best[0] - 200, best[1] - 200) ? p : best));
        const towardCentre: Pt = [c[0] + (inner[0] - c[0]) * 0.6, c[1] + (inner[1] - c[1]) * 0.6];
        const items = grahas.filter((g) => g.sign === sign).map((g) => ({ key: g.id, text: grahaText(g) }));
        // An empty label draws no lagna mark: the Lal Kitab chart fixes Aries in house 1 instead.
        if (h === 0 && ascendantLabel) items.unshift({ key: "asc", text: ascendantLabel });
        return (
          <g key={h} data-house={h + 1} data-sign={sign}>
            <text x={towardCentre[0]} y={towardCentre[1]} textAnchor="middle" dominantBaseline="middle" fontSize="12" className="fill-gray-500">
              {sign + 1}
            </text>
            <Labels at={h % 3 === 0 ? [c[0], c[1] - 12] : c} items={items} />
          </g>
        );
      })}
    </Frame>
  );
}

/** Grid cell (column, row) of each sign in the South Indian chart, Aries first. */
export const southCells: readonly Pt[] = [
  [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0],
];

export function SouthIndianChart({ ascendantSign, grahas, ascendantLabel, title, size }: ChartProps) {
  const cell = SIZE / 4;
  return (
    <Frame title={title} size={size}>
      <path d="M100 0V400M300 0V400M0 100H400M0 300H400M200 0V100M200 300V400M0 200H100M300 200H400" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {southCells.map(([col, row], sign) => {
        const x = col * cell;
        const y = row * cell;
        const items = grahas.filter((g) => g.sign === sign).map((g) => ({ key: g.id, text: grahaText(g) }));
        if (sign === ascendantSign) items.unshift({ key: "asc", text: ascendantLabel });
        return (
          <g key={sign} data-sign={sign}>
            {sign === ascendantSign && <path d={`M${x} ${y + 22}L${x + 22} ${y}`} stroke="currentColor" strokeWidth="1.5" />}
            <Labels at={[x + cell / 2, y + cell / 2 + 4]} items={items} />
          </g>
        );
      })}
      <text x="200" y="200" textAnchor="middle" dominantBaseline="middle" fontSize="16" className="fill-gray-600">
        {title}
      </text>
    </Frame>
  );
}

/** East Indian chart areas, Aries first (top centre), counter-clockwise. */
export const eastAreas: readonly (readonly Pt[])[] = [
  [[133, 0], [267, 0], [267, 133], [133, 133]],
  [[0, 0], [133, 0], [133, 133]],
  [[0, 0], [133, 133], [0, 133]],
  [[0, 133], [133, 133], [133, 267], [0, 267]],
  [[0, 267], [133, 267], [0, 400]],
  [[0, 400], [133, 267], [133, 400]],
  [[133, 267], [267, 267], [267, 400], [133, 400]],
  [[267, 400], [267, 267], [400, 400]],
  [[400, 400], [267, 267], [400, 267]],
  [[267, 133], [400, 133], [400, 267], [267, 267]],
  [[400, 133], [267, 133], [400, 0]],
  [[400, 0], [267, 133], [267, 0]],
];

export function EastIndianChart({ ascendantSign, grahas, ascendantLabel, title, size }: ChartProps) {
  return (
    <Frame title={title} size={size}>
      <path d="M133 0V400M267 0V400M0 133H400M0 267H400M0 0L133 133M400 0L267 133M0 400L133 267M400 400L267 267" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {eastAreas.map((poly, sign) => {
        const items = grahas.filter((g) => g.sign === sign).map((g) => ({ key: g.id, text: grahaText(g) }));
        if (sign === ascendantSign) items.unshift({ key: "asc", text: ascendantLabel });
        return (
          <g key={sign} data-sign={sign}>
            <Labels at={centroid(poly)} items={items} />
          </g>
        );
      })}
    </Frame>
  );
}
