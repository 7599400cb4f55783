/**
 * Original card art, drawn by code: one frame for the deck, the suit's emblem laid out by rank
 * like the pips of playing cards, a figure for the court cards (a cap for the Page, a plumed
 * helmet for the Knight, a crown of three points for the Queen and of five for the King), and
 * for each major a simple emblem of its own under its Roman numeral. Colours by suit. A reversed
 * card is the same picture turned upside down. No text is drawn on the card: its name is shown
 * beside it in the page's language.
 */
import type { ReactNode } from "react";
import { cardInfo } from "@jyotish/tarot/deck";
import type { CardId, Suit } from "@jyotish/tarot/content/types";

const W = 120;
const H = 200;

export const suitColour: Record<Suit | "major", string> = {
  wands: "#c2410c",
  cups: "#1d4ed8",
  swords: "#334155",
  pentacles: "#a16207",
  major: "#6d28d9",
};

/** The suit emblems, each drawn in a 24 × 24 box centred on the origin. */
const emblem: Record<Suit, ReactNode> = {
  wands: (
    <g>
      <path d="M-1.6 -11 L1.6 -11 L1.9 11 L-1.9 11 Z" />
      <path d="M1.5 -6 q5 -3 6 -8 q-5 1 -6 6 Z M-1.5 0 q-5 -3 -6 -8 q5 1 6 6 Z M1.5 5 q5 -2 6 -6 q-5 0 -6 4 Z" />
    </g>
  ),
  cups: <path d="M-8 -10 H8 Q8 1 0 3 Q-8 1 -8 -10 Z M-1.4 3 H1.4 V8 H-1.4 Z M-6 8 H6 Q6 11 0 11 Q-6 11 -6 8 Z" />,
  swords: (
    <g>
      <path d="M0 -12 L2.2 -8.5 V4 H-2.2 V-8.5 Z" />
      <path d="M-7 4 H7 V6.2 H-7 Z M-1.2 6.2 H1.2 V10 H-1.2 Z" />
      <circle cx="0" cy="11" r="1.8" />
    </g>
  ),
  pentacles: (
    <g>
      <circle r="10.5" fill="none" strokeWidth="1.8" stroke="currentColor" />
      <path d="M0 -8.5 L2 -2.8 L8.1 -2.6 L3.3 1.1 L5 7 L0 3.5 L-5 7 L-3.3 1.1 L-8.1 -2.6 L-2 -2.8 Z" />
    </g>
  ),
};

/** Pip centres by rank (2–10) inside the card's field, after the playing-card layouts. */
const pips: Record<number, [number, number][]> = {
  2: [[60, 62], [60, 138]],
  3: [[60, 55], [60, 100], [60, 145]],
  4: [[40, 62], [80, 62], [40, 138], [80, 138]],
  5: [[40, 60], [80, 60], [60, 100], [40, 140], [80, 140]],
  6: [[40, 55], [80, 55], [40, 100], [80, 100], [40, 145], [80, 145]],
  7: [[40, 55], [80, 55], [60, 77], [40, 100], [80, 100], [40, 145], [80, 145]],
  8: [[40, 55], [80, 55], [60, 77], [40, 100], [80, 100], [60, 123], [40, 145], [80, 145]],
  9: [[40, 50], [80, 50], [40, 83], [80, 83], [60, 100], [40, 117], [80, 117], [40, 150], [80, 150]],
  10: [[40, 48], [80, 48], [60, 66], [40, 84], [80, 84], [40, 116], [80, 116], [60, 134], [40, 152], [80, 152]],
};

const at = (x: number, y: number, scale: number, child: ReactNode, key?: number | string) => (
  <g key={key} transform={`translate(${x} ${y}) scale(${scale})`}>
    {child}
  </g>
);

