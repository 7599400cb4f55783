import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cardIds, majorArcana } from "@jyotish/tarot/content/types";
import { CardArt } from "./CardArt";

const face = (id: (typeof cardIds)[number]) => renderToStaticMarkup(<CardArt id={id} />);

describe("the card art", () => {
  it("draws 78 different faces, one per card", () => {
    expect(new Set(cardIds.map(face)).size).toBe(78);
  });

  it("prints each major's Roman numeral and no other text (names are shown beside the card, in the page's language)", () => {
    expect(face("fool")).toContain(">0</text>");
    expect(face("world")).toContain(">XXI</text>");
    for (const id of cardIds) expect(face(id).match(/<text/g)?.length ?? 0, id).toBe(majorArcana.includes(id as never) ? 1 : 0);
  });

  it("lays as many suit emblems as the rank on the pip cards (Ace to Ten)", () => {
    for (const rank of [1, 2, 5, 10] as const) {
      const svg = face(`cups-${rank}` as const);
      expect(svg.match(/translate\(\d+ \d+\) scale/g)?.length).toBe(rank);
    }
  });

  it("turns a reversed card upside down", () => {
    expect(renderToStaticMarkup(<CardArt id="sun" reversed />)).toContain("rotate-180");
    expect(face("sun")).not.toContain("rotate-180");
  });
});
