// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * One overall reading of a match: the koota score (with its dosha cancellations), the ten
 * poruthams and manglik compatibility weighed together, led by the school of the user's
 * region. The three parts used to be shown as three competing verdicts ("Not recommended"
 * 10.5/36, "Average" after cancellations, "Good" 7/10 poruthams); this is the single answer
 * that says how they relate. Pure: codes and numbers in, a code and reason texts out.
 *
 * The conventions it follows:
 * - North Indian practice (region "north", the default outside Tamil and Telugu pages) leads
 *   with Ashtakoota guna milan: 18 of 36 is the common minimum (B. V. Raman, "Muhurtha";
 *   the reading AstroSage and Prokerala print), 25+ is good. A cancelled nadi, bhakoot or gana
 *   dosha (Muhurta Chintamani's exceptions, `ashtakoot.ts`) restores its koota's points, so
 *   the *effective* score is what meets the minimum — but a raw score under 18 that only the
 *   exceptions lift counts as "meets the minimum", never as strong. An uncancelled nadi or
 *   bhakoot dosha is serious whatever the total.
 * - South Indian practice (region "south": Tamil and Telugu pages by default) leads with the
 *   ten poruthams: rajju is essential and vedha is a veto — a rajju or vedha failure is
 *   serious in the Tamil and Kerala schools regardless of the count; of the rest, dina, gana,
 *   yoni and rasi are usually required (`essentialPoruthams`), and a count of at least 5 of
 *   10 is the usual minimum (`minimumPoruthams`; some families ask for 6), 7+ is good.
 * - Manglik (chevvai dosham): a dosha in one chart that the other neither shares nor
 *   balances is a mismatch in both schools; it caps the reading at "caution" (remedies and
 *   an astrologer's look at the whole charts come first).
 *
 * Each side is graded strong / meets / weak / fails; the lead school's grade sets the
 * reading and the other school's moderates it:
 *
 * | lead ↓ / other → | strong    | meets      | weak, fails | veto (rajju/vedha, north lead) |
 * | strong           | excellent | good       | acceptable  | caution                        |
 * | meets            | good      | acceptable | caution     | caution                        |
 * | weak             | caution   | caution    | caution     | caution                        |
 * | fails            | not recommended, whatever the other says                         |
 *
 * (Under the south lead a veto makes the lead itself fail.)
 */
import type { DoshaId, Ashtakoot } from "./ashtakoot";
import type { ManglikMatch } from "./manglik-match";
import type { Porutham, PoruthamId } from "./porutham";
import { type MatchingText, matchingText as t } from "./texts";

export const matchingRegions = ["north", "south"] as const;
/** Which tradition leads the reading: "north" (Ashtakoota first) or "south" (poruthams first). */
export type MatchingRegion = (typeof matchingRegions)[number];

export const verdictCodes = ["excellent", "good", "acceptable", "caution", "not-recommended"] as const;
export type VerdictCode = (typeof verdictCodes)[number];

/** How one school's own test came out. */
export type Grade = "strong" | "meets" | "weak" | "fails";

/** The common North Indian minimum and "good" line of the guna total (of 36). */
export const minimumGuna = 18;
export const goodGuna = 25;
/** The usual minimum count of agreeing poruthams (of 10), and the "good" count. */
export const minimumPoruthams = 5;
export const goodPoruthams = 7;
/** Poruthams besides rajju that South Indian practice usually requires. */
export const essentialPoruthams = ["dina", "gana", "yoni", "rasi"] as const satisfies readonly PoruthamId[];
/** Doshas that stand against a match whatever the total (gana dosha only lowers the score). */
const seriousDoshas: readonly DoshaId[] = ["nadi", "bhakoot"];

export interface MatchVerdict {
  code: VerdictCode;
  region: MatchingRegion;
  /** The school that leads under `region`. */
  lead: "ashtakoota" | "porutham";
  kootaGrade: Grade;
  poruthamGrade: Grade;
  /** The headline ("Good match"), as a text. */
  headline: MatchingText;
  /** Why, lead school first: the koota score and its cancellations, the poruthams, manglik when it weighs in, then which school leads. */
  reasons: MatchingText[];
}

export interface VerdictInput {
  ashtakoot: Ashtakoot;
  porutham: Porutham;
  /** Null when a partner is given by star alone (no chart to check). */
  manglik: ManglikMatch | null;
  region: MatchingRegion;
  /** Whether the region came from the page's language or was chosen. */
  regionFrom: "language" | "option";
}

const order: readonly VerdictCode[] = verdictCodes;
const capAt = (code: VerdictCode, cap: VerdictCode): VerdictCode => (order.indexOf(code) < order.indexOf(cap) ? cap : code);

function kootaSide(a: Ashtakoot): { grade: Grade; reason: MatchingText } {
  const effective = a.verdict.afterCancellation.total;
  const cancelled = a.doshas.filter((d) => d.cancelled).map((d) => d.id);
  const standing = a.doshas.filter((d) => !d.cancelled && seriousDoshas.includes(d.id)).map((d) => d.id);
  const params = { total: a.total, effective, cancelled, minimum: minimumGuna };
  if (effective < minimumGuna) return { grade: "fails", reason: t("verdict.koota.below", params) };
  if (standing.length > 0) return { grade: "weak", reason: t("verdict.koota.dosha-stands", { total: a.total, effective, doshas: standing }) };
  const grade: Grade = effective >= goodGuna && a.total >= minimumGuna ? "strong" : "meets";
  return { grade, reason: t("verdict.koota.meets", params) };
}

function poruthamSide(p: Porutham): { grade: Grade; reason: MatchingText } {
  if (p.vetoes.length > 0) return { grade: "fails", reason: t("verdict.porutham.veto", { count: p.count, vetoes: p.vetoes }) };
  if (p.count < minimumPoruthams) return { grade: "fails", reason: t("verdict.porutham.few", { count: p.count, minimum: minimumPoruthams }) };
  const failed = essentialPoruthams.filter((id) => !p.items.find((i) => i.id === id)!.ok);
  if (failed.length >= 2) return { grade: "weak", reason: t("verdict.porutham.essentials-fail", { count: p.count, failed }) };
  const grade: Grade = p.count >= goodPoruthams && failed.length === 0 ? "strong" : "meets";
  return { grade, reason: t("verdict.porutham.meets", { count: p.count, failed }) };
}

/** A manglik sentence only when manglik weighs in (by star there is no chart: the manglik section says so). */
function manglikReason(mm: ManglikMatch | null): MatchingText | null {
  if (mm === null || mm.status === "none") return null;
  if (mm.status === "both") return t("verdict.manglik.both", {});
  const manglikSide = mm.boy.effective ? "boy" : "girl";
  return mm.compatible ? t("verdict.manglik.balanced", { side: manglikSide }) : t("verdict.manglik.mismatch", { side: manglikSide });
}

/** The one overall reading of a match (see the table above). */
export function matchVerdict(input: VerdictInput): MatchVerdict {
  const koota = kootaSide(input.ashtakoot);
  const poruthams = poruthamSide(input.porutham);
  const south = input.region === "south";
  const [lead, other] = south ? [poruthams, koota] : [koota, poruthams];
  const otherVeto = !south && input.porutham.vetoes.length > 0;

  let code: VerdictCode;
  if (lead.grade === "fails") code = "not-recommended";
  else if (lead.grade === "weak" || otherVeto) code = "caution";
  else if (lead.grade === "strong") code = other.grade === "strong" ? "excellent" : other.grade === "meets" ? "good" : "acceptable";
  else code = other.grade === "strong" ? "good" : other.grade === "meets" ? "acceptable" : "caution";

  const manglik = manglikReason(input.manglik);
  if (input.manglik && !input.manglik.compatible) code = capAt(code, "caution");

  return {
    code,
    region: input.region,
    lead: south ? "porutham" : "ashtakoota",
    kootaGrade: koota.grade,
    poruthamGrade: poruthams.grade,
    headline: t(`verdict.${code}`, {}),
    reasons: [lead.reason, other.reason, ...(manglik ? [manglik] : []), t("verdict.region", { region: input.region, from: input.regionFrom })],
  };
}

/** The region a page's language implies: Tamil and Telugu pages read the match the South Indian way. */
export const regionOfLang = (lang: string): MatchingRegion => (lang === "ta" || lang === "te" ? "south" : "north");