/** Headgear of the court: 11 Page (a cap), 12 Knight (a plumed helmet), 13 Queen (three points), 14 King (five). */
function headgear(rank: number): ReactNode {
  if (rank === 11) return <path d="M-10 -14 Q0 -26 10 -14 Z" />;
  if (rank === 12) return <path d="M-10 -13 Q-10 -25 0 -25 Q10 -25 10 -13 Z M2 -25 Q12 -34 16 -24 Q10 -28 4 -23 Z" />;
  const points = rank === 13 ? 3 : 5;
  const step = 20 / (points - 1);
  let d = "M-10 -13 ";
  for (let i = 0; i < points; i++) d += `L${-10 + i * step} -${rank === 13 ? 25 : 28} L${Math.min(10, -10 + i * step + step / 2)} -17 `;
  return <path d={`${d}L10 -13 Z`} />;
}

function courtFigure(suit: Suit, rank: number): ReactNode {
  return (
    <g>
      {at(60, 84, 1, (
        <g>
          {headgear(rank)}
          <circle cx="0" cy="-4" r="10" fill="#fde7c8" stroke="currentColor" strokeWidth="1.5" />
          <path d="M-22 60 L-14 12 Q0 4 14 12 L22 60 Z" />
          {rank >= 13 && <path d="M-14 12 L-20 60 H-22 Z" fillOpacity="0.5" />}
        </g>
      ))}
      {at(rank === 12 ? 88 : 84, 118, 1.25, <g fill="#fff" stroke="currentColor" strokeWidth="0.8"><circle r="14" /></g>)}
      {at(rank === 12 ? 88 : 84, 118, 1, emblem[suit])}
      {rank === 12 && at(34, 150, 1, <path d="M-14 10 Q-14 -6 -4 -10 L2 -18 L6 -10 Q14 -6 12 10 Z" fillOpacity="0.55" />)}
    </g>
  );
}

/** A crescent 56 high, horns to the right: a half disc less a shallower arc. */
const crescent = "M0 -28 A28 28 0 1 0 0 28 A36 36 0 0 1 0 -28 Z";

