// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The GST receipt of a wallet recharge (issue 20): a printable HTML page in the reader's
 * language and a one-page A4 PDF. Pure: everything comes in as `InvoiceData` and a language;
 * no clock, no storage, no environment. `GET /api/wallet/invoices/:entryId` serves them.
 *
 * What the document is, in GST terms. A recharge is paid before the service: the wallet is
 * spent later on consultations and reports. GST on services is due when such an advance is
 * received (CGST Act 2017 s.13(2): the earlier of the invoice and the payment), so the receipt
 * shows the tax on the whole recharge; the bonus credited with it is given free and carries no
 * tax. Whether the seller files this as a tax invoice or as the receipt voucher for an advance
 * (CGST Rules 2017 r.50) is for the seller's accountant; the title "Tax invoice / receipt"
 * (the issue's wording) covers either, and the document carries the particulars both ask for
 * on a supply to an unregistered person (r.46): the supplier's name, address and GSTIN, a
 * serial number, the date, the description with its SAC, the taxable value, the rate and amount
 * of each tax, the place of supply and whether tax is payable on reverse charge. Rule 46 caps
 * the serial number at 16 characters, unique per financial year: `InvoiceData.number` must be.
 *
 * Which GST (the place-of-supply rule). Buyer and seller are both in India, so IGST Act 2017
 * s.12 applies (s.13, with its OIDAR rule in s.13(12), is for a supplier or recipient outside
 * India). The buyer is a consumer, not a registered person (we collect no GSTIN, so the
 * registered-recipient rule s.12(2)(a) never applies), and no specific rule of s.12(3)–(14)
 * covers an online astrology service, so the general rule s.12(2)(b) decides: the place of
 * supply is "the location of the recipient where the address on record exists" and "the
 * location of the supplier of services in other cases". Hence:
 *  - no state on record for the buyer (`buyer.state` absent or null): the place of supply is
 *    the seller's state, an intra-State supply (IGST Act s.8(2)): CGST + SGST, half the rate each;
 *  - a state on record that is the seller's: the same;
 *  - another state: an inter-State supply (IGST Act s.7(3)): IGST at the full rate.
 * A seller registered in a Union territory without a legislature charges UTGST instead of SGST
 * (UTGST Act 2017); the GSTIN's first two digits (the GST state code) say which.
 *
 * Why the PDF is in English: pdf-lib places glyphs by their advance widths and does no
 * OpenType shaping (Hopding/pdf-lib#1409; /work/shared/design/paid-half-research.md §4), so
 * Devanagari, Tamil and Telugu labels would come out with broken conjuncts and misplaced
 * vowel signs. The Worker has no browser to shape them (the SPA's chart PDF draws such text on
 * a canvas), and embedding three Noto fonts would add megabytes to the Worker, so the PDF uses
 * the built-in Helvetica (nothing embedded) with English labels, and the HTML receipt, which the
 * reader's browser shapes, is the one in their language. Helvetica's WinAnsi encoding has no
 * ₹, so the PDF writes "Rs.".
 */
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import type { InvoiceData } from "@contract/wallet";
import type { Lang } from "@jyotish/terms/lang";

/**
 * SAC 998439, "Other on-line contents nowhere else classified" (heading 9984, group 99843
 * "On-line content services") in the GST Scheme of Classification of Services; 18 %. It is the
 * code commonly used for online content and consultation platforms. No advance ruling was found
 * that classifies online astrology under it: astrology as a personal service would otherwise be
 * 999799 "Other services nowhere else classified" (the statistical classifications put
 * astrological activities under "other personal services", NACE 96.09), also at 18 %. The
 * seller's accountant decides; this constant is the one place to change.
 */
export const INVOICE_SAC = "998439";

/** Everything the receipt writes besides the data, in one language. */
export interface InvoiceLabels {
  title: string;
  seller: string;
  buyer: string;
  state: string;
  gstin: string;
  email: string;
  phone: string;
  receiptNumber: string;
  issuedAt: string;
  placeOfSupply: string;
  payment: string;
  orderId: string;
  paymentId: string;
  paidThrough: string;
  gatewayLocal: string;
  testNotice: string;
  description: string;
  sac: string;
  amount: string;
  rechargeItem: string;
  taxableValue: string;
  igst: string;
  cgst: string;
  sgst: string;
  utgst: string;
  totalPaid: string;
  bonus: string;
  walletCredit: string;
  reverseCharge: string;
  no: string;
  computerGenerated: string;
}

/**
 * The labels in each language, written as Indian payment receipts say them: GST's own
 * abbreviations (GSTIN, SAC, IGST/CGST/SGST) stay in Latin letters, as on every Indian bill,
 * with the tax's name spelled out beside them.
 */
export const invoiceLabels: Record<Lang, InvoiceLabels> = {
  en: {
    title: "Tax invoice / receipt",
    seller: "Sold by",
    buyer: "Billed to",
    state: "State",
    gstin: "GSTIN",
    email: "Email",
    phone: "Phone",
    receiptNumber: "Receipt no.",
    issuedAt: "Date",
    placeOfSupply: "Place of supply",
    payment: "Payment",
    orderId: "Order ID",
    paymentId: "Payment ID",
    paidThrough: "Paid through",
    gatewayLocal: "Local development gateway",
    testNotice: "Test payment through the local development gateway: no money was taken and this is not a tax document.",
    description: "Description",
    sac: "SAC",
    amount: "Amount",
    rechargeItem: "Wallet recharge: advance for astrology consultations and reports",
    taxableValue: "Taxable value",
    igst: "IGST (integrated GST)",
    cgst: "CGST (central GST)",
    sgst: "SGST (state GST)",
    utgst: "UTGST (union territory GST)",
    totalPaid: "Total paid",
    bonus: "Bonus credited free (no GST)",
    walletCredit: "Added to your wallet",
    reverseCharge: "Tax payable on reverse charge",
    no: "No",
    computerGenerated: "This is a computer-generated receipt and needs no signature.",
  },
  hi: {
    title: "टैक्स इनवॉइस / रसीद",
    seller: "विक्रेता",
    buyer: "ग्राहक",
    state: "राज्य",
    gstin: "GSTIN",
    email: "ईमेल",
    phone: "फ़ोन",
    receiptNumber: "रसीद नंबर",
    issuedAt: "तारीख़",
    placeOfSupply: "आपूर्ति का स्थान",
    payment: "भुगतान",
    orderId: "ऑर्डर आईडी",
    paymentId: "भुगतान आईडी",
    paidThrough: "भुगतान का माध्यम",
    gatewayLocal: "लोकल डेवलपमेंट गेटवे",
    testNotice: "यह लोकल डेवलपमेंट गेटवे से किया गया टेस्ट भुगतान है: कोई पैसा नहीं कटा और यह टैक्स का दस्तावेज़ नहीं है।",
    description: "विवरण",
    sac: "SAC कोड",
    amount: "राशि",
    rechargeItem: "वॉलेट रिचार्ज: ज्योतिष परामर्श और रिपोर्ट के लिए अग्रिम भुगतान",
    taxableValue: "कर योग्य मूल्य",
    igst: "IGST (एकीकृत जीएसटी)",
    cgst: "CGST (केंद्रीय जीएसटी)",
    sgst: "SGST (राज्य जीएसटी)",
    utgst: "UTGST (केंद्र शासित प्रदेश जीएसटी)",
    totalPaid: "कुल भुगतान",
    bonus: "मुफ़्त बोनस (इस पर जीएसटी नहीं)",
    walletCredit: "आपके वॉलेट में जुड़े",
    reverseCharge: "रिवर्स चार्ज पर कर देय",
    no: "नहीं",
    computerGenerated: "यह कंप्यूटर से बनी रसीद है, इस पर हस्ताक्षर की ज़रूरत नहीं है।",
  },
  ta: {
    title: "வரி விலைப்பட்டியல் / ரசீது",
    seller: "விற்பனையாளர்",
    buyer: "வாடிக்கையாளர்",
    state: "மாநிலம்",
    gstin: "GSTIN",
    email: "மின்னஞ்சல்",
    phone: "தொலைபேசி",
    receiptNumber: "ரசீது எண்",
    issuedAt: "தேதி",
    placeOfSupply: "வழங்கல் இடம்",
    payment: "கட்டணம்",
    orderId: "ஆர்டர் ஐடி",
    paymentId: "கட்டண ஐடி",
    paidThrough: "பணம் செலுத்திய முறை",
    gatewayLocal: "லோக்கல் டெவலப்மென்ட் கேட்வே",
    testNotice: "இது லோக்கல் டெவலப்மென்ட் கேட்வே வழியாகச் செய்த சோதனைக் கட்டணம்: பணம் எதுவும் எடுக்கப்படவில்லை; இது வரி ஆவணம் அல்ல.",
    description: "விவரம்",
    sac: "SAC குறியீடு",
    amount: "தொகை",
    rechargeItem: "வாலட் ரீசார்ஜ்: ஜோதிட ஆலோசனைகள், அறிக்கைகளுக்கான முன்பணம்",
    taxableValue: "வரிக்கு உட்பட்ட மதிப்பு",
    igst: "IGST (ஒருங்கிணைந்த ஜிஎஸ்டி)",
    cgst: "CGST (மத்திய ஜிஎஸ்டி)",
    sgst: "SGST (மாநில ஜிஎஸ்டி)",
    utgst: "UTGST (யூனியன் பிரதேச ஜிஎஸ்டி)",
    totalPaid: "செலுத்திய மொத்தத் தொகை",
    bonus: "இலவச போனஸ் (ஜிஎஸ்டி இல்லை)",
    walletCredit: "உங்கள் வாலட்டில் சேர்ந்தது",
    reverseCharge: "ரிவர்ஸ் சார்ஜ் முறையில் வரி செலுத்த வேண்டியதா",
    no: "இல்லை",
    computerGenerated: "இது கணினியில் உருவான ரசீது; கையொப்பம் தேவையில்லை.",
  },
  te: {
    title: "పన్ను ఇన్‌వాయిస్ / రసీదు",
    seller: "విక్రేత",
    buyer: "కస్టమర్",
    state: "రాష్ట్రం",
    gstin: "GSTIN",
    email: "ఈమెయిల్",
    phone: "ఫోన్",
    receiptNumber: "రసీదు నంబర్",
    issuedAt: "తేదీ",
    placeOfSupply: "సరఫరా స్థలం",
    payment: "చెల్లింపు",
    orderId: "ఆర్డర్ ఐడీ",
    paymentId: "చెల్లింపు ఐడీ",
    paidThrough: "చెల్లింపు విధానం",
    gatewayLocal: "లోకల్ డెవలప్‌మెంట్ గేట్‌వే",
    testNotice: "ఇది లోకల్ డెవలప్‌మెంట్ గేట్‌వే ద్వారా చేసిన టెస్ట్ చెల్లింపు: డబ్బులు ఏమీ తీసుకోలేదు, ఇది పన్ను పత్రం కాదు.",
    description: "వివరణ",
    sac: "SAC కోడ్",
    amount: "మొత్తం",
    rechargeItem: "వాలెట్ రీఛార్జ్: జ్యోతిష సంప్రదింపులు, నివేదికల కోసం ముందస్తు చెల్లింపు",
    taxableValue: "పన్ను వర్తించే విలువ",
    igst: "IGST (సమీకృత జీఎస్టీ)",
    cgst: "CGST (కేంద్ర జీఎస్టీ)",
    sgst: "SGST (రాష్ట్ర జీఎస్టీ)",
    utgst: "UTGST (కేంద్రపాలిత ప్రాంత జీఎస్టీ)",
    totalPaid: "చెల్లించిన మొత్తం",
    bonus: "ఉచిత బోనస్ (జీఎస్టీ లేదు)",
    walletCredit: "మీ వాలెట్‌కు జమ అయింది",
    reverseCharge: "రివర్స్ ఛార్జ్ కింద పన్ను చెల్లించాలా",
    no: "లేదు",
    computerGenerated: "ఇది కంప్యూటర్ రూపొందించిన రసీదు; దీనికి సంతకం అవసరం లేదు.",
  },
};

// ——— The figures ———

/** One GST line of the receipt: which tax, its rate in basis points (1800 = 18 %), its amount. */
export interface TaxLine {
  tax: "igst" | "cgst" | "sgst" | "utgst";
  rateBp: number;
  paise: number;
}

/** GST state codes (a GSTIN's first two digits) of Union territories without a legislature, which levy UTGST. */
const utgstCodes = new Set(["04", "25", "26", "31", "35", "38", "97"]);

/** A state's name compared loosely: case, spaces, punctuation and "&" for "and" do not matter. */
const sameState = (a: string, b: string) => {
  const key = (s: string) => s.toLowerCase().replaceAll("&", "and").replace(/[^\p{L}\p{N}]/gu, "");
  return key(a) === key(b);
};

/** The GST state code a GSTIN starts with, or null when it does not look like one. */
function stateCode(gstin: string): string | null {
  return /^\d{2}[A-Z0-9]{13}$/.test(gstin.trim().toUpperCase()) ? gstin.trim().slice(0, 2) : null;
}

/**
 * The place of supply (IGST Act s.12(2)(b), see the module's comment): the buyer's state on
 * record, else the seller's; `interState` when it is not the seller's state.
 */
export function placeOfSupply(data: InvoiceData): { state: string; interState: boolean } {
  const recorded = data.buyer.state?.trim();
  if (!recorded) return { state: data.seller.state, interState: false };
  return { state: recorded, interState: !sameState(recorded, data.seller.state) };
}

/**
 * The GST lines: IGST at the full rate for an inter-State supply; otherwise CGST and SGST (or
 * UTGST) at half the rate each. The two halves add up to exactly the GST charged: when it is an
 * odd number of paise, the extra paisa is in the CGST line.
 */
export function gstLines(data: InvoiceData): TaxLine[] {
  if (placeOfSupply(data).interState) return [{ tax: "igst", rateBp: data.gstBp, paise: data.gstPaise }];
  const central = Math.ceil(data.gstPaise / 2);
  const code = stateCode(data.seller.gstin);
  return [
    { tax: "cgst", rateBp: data.gstBp / 2, paise: central },
    { tax: code && utgstCodes.has(code) ? "utgst" : "sgst", rateBp: data.gstBp / 2, paise: data.gstPaise - central },
  ];
}

const isPaise = (n: number) => Number.isSafeInteger(n) && n >= 0;

/** Refuses figures that do not add up: a receipt must never show a total other than its parts. */
function checkFigures(data: InvoiceData): void {
  for (const key of ["amountPaise", "gstBp", "gstPaise", "totalPaise", "bonusPaise"] as const) {
    if (!isPaise(data[key])) throw new RangeError(`invoice ${data.number}: ${key} must be a whole number ≥ 0, not ${data[key]}`);
  }
  if (data.amountPaise + data.gstPaise !== data.totalPaise) {
    throw new RangeError(`invoice ${data.number}: amount ${data.amountPaise} + GST ${data.gstPaise} ≠ total ${data.totalPaise} paise`);
  }
}

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/**
 * Integer paise as rupees with 2 decimals and Indian digit grouping: 10000000 → "₹1,00,000.00".
 * Worked in integers (rupees and the paise remainder), so no float ever rounds a receipt. Latin
 * digits and the en-IN grouping in every language, as Indian bills print amounts.
 */
export function formatInvoicePaise(paise: number, symbol = "₹"): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${symbol}${grouping.format(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, "0")}`;
}

/** A GST rate in basis points as a percentage: 1800 → "18%", 900 → "9%", 1250 → "12.5%". */
const percent = (bp: number) => `${bp / 100}%`;

const localeTags: Record<Lang, string> = { en: "en-IN", hi: "hi-IN", ta: "ta-IN", te: "te-IN" };

/** The credit's time in India (Asia/Kolkata), in the language's words: "26 November 2026, 12:35 pm IST". */
function formatIssuedAt(iso: string, lang: Lang): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new RangeError(`invoice: issuedAt is not a date: ${iso}`);
  const tag = localeTags[lang];
  const date = new Intl.DateTimeFormat(tag, { timeZone: "Asia/Kolkata", day: "numeric", month: "long", year: "numeric" }).format(at);
  const time = new Intl.DateTimeFormat(tag, { timeZone: "Asia/Kolkata", hour: "numeric", minute: "2-digit" }).format(at);
  return `${date}, ${time} IST`;
}

// ——— What the receipt says, for both renderers ———

interface Row {
  label: string;
  note?: string;
  sac?: string;
  paise: number;
  total?: boolean;
}

interface Receipt {
  labels: InvoiceLabels;
  title: string;
  issuedAt: string;
  test: boolean;
  gateway: string;
  placeOfSupply: string;
  seller: { name: string; address: string[]; state: string; gstin: string; email: string };
  buyer: { name: string | null; email: string | null; phone: string | null; state: string | null };
  rows: Row[];
  bonusPaise: number;
  walletCreditPaise: number;
}

function receipt(data: InvoiceData, lang: Lang): Receipt {
  checkFigures(data);
  const labels = invoiceLabels[lang];
  const code = stateCode(data.seller.gstin);
  const taxNames = { igst: labels.igst, cgst: labels.cgst, sgst: labels.sgst, utgst: labels.utgst };
  const nonEmpty = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);
  return {
    labels,
    title: `${labels.title} ${data.number}`,
    issuedAt: formatIssuedAt(data.issuedAt, lang),
    test: data.gateway === "local",
    gateway: data.gateway === "local" ? labels.gatewayLocal : "Razorpay",
    placeOfSupply: placeOfSupply(data).state,
    seller: {
      name: data.seller.name,
      address: data.seller.address.split(/\r?\n/).map((s) => s.trim()).filter(Boolean),
      state: code && data.seller.state.trim() ? `${data.seller.state} (${code})` : data.seller.state,
      gstin: data.seller.gstin,
      email: data.seller.email,
    },
    buyer: { name: nonEmpty(data.buyer.name), email: nonEmpty(data.buyer.email), phone: nonEmpty(data.buyer.phone), state: nonEmpty(data.buyer.state) },
    rows: [
      { label: labels.rechargeItem, note: labels.taxableValue, sac: INVOICE_SAC, paise: data.amountPaise },
      ...gstLines(data).map((t) => ({ label: `${taxNames[t.tax]} @ ${percent(t.rateBp)}`, paise: t.paise })),
      { label: labels.totalPaid, paise: data.totalPaise, total: true },
    ],
    bonusPaise: data.bonusPaise,
    walletCreditPaise: data.amountPaise + data.bonusPaise,
  };
}

// ——— HTML ———

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * The receipt's stylesheet: a sheet of paper on screen, A4 in print, one column on a phone.
 * System fonts (the document loads nothing): phones and desktops in India ship Devanagari,
 * Tamil and Telugu faces; the Noto names come first where they are installed.
 */
const css = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f6;color:#1f2937;font:15px/1.5 "Noto Sans","Noto Sans Devanagari","Noto Sans Tamil","Noto Sans Telugu",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.sheet{max-width:800px;margin:24px auto;padding:32px;background:#fff;border:1px solid #e5e7eb;border-radius:8px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:16px 32px;border-bottom:2px solid #1f2937;padding-bottom:16px}
h1{font-size:22px;margin:0 0 8px}
h2{font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;margin:0 0 4px}
p{margin:0}
.seller strong{font-size:17px}
dl{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:0}
dt{color:#6b7280;max-width:11em}
dd{margin:0;overflow-wrap:anywhere}
.parties{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:16px 32px;margin:20px 0}
.test{margin:16px 0 0;padding:10px 12px;border:1px solid #b91c1c;border-radius:6px;background:#fef2f2;color:#991b1b;font-weight:600}
table{width:100%;border-collapse:collapse;margin:8px 0 16px}
th{text-align:left;font-size:12px;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;border-bottom:1px solid #d1d5db;padding:6px 8px}
td{padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
td small{display:block;color:#6b7280}
.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
tr.total td{font-weight:700;border-top:2px solid #1f2937;border-bottom:none}
.notes{margin:0 0 16px}
.notes dl{grid-template-columns:1fr auto}
.notes dt{max-width:none}
.notes dd{text-align:right;white-space:nowrap}
footer{border-top:1px solid #e5e7eb;padding-top:12px;color:#6b7280;font-size:13px}
@media (max-width:600px){.sheet{margin:0;padding:16px;border:none;border-radius:0}th,td{padding:6px 4px}header dl,.parties dl{grid-template-columns:1fr}header dd,.parties dd{margin-bottom:4px}}
@page{size:A4;margin:14mm}
@media print{body{background:#fff;font-size:12px}.sheet{margin:0;padding:0;border:none;max-width:none}.test{border-width:2px}}
`;

/** The style element's SHA-256, for a Content-Security-Policy that allows exactly it (checked by a test). */
export const INVOICE_STYLE_HASH = "'sha256-Q5lgyrX11pP8E1IvKRGx3HhWyAktb8xbotFkmBQH2uE='";

/**
 * The Content-Security-Policy to send with the HTML receipt: the document runs no script and
 * loads nothing; only its own stylesheet applies.
 */
export const INVOICE_CSP = `default-src 'none'; style-src ${INVOICE_STYLE_HASH}; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/**
 * The receipt as a complete HTML document in `lang`: self-contained (inline CSS, no script, no
 * external resource), printable on A4 and readable at 360 px. Every value from the data is
 * escaped: the buyer's name is whatever the user typed. Send it with `INVOICE_CSP`.
 * Throws RangeError when the figures do not add up (amount + GST ≠ total) or `issuedAt` is no date.
 */
export function renderInvoiceHtml(data: InvoiceData, lang: Lang): string {
  const r = receipt(data, lang);
  const l = r.labels;
  const e = escapeHtml;
  // A field with no value is left out: the seeded seller has only a name until the operator fills in the rest.
  const pair = (label: string, value: string | null) => (value?.trim() ? `<dt>${e(label)}</dt><dd>${e(value)}</dd>` : "");
  const buyerName = r.buyer.name === null ? "" : `<p><strong>${e(r.buyer.name)}</strong></p>`;
  const buyerLines = pair(l.email, r.buyer.email) + pair(l.phone, r.buyer.phone) + pair(l.state, r.buyer.state);
  const rows = r.rows
    .map((row) => {
      const label = `${e(row.label)}${row.note ? `<small>${e(row.note)}</small>` : ""}`;
      return `<tr${row.total ? ' class="total"' : ""}><td>${label}</td><td>${e(row.sac ?? "")}</td><td class="num">${e(formatInvoicePaise(row.paise))}</td></tr>`;
    })
    .join("");
  const bonus = r.bonusPaise > 0 ? pair(l.bonus, formatInvoicePaise(r.bonusPaise)) : "";
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(r.title)}</title>
<style>${css}</style>
</head>
<body>
<main class="sheet">
<header>
<div class="seller">
<h2>${e(l.seller)}</h2>
<p><strong>${e(r.seller.name)}</strong></p>
${r.seller.address.map((line) => `<p>${e(line)}</p>`).join("\n")}
<dl>${pair(l.state, r.seller.state)}${pair(l.gstin, r.seller.gstin)}${pair(l.email, r.seller.email)}</dl>
</div>
<div>
<h1>${e(l.title)}</h1>
<dl>${pair(l.receiptNumber, data.number)}${pair(l.issuedAt, r.issuedAt)}${pair(l.placeOfSupply, r.placeOfSupply)}</dl>
</div>
</header>
${r.test ? `<p class="test" role="note">${e(l.testNotice)}</p>` : ""}
<section class="parties">
<div>
<h2>${e(l.buyer)}</h2>
${buyerName}${buyerLines ? `<dl>${buyerLines}</dl>` : r.buyer.name === null ? "<p>—</p>" : ""}
</div>
<div>
<h2>${e(l.payment)}</h2>
<dl>${pair(l.orderId, data.orderId)}${pair(l.paymentId, data.paymentId)}${pair(l.paidThrough, r.gateway)}</dl>
</div>
</section>
<table>
<thead><tr><th>${e(l.description)}</th><th>${e(l.sac)}</th><th class="num">${e(l.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<section class="notes"><dl>${bonus}${pair(l.walletCredit, formatInvoicePaise(r.walletCreditPaise))}${pair(l.reverseCharge, l.no)}</dl></section>
<footer><p>${e(l.computerGenerated)}</p></footer>
</main>
</body>
</html>
`;
}

// ——— PDF ———

const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] };
const MARGIN = 48;
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.42, 0.45, 0.5);
const alert = rgb(0.6, 0.11, 0.11);

