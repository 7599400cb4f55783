import { describe, expect, it } from "vitest";
import { nakshatraIds } from "@jyotish/terms/nakshatras";
import { aksharaOf, aksharas, padaSign } from "./syllables";

/**
 * The naam akshar table as Hindi panchangs print it (the Avakahada chakra), one line per
 * nakshatra, written out here again from the printed table so a slip in either copy fails.
 * Long and short u are printed both ways across almanacs (वु / वू); this copy follows the module.
 */
const printedTable = `
अश्विनी: चू चे चो ला
भरणी: ली लू ले लो
कृत्तिका: अ ई उ ए
रोहिणी: ओ वा वी वू
मृगशिरा: वे वो का की
आर्द्रा: कू घ ङ छ
पुनर्वसु: के को हा ही
पुष्य: हू हे हो डा
आश्लेषा: डी डू डे डो
मघा: मा मी मू मे
पूर्वा फाल्गुनी: मो टा टी टू
उत्तरा फाल्गुनी: टे टो पा पी
हस्त: पू ष ण ठ
चित्रा: पे पो रा री
स्वाति: रू रे रो ता
विशाखा: ती तू ते तो
अनुराधा: ना नी नू ने
ज्येष्ठा: नो या यी यू
मूल: ये यो भा भी
पूर्वाषाढ़ा: भू धा फा ढा
उत्तराषाढ़ा: भे भो जा जी
श्रवण: खी खू खे खो
धनिष्ठा: गा गी गू गे
शतभिषा: गो सा सी सू
पूर्वा भाद्रपद: से सो दा दी
उत्तरा भाद्रपद: दू थ झ ञ
रेवती: दे दो चा ची`;

/** Latin forms of the same table. */
const printedLatin = `chu che cho la | li lu le lo | a i u e | o va vi vu | ve vo ka ki | ku gha nga chha | ke ko ha hi | hu he ho da |
di du de do | ma mi mu me | mo ta ti tu | te to pa pi | pu sha na tha | pe po ra ri | ru re ro ta | ti tu te to | na ni nu ne |
no ya yi yu | ye yo bha bhi | bhu dha pha dha | bhe bho ja ji | khi khu khe kho | ga gi gu ge | go sa si su | se so da di |
du tha jha na | de do cha chi`;

/**
 * Where each sign begins, as the nakshatra-charana table gives it: Aries from Ashwini 1,
 * Taurus from Krittika 2, Gemini from Mrigashira 3, Cancer from Punarvasu 4, Leo from Magha 1,
 * Virgo from Uttara Phalguni 2, Libra from Chitra 3, Scorpio from Vishakha 4, Sagittarius from
 * Mula 1, Capricorn from Uttara Ashadha 2, Aquarius from Dhanishta 3, Pisces from Purva
 * Bhadrapada 4.
 */
const signStarts = [
  ["aries", "ashwini", 1], ["taurus", "krittika", 2], ["gemini", "mrigashira", 3], ["cancer", "punarvasu", 4],
  ["leo", "magha", 1], ["virgo", "uttara-phalguni", 2], ["libra", "chitra", 3], ["scorpio", "vishakha", 4],
  ["sagittarius", "mula", 1], ["capricorn", "uttara-ashadha", 2], ["aquarius", "dhanishta", 3], ["pisces", "purva-bhadrapada", 4],
] as const;

describe("the 108-akshara table", () => {
  const lines = printedTable.trim().split("\n").map((l) => l.split(": ")[1]!.split(" "));
  const latin = printedLatin.split("|").map((l) => l.trim().split(/\s+/));

  it("has 27 nakshatras of 4 padas, Ashwini 1 to Revati 4", () => {
    expect(aksharas).toHaveLength(108);
    expect(lines).toHaveLength(27);
    expect(aksharas[0]).toMatchObject({ nakshatra: "ashwini", pada: 1 });
    expect(aksharas[107]).toMatchObject({ nakshatra: "revati", pada: 4 });
  });

  it.each(nakshatraIds.map((id, i) => [id, i] as const))("%s has the printed syllables in Devanagari and Latin", (id, i) => {
    for (const pada of [1, 2, 3, 4] as const) {
      expect(aksharaOf(id, pada).hi).toBe(lines[i]![pada - 1]);
      expect(aksharaOf(id, pada).latin).toBe(latin[i]![pada - 1]);
    }
  });

  it("writes Rohini 1-4 as ஓ வா வீ வூ in Tamil and ఓ వా వీ వూ in Telugu", () => {
    expect([1, 2, 3, 4].map((p) => aksharaOf("rohini", p as 1).ta)).toEqual(["ஓ", "வா", "வீ", "வூ"]);
    expect([1, 2, 3, 4].map((p) => aksharaOf("rohini", p as 1).te)).toEqual(["ఓ", "వా", "వీ", "వూ"]);
  });

  it("writes every syllable in Tamil and Telugu letters only", () => {
    for (const a of aksharas) {
      expect(a.ta).toMatch(/^[\u0B80-\u0BFF]+$/);
      expect(a.te).toMatch(/^[\u0C00-\u0C7F]+$/);
      expect(a.hi).toMatch(/^[\u0900-\u097F]+$/);
    }
  });

  it("puts every pada in its sign: nine padas a sign, each sign from its printed first pada", () => {
    const order = aksharas.map((a) => `${a.nakshatra}-${a.pada}`);
    signStarts.forEach(([sign, nakshatra, pada], i) => {
      const from = order.indexOf(`${nakshatra}-${pada}`);
      const to = i + 1 < signStarts.length ? order.indexOf(`${signStarts[i + 1]![1]}-${signStarts[i + 1]![2]}`) : 108;
      expect(to - from).toBe(9);
      for (let n = from; n < to; n++) expect(aksharas[n]!.sign, order[n]).toBe(sign);
    });
    expect(padaSign("revati", 4)).toBe("pisces");
    expect(padaSign("krittika", 1)).toBe("aries");
    expect(padaSign("krittika", 2)).toBe("taurus");
  });
});