/** Emblems of the majors (0 The Fool … 21 The World), centred in the field. */
const majorEmblem: ReactNode[] = [
  /* 0 Fool: a bundle on a staff over a cliff edge */ <g><path d="M-30 40 L30 40 L30 46 L-30 46 Z" /><path d="M-18 30 L14 -24" stroke="currentColor" strokeWidth="3" /><circle cx="16" cy="-26" r="9" /><circle cx="-22" cy="-18" r="7" fill="none" stroke="currentColor" strokeWidth="2.5" /></g>,
  /* 1 Magician: the lemniscate over a raised wand */ <g><path d="M0 -26 C-8 -38 -24 -38 -24 -26 C-24 -14 -8 -14 0 -26 C8 -38 24 -38 24 -26 C24 -14 8 -14 0 -26 Z" fill="none" stroke="currentColor" strokeWidth="3" /><path d="M-3 -8 H3 V40 H-3 Z" /><circle cx="0" cy="-10" r="5" /></g>,
  /* 2 High Priestess: two pillars and a crescent */ <g><path d="M-30 -36 H-20 V40 H-30 Z" /><path d="M20 -36 H30 V40 H20 Z" fillOpacity="0.35" /><path d={crescent} transform="translate(0 22) rotate(-90) scale(0.5)" /></g>,
  /* 3 Empress: the sign of Venus */ <g><circle cx="0" cy="-12" r="18" fill="none" stroke="currentColor" strokeWidth="5" /><path d="M-3 6 H3 V40 H-3 Z M-14 20 H14 V26 H-14 Z" /></g>,
  /* 4 Emperor: a throne with an orb */ <g><path d="M-24 -10 H24 V40 H-24 Z M-24 -30 H-16 V-10 H-24 Z M16 -30 H24 V-10 H16 Z" /><circle cx="0" cy="-22" r="9" /><path d="M-1.5 -40 H1.5 V-31 H-1.5 Z M-5 -37 H5 V-34 H-5 Z" /></g>,
  /* 5 Hierophant: the triple cross */ <g><path d="M-3 -40 H3 V44 H-3 Z M-10 -30 H10 V-25 H-10 Z M-16 -16 H16 V-11 H-16 Z M-22 -2 H22 V3 H-22 Z" /></g>,
  /* 6 Lovers: two hearts */ <g><path d="M-10 -14 C-10 -26 -28 -26 -28 -12 C-28 0 -10 8 -10 18 C-10 8 8 0 8 -12 C8 -26 -10 -26 -10 -14 Z" /><path d="M12 2 C12 -8 28 -8 28 4 C28 14 12 20 12 30 C12 20 -4 14 -4 4 C-4 -8 12 -8 12 2 Z" fillOpacity="0.5" /></g>,
  /* 7 Chariot: a canopied car on two wheels */ <g><path d="M-26 -30 H26 L22 -22 H-22 Z M-20 -22 H20 V18 H-20 Z" /><circle cx="-18" cy="28" r="10" fill="none" stroke="currentColor" strokeWidth="4" /><circle cx="18" cy="28" r="10" fill="none" stroke="currentColor" strokeWidth="4" /></g>,
  /* 8 Strength: a lion's maned head under the lemniscate */ <g><path d="M0 -38 C-5 -46 -16 -46 -16 -38 C-16 -30 -5 -30 0 -38 C5 -46 16 -46 16 -38 C16 -30 5 -30 0 -38 Z" fill="none" stroke="currentColor" strokeWidth="2.5" /><circle cx="0" cy="8" r="26" fillOpacity="0.45" /><circle cx="0" cy="8" r="16" /><circle cx="-6" cy="4" r="2.5" fill="#fff" /><circle cx="6" cy="4" r="2.5" fill="#fff" /></g>,
  /* 9 Hermit: a lantern holding a star */ <g><path d="M-3 -44 H3 V-32 H-3 Z M-16 -32 H16 L12 -26 H-12 Z M-14 -26 H14 V22 H-14 Z M-18 22 H18 V28 H-18 Z" /><path d="M0 -16 L4 -6 L14 -6 L6 0 L9 10 L0 4 L-9 10 L-6 0 L-14 -6 L-4 -6 Z" fill="#fef3c7" /></g>,
  /* 10 Wheel of Fortune: an eight-spoked wheel */ <g fill="none" stroke="currentColor" strokeWidth="4"><circle r="32" /><circle r="10" /><path d="M0 -32 V32 M-32 0 H32 M-22.6 -22.6 L22.6 22.6 M22.6 -22.6 L-22.6 22.6" strokeWidth="2.5" /></g>,
  /* 11 Justice: the scales */ <g><path d="M-2 -36 H2 V36 H-2 Z M-14 36 H14 V42 H-14 Z M-30 -26 H30 V-22 H-30 Z" /><path d="M-28 -22 L-36 0 H-20 Z M28 -22 L20 0 H36 Z" fill="none" stroke="currentColor" strokeWidth="1.5" /><path d="M-38 0 Q-28 12 -18 0 Z M18 0 Q28 12 38 0 Z" /></g>,
  /* 12 Hanged Man: the tau cross and a figure hung head down */ <g><path d="M-30 -40 H30 V-34 H-30 Z M-3 -34 H3 V-16 H-3 Z" /><path d="M-10 -16 H10 L4 20 H-4 Z" fillOpacity="0.6" /><circle cx="0" cy="28" r="8" /></g>,
  /* 13 Death: a five-petalled white rose */ <g>{[0, 72, 144, 216, 288].map((deg) => <ellipse key={deg} cx="0" cy="-16" rx="11" ry="16" transform={`rotate(${deg})`} fill="#fff" stroke="currentColor" strokeWidth="2.5" />)}<circle r="8" /></g>,
  /* 14 Temperance: two cups and the stream between them */ <g>{at(-18, -18, 1.3, emblem.cups)}{at(18, 22, 1.3, emblem.cups)}<path d="M-12 -8 Q8 -4 12 8" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="4 3" /></g>,
  /* 15 Devil: two linked chains */ <g fill="none" stroke="currentColor" strokeWidth="5"><ellipse cx="0" cy="-18" rx="12" ry="18" /><ellipse cx="0" cy="14" rx="12" ry="18" /><path d="M-24 40 H24" strokeWidth="4" /></g>,
  /* 16 Tower: a tower struck by lightning */ <g><path d="M-16 -28 H16 V44 H-16 Z M-20 -36 H20 V-28 H-20 Z" /><path d="M-4 -6 H4 V8 H-4 Z M-4 22 H4 V36 H-4 Z" fill="#fff" /><path d="M30 -48 L10 -20 L22 -20 L4 8 L34 -28 L22 -28 Z" fill="#f59e0b" /></g>,
  /* 17 Star: an eight-pointed star */ <g><path d="M0 -40 L8 -8 L40 0 L8 8 L0 40 L-8 8 L-40 0 L-8 -8 Z" /><path d="M0 -26 L5 -5 L26 0 L5 5 L0 26 L-5 5 L-26 0 L-5 -5 Z" transform="rotate(45)" fillOpacity="0.5" /></g>,
  /* 18 Moon: a crescent above two towers */ <g><path d={crescent} transform="translate(4 -12)" /><path d="M-36 20 H-24 V46 H-36 Z M24 20 H36 V46 H24 Z" fillOpacity="0.5" /></g>,
  /* 19 Sun: a rayed disc */ <g><circle r="18" />{Array.from({ length: 12 }, (_, i) => <path key={i} d="M-3 -24 L0 -38 L3 -24 Z" transform={`rotate(${i * 30})`} />)}</g>,
  /* 20 Judgement: a trumpet with its banner */ <g><path d="M-30 -20 L14 -6 L14 2 L-30 -12 Z M14 -12 L30 -20 V14 L14 6 Z" /><path d="M-18 -8 V22 H6 V4 Z" fill="#fff" stroke="currentColor" strokeWidth="2" /><path d="M-8 2 V16 M-14 8 H-2" stroke="currentColor" strokeWidth="3" /></g>,
  /* 21 World: a wreath around a star */ <g><ellipse rx="24" ry="36" fill="none" stroke="currentColor" strokeWidth="6" strokeDasharray="7 3" /><path d="M0 -14 L4 -4 L14 -4 L6 2 L9 12 L0 6 L-9 12 L-6 2 L-14 -4 L-4 -4 Z" /></g>,
];

