import { describe, expect, it } from "vitest";
import { grahaIds } from "../terms/grahas";
import { varaLords } from "../panchang/muhurta";
import { deityIds, mantras, toTelugu, works } from "./index";
import { texts as en } from "./meanings/en";
import { texts as hi } from "./meanings/hi";
import { texts as ta } from "./meanings/ta";
import { texts as te } from "./meanings/te";

const script = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u, te: /\p{Script=Telugu}/u };

describe("mantras", () => {
  it("has one mantra per graha and deity, each id once", () => {
    expect(mantras.map((x) => x.id).sort()).toEqual([...grahaIds, ...deityIds].sort());
  });

  it("writes each mantra in Devanagari, Tamil script and IAST, with no letter of another script", () => {
    for (const x of mantras) {
      expect(x.sanskrit, x.id).toMatch(/^[\p{Script=Devanagari}\s।॥]+$/u);
      expect(x.tamil, x.id).toMatch(/^[\p{Script=Tamil}\s।॥ஃ]+$/u);
      expect(x.iast, x.id).toMatch(/^[a-zāīūṛṝḷēōṃḥśṣṅñṭḍṇ'|\s]+$/u);
    }
  });

  it("gives a graha its own weekday (the vara lords; Rahu on Saturday and Ketu on Tuesday by custom)", () => {
    for (const x of mantras.filter((y) => y.group === "graha")) {
      const own = varaLords.indexOf(x.id as (typeof varaLords)[number]);
      expect(x.days, x.id).toEqual([own >= 0 ? own : x.id === "rahu" ? 6 : 2]);
    }
  });

  it("spells Devanagari Sanskrit in Telugu letter for letter", () => {
    expect(toTelugu("ॐ नमः शिवाय")).toBe("ఓం నమః శివాయ");
    expect(toTelugu("हरे कृष्ण । हरे राम ॥")).toBe("హరే కృష్ణ । హరే రామ ॥");
    expect(toTelugu("ॐ नमो वेङ्कटेशाय")).toBe("ఓం నమో వేఙ్కటేశాయ");
    for (const x of mantras) expect(toTelugu(x.sanskrit), x.id).toMatch(/^[\p{Script=Telugu}\s।॥]+$/u);
  });

  it("has a name and a meaning for every mantra in every language, in its script", () => {
    for (const [lang, texts] of Object.entries({ en, hi, ta, te })) {
      expect(Object.keys(texts).sort(), lang).toEqual(mantras.map((x) => x.id).sort());
      for (const [id, t] of Object.entries(texts)) {
        expect(t.name.trim() && t.meaning.trim(), `${lang}.${id}`).toBeTruthy();
        if (lang !== "en") {
          const re = script[lang as keyof typeof script];
          expect(t.name, `${lang}.${id}`).toMatch(re);
          expect(t.meaning, `${lang}.${id}`).toMatch(re);
        }
      }
    }
  });

  it("names every work it cites in every language, in its script", () => {
    for (const [id, name] of Object.entries(works)) {
      expect(name.en.trim(), id).toBeTruthy();
      for (const lang of ["hi", "ta", "te"] as const) expect(name[lang], `${lang}.${id}`).toMatch(script[lang]);
    }
  });
});