/** `text` when Helvetica (WinAnsi) can write every character of it, else null. */
function writable(font: PDFFont, text: string | null): string | null {
  if (text === null || text === "") return null;
  try {
    font.encodeText(text);
    return text;
  } catch {
    return null;
  }
}

/** Greedy word wrap at `width` points; a word longer than a line is cut where it overflows. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The receipt as a one-page A4 PDF. Its content is in English for every language (see the
 * module's comment: pdf-lib cannot shape Indic scripts); `lang` gives the document's title, which
 * PDF viewers show in their own, shaping, window title. Text Helvetica cannot write (a name in
 * Devanagari, Tamil or Telugu, an emoji) is left out rather than drawn wrong or transliterated:
 * the buyer is then named by their email, or phone, which is always Latin; a seller field that
 * cannot be written is omitted from the PDF (the HTML receipt shows it).
 * Throws RangeError when the figures do not add up, as `renderInvoiceHtml` does.
 */
export async function renderInvoicePdf(data: InvoiceData, lang: Lang): Promise<Uint8Array> {
  const r = receipt(data, "en");
  const l = r.labels;
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const issued = new Date(data.issuedAt);
  doc.setTitle(`${invoiceLabels[lang].title} ${data.number}`, { showInWindowTitleBar: true });
  doc.setSubject(`${l.title} ${data.number}`);
  doc.setAuthor(data.seller.name);
  doc.setCreator(data.seller.name);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en-IN");
  // The credit's time, not the clock's: the same receipt is the same file.
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);

  const page = doc.addPage([A4.width, A4.height]);
  const right = A4.width - MARGIN;
  const money = (paise: number) => formatInvoicePaise(paise, "Rs. ");
  let y = A4.height - MARGIN;

  const draw = (text: string, x: number, at: number, size: number, font = regular, color = ink) => page.drawText(text, { x, y: at, size, font, color });
  const drawRight = (text: string, x: number, at: number, size: number, font = regular, color = ink) =>
    draw(text, x - font.widthOfTextAtSize(text, size), at, size, font, color);
  const rule = (at: number, thickness = 0.5, color = muted) => page.drawLine({ start: { x: MARGIN, y: at }, end: { x: right, y: at }, thickness, color });
  /**
   * `text` wrapped within `width`, its first baseline at `top`; returns the baseline under it.
   * Writes nothing when Helvetica cannot write the text (see renderInvoicePdf's comment).
   */
  const paragraph = (text: string | null, x: number, top: number, width: number, size: number, font = regular, color = ink) => {
    const writableText = writable(font, text);
    if (writableText === null) return top;
    let at = top;
    for (const line of wrap(font, writableText, size, width)) {
      draw(line, x, at, size, font, color);
      at -= size + 3;
    }
    return at;
  };
  /** Label/value lines from `top` within `width`, skipping values it cannot write; returns the y under the last. */
  const facts = (x: number, top: number, width: number, pairs: [string, string | null][]) => {
    let at = top;
    for (const [label, value] of pairs) {
      if (writable(regular, value) === null) continue;
      draw(label, x, at, 8, regular, muted);
      at = paragraph(value, x, at - 11, width, 10) - 3;
    }
    return at;
  };

  // Title and the receipt's number, date and place of supply.
  draw(l.title, MARGIN, y - 18, 20, bold);
  y -= 44;
  const third = (right - MARGIN) / 3;
  const metaBottom = Math.min(
    facts(MARGIN, y, third - 12, [[l.receiptNumber, data.number]]),
    facts(MARGIN + third, y, third - 12, [[l.issuedAt, r.issuedAt]]),
    facts(MARGIN + 2 * third, y, third - 12, [[l.placeOfSupply, r.placeOfSupply]]),
  );
  y = metaBottom - 4;
  rule(y, 1.5, ink);
  y -= 20;

  if (r.test) y = paragraph(l.testNotice, MARGIN, y, right - MARGIN, 10, bold, alert) - 8;

  // Seller on the left, buyer and payment on the right.
  const half = (right - MARGIN) / 2;
  const column = half - 16;
  let left = y;
  draw(l.seller.toUpperCase(), MARGIN, left, 8, bold, muted);
  left -= 15;
  left = paragraph(r.seller.name, MARGIN, left, column, 12, bold);
  for (const line of r.seller.address) left = paragraph(line, MARGIN, left, column, 10);
  left = facts(MARGIN, left - 6, column, [
    [l.state, r.seller.state],
    [l.gstin, r.seller.gstin],
    [l.email, r.seller.email],
  ]);

  const x2 = MARGIN + half;
  let rightY = y;
  draw(l.buyer.toUpperCase(), x2, rightY, 8, bold, muted);
  rightY -= 15;
  // A name Helvetica cannot write is not guessed at: the buyer is then named by the email (or
  // phone) line below, which the PDF can always write.
  const name = writable(bold, r.buyer.name);
  rightY = paragraph(name, x2, rightY, column, 12, bold);
  const buyerFacts: [string, string | null][] = [
    [l.email, r.buyer.email],
    [l.phone, r.buyer.phone],
    [l.state, r.buyer.state],
  ];
  if (!name && buyerFacts.every(([, value]) => writable(regular, value) === null)) {
    draw("-", x2, rightY, 10);
    rightY -= 13;
  }
  rightY = facts(x2, name ? rightY - 6 : rightY, column, buyerFacts);
  draw(l.payment.toUpperCase(), x2, rightY - 6, 8, bold, muted);
  rightY = facts(x2, rightY - 21, column, [
    [l.orderId, data.orderId],
    [l.paymentId, data.paymentId],
    [l.paidThrough, r.gateway],
  ]);
  y = Math.min(left, rightY) - 14;

  // The table: description, SAC, amount.
  const sacX = MARGIN + 320;
  draw(l.description.toUpperCase(), MARGIN, y, 8, bold, muted);
  draw(l.sac, sacX, y, 8, bold, muted);
  drawRight(l.amount.toUpperCase(), right, y, 8, bold, muted);
  y -= 7;
  rule(y);
  y -= 16;
  for (const [i, row] of r.rows.entries()) {
    const font = row.total ? bold : regular;
    if (row.total) {
      rule(y + 6, 1.5, ink);
      y -= 12;
    }
    drawRight(money(row.paise), right, y, 10, font);
    if (row.sac) draw(row.sac, sacX, y, 10);
    y = paragraph(row.label, MARGIN, y, sacX - MARGIN - 16, 10, font);
    if (row.note) y = paragraph(row.note, MARGIN, y, sacX - MARGIN - 16, 8, regular, muted);
    y -= 6;
    if (!row.total && !r.rows[i + 1]?.total) rule(y + 2, 0.3);
    y -= 12;
  }
  y -= 14;

  // The free bonus, what reached the wallet, reverse charge.
  const notes: [string, string][] = [
    ...(r.bonusPaise > 0 ? ([[l.bonus, money(r.bonusPaise)]] as [string, string][]) : []),
    [l.walletCredit, money(r.walletCreditPaise)],
    [l.reverseCharge, l.no],
  ];
  for (const [label, value] of notes) {
    draw(label, MARGIN, y, 10);
    drawRight(value, right, y, 10);
    y -= 16;
  }

  rule(MARGIN + 14);
  draw(l.computerGenerated, MARGIN, MARGIN, 9, regular, muted);
  return doc.save();
}

/** A file name for the receipt (`Content-Disposition`): "receipt-<number>.pdf", the number reduced to safe characters. */
export function invoiceFileName(data: InvoiceData, format: "html" | "pdf"): string {
  return `receipt-${data.number.replace(/[^A-Za-z0-9_-]+/g, "-")}.${format}`;
}
