import { describe, expect, it } from "vitest";
import { rupeeFaceCss, rupeeRange, rupeeWeights } from "../../scripts/rupee-face";

describe("the rupee sign's inlined faces (scripts/rupee-face.ts)", () => {
  it("declares one Noto Sans face per weight the pages use, covering only U+20B9, each a WOFF2 data URI under a kilobyte", async () => {
    const css = await rupeeFaceCss();
    const faces = [...css.matchAll(/@font-face \{([^}]*)\}/g)].map((m) => m[1]!);
    expect(faces).toHaveLength(rupeeWeights.length);
    for (const [i, face] of faces.entries()) {
      expect(face).toContain('font-family: "Noto Sans";');
      expect(face).toContain(`font-weight: ${rupeeWeights[i]};`);
      expect(face).toContain(`unicode-range: ${rupeeRange};`);
      const data = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(face)?.[1];
      expect(data).toBeDefined();
      const bytes = Buffer.from(data!, "base64");
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBeLessThan(1024);
    }
  });

  it("is the same text every time (the stylesheet's hash, which the CSP allows, must not change from build to build)", async () => {
    expect(await rupeeFaceCss()).toBe(await rupeeFaceCss());
  });
});