/** The card's face, `className` sizing it (the SVG keeps its 3 : 5 shape); reversed cards are turned. */
export function CardArt({ id, reversed = false, className = "" }: { id: CardId; reversed?: boolean; className?: string }) {
  const info = cardInfo(id);
  const colour = suitColour[info.arcana === "major" ? "major" : info.suit];
  let field: ReactNode;
  if (info.arcana === "major") {
    field = (
      <>
        <text x={W / 2} y="30" textAnchor="middle" fontSize="15" fontWeight="700">
          {info.numeral}
        </text>
        {at(60, 108, 1, majorEmblem[info.number])}
      </>
    );
  } else if (info.rank === 1) {
    field = at(60, 100, 3, emblem[info.suit]);
  } else if (info.rank <= 10) {
    field = pips[info.rank]!.map(([x, y], i) => at(x, y, 0.95, emblem[info.suit], i));
  } else {
    field = courtFigure(info.suit, info.rank);
  }
  return (
    <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" className={`${reversed ? "rotate-180" : ""} ${className}`} style={{ color: colour }} data-card-art={id}>
      <rect x="1.5" y="1.5" width={W - 3} height={H - 3} rx="9" fill="#fffbeb" stroke="currentColor" strokeWidth="3" />
      <rect x="8" y="8" width={W - 16} height={H - 16} rx="5" fill="none" stroke="currentColor" strokeWidth="1" strokeDasharray="2 2" />
      {[[14, 14], [W - 14, 14], [14, H - 14], [W - 14, H - 14]].map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x} cy={y} r="2.2" fill="currentColor" />
      ))}
      <g fill="currentColor">{field}</g>
    </svg>
  );
}
