// SPDX-License-Identifier: AGPL-3.0-or-later
import { createHash } from "node:crypto";
import { PDFDocument, PDFRawStream, decodePDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { InvoiceData } from "@contract/wallet";
import { langs } from "@jyotish/terms/lang";
import {
  INVOICE_CSP,
  INVOICE_SAC,
  INVOICE_STYLE_HASH,
  formatInvoicePaise,
  gstLines,
  invoiceFileName,
  invoiceLabels,
  placeOfSupply,
  renderInvoiceHtml,
  renderInvoicePdf,
} from "./invoice";

/** A recharge of ₹1,00,000 + 18 % GST with a ₹5,000 bonus, sold from Karnataka, buyer's state unknown. */
const base: InvoiceData = {
  number: "RC-2026-000042",
  issuedAt: "2026-11-26T07:05:00Z",
  seller: { name: "Jyotish Platform Pvt. Ltd.", address: "12 Mahatma Gandhi Road\nBengaluru 560001", gstin: "29ABCDE1234F1Z5", email: "billing@example.in", state: "Karnataka" },
  buyer: { name: "Priya Sharma", email: "priya@example.in", phone: "+91 98765 43210" },
  gateway: "razorpay",
  paymentId: "pay_ABCDEF123456",
  orderId: "order_XYZ123456789",
  amountPaise: 10_000_000,
  gstBp: 1800,
  gstPaise: 1_800_000,
  totalPaise: 11_800_000,
  bonusPaise: 500_000,
};

const recharge = (amountPaise: number, gstPaise: number, more: Partial<InvoiceData> = {}): InvoiceData => ({
  ...base,
  amountPaise,
  gstPaise,
  totalPaise: amountPaise + gstPaise,
  ...more,
});

/** The strings a PDF's page draws: pdf-lib writes Helvetica text as hex WinAnsi in `<…> Tj`. */
async function pdfStrings(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents && "asArray" in contents ? contents.asArray() : [contents];
  const text = streams
    .map((ref) => doc.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => Buffer.from(decodePDFRawStream(s).decode()).toString("latin1"))
    .join("\n");
  return [...text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1"));
}

describe("the receipt's figures", () => {
  it("writes ₹1,00,000.00: the rupee sign, two decimals and Indian digit grouping", () => {
    expect(formatInvoicePaise(10_000_000)).toBe("₹1,00,000.00");
    expect(formatInvoicePaise(123_456_789)).toBe("₹12,34,567.89");
    expect(formatInvoicePaise(100)).toBe("₹1.00");
    expect(formatInvoicePaise(5)).toBe("₹0.05");
    expect(formatInvoicePaise(0)).toBe("₹0.00");
    expect(formatInvoicePaise(99_99_99_999_99, "Rs. ")).toBe("Rs. 99,99,99,999.99");
  });

  // Amounts and the GST on them as the server would charge 18 %, odd paise included.
  const cases: [amountPaise: number, gstPaise: number][] = [
    [100, 18],
    [4_999, 900],
    [12_345, 2_222],
    [50_000, 9_000],
    [10_000_000, 1_800_000],
    [1, 0],
  ];

  it.each(cases)("₹%s paise + GST %s paise: CGST + SGST add up to the GST and the total is paid", (amount, gst) => {
    const data = recharge(amount, gst);
    const lines = gstLines(data);
    expect(lines.map((l) => l.tax)).toEqual(["cgst", "sgst"]);
    expect(lines.map((l) => l.rateBp)).toEqual([900, 900]);
    expect(lines[0]!.paise + lines[1]!.paise).toBe(gst);
    expect(Math.abs(lines[0]!.paise - lines[1]!.paise)).toBeLessThanOrEqual(1);
    const html = renderInvoiceHtml(data, "en");
    expect(html).toContain(formatInvoicePaise(amount));
    for (const l of lines) expect(html).toContain(formatInvoicePaise(l.paise));
    expect(html).toContain(`<td class="num">${formatInvoicePaise(amount + gst)}</td>`);
  });

  it.each(cases)("₹%s paise + GST %s paise to another state: one IGST line of the whole GST", (amount, gst) => {
    const data = recharge(amount, gst, { buyer: { ...base.buyer, state: "Tamil Nadu" } });
    expect(gstLines(data)).toEqual([{ tax: "igst", rateBp: 1800, paise: gst }]);
    const html = renderInvoiceHtml(data, "en");
    expect(html).toContain(`IGST (integrated GST) @ 18%</td><td></td><td class="num">${formatInvoicePaise(gst)}</td>`);
    expect(html).not.toContain("CGST");
  });

  it("refuses figures that do not add up (amount + GST ≠ total) rather than print them", () => {
    expect(() => renderInvoiceHtml({ ...base, totalPaise: base.totalPaise + 1 }, "en")).toThrow(RangeError);
    expect(() => renderInvoiceHtml({ ...base, gstPaise: 1.5, totalPaise: base.amountPaise + 1.5 }, "en")).toThrow(RangeError);
    expect(() => renderInvoiceHtml({ ...base, bonusPaise: -1 }, "en")).toThrow(RangeError);
  });

  it("shows the bonus as credited free, outside the taxed total, and what reached the wallet", () => {
    const html = renderInvoiceHtml(base, "en");
    expect(html).toContain("<dt>Bonus credited free (no GST)</dt><dd>₹5,000.00</dd>");
    expect(html).toContain("<dt>Added to your wallet</dt><dd>₹1,05,000.00</dd>");
    expect(renderInvoiceHtml({ ...base, bonusPaise: 0 }, "en")).not.toContain("Bonus");
  });
});

describe("the place of supply (IGST Act s.12(2)(b))", () => {
  it("with no state on record for the buyer it is the seller's state: CGST 9 % + SGST 9 %", () => {
    expect(placeOfSupply(base)).toEqual({ state: "Karnataka", interState: false });
    expect(placeOfSupply({ ...base, buyer: { ...base.buyer, state: null } })).toEqual({ state: "Karnataka", interState: false });
    expect(renderInvoiceHtml(base, "en")).toContain("<dt>Place of supply</dt><dd>Karnataka</dd>");
  });

  it("a buyer on record in the seller's state, however spelled, pays CGST + SGST", () => {
    const data = { ...base, seller: { ...base.seller, state: "Jammu & Kashmir", gstin: "01ABCDE1234F1Z5" }, buyer: { ...base.buyer, state: " jammu and kashmir " } };
    expect(placeOfSupply(data).interState).toBe(false);
    expect(gstLines(data).map((l) => l.tax)).toEqual(["cgst", "sgst"]);
  });

  it("a buyer on record in another state pays IGST 18 % and the receipt names their state", () => {
    const data = { ...base, buyer: { ...base.buyer, state: "Telangana" } };
    expect(placeOfSupply(data)).toEqual({ state: "Telangana", interState: true });
    expect(renderInvoiceHtml(data, "en")).toContain("<dt>Place of supply</dt><dd>Telangana</dd>");
  });

  it("a seller registered in Chandigarh (state code 04) charges UTGST instead of SGST", () => {
    const data = { ...base, seller: { ...base.seller, state: "Chandigarh", gstin: "04ABCDE1234F1Z5" } };
    expect(gstLines(data).map((l) => l.tax)).toEqual(["cgst", "utgst"]);
    expect(renderInvoiceHtml(data, "en")).toContain("<dd>Chandigarh (04)</dd>");
  });
});

describe("the HTML receipt", () => {
  it("escapes a hostile name: nothing the user typed becomes markup", () => {
    const hostile = `<img src=x onerror="alert(1)">'&</title><script>alert(2)</script>`;
    const html = renderInvoiceHtml({ ...base, buyer: { name: hostile, email: `a"<b>@example.in`, phone: null, state: "<i>Goa</i>" } }, "en");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<i>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&#39;&amp;&lt;/title&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain("a&quot;&lt;b&gt;@example.in");
    expect(html.match(/<\/title>/g)).toHaveLength(1);
  });

  it("is one self-contained document: its language, no script, nothing loaded from anywhere", () => {
    for (const lang of langs) {
      const html = renderInvoiceHtml(base, lang);
      expect(html.startsWith("<!doctype html>\n<html lang=\"" + lang + "\">")).toBe(true);
      expect(html).not.toMatch(/<script|<link|<img|\bsrc=|\bhref=|url\(|@import/i);
      expect(html).toContain("@page{size:A4");
      expect(html).toContain('name="viewport"');
    }
  });

  it("gives the credit's date and time in India, in the language's words", () => {
    // 19:00 UTC on 31 March is 00:30 on 1 April in India.
    const data = { ...base, issuedAt: "2026-03-31T19:00:00Z" };
    expect(renderInvoiceHtml(data, "en")).toContain("<dd>1 April 2026, 12:30 am IST</dd>");
    expect(renderInvoiceHtml(data, "hi")).toContain("1 अप्रैल 2026");
    expect(renderInvoiceHtml(data, "ta")).toContain("1 ஏப்ரல்");
    expect(renderInvoiceHtml(data, "te")).toContain("1 ఏప్రిల్");
  });

  it("names the seller, the buyer, the order, the payment and the SAC", () => {
    const html = renderInvoiceHtml(base, "en");
    for (const s of ["Jyotish Platform Pvt. Ltd.", "<p>12 Mahatma Gandhi Road</p>", "<dd>Karnataka (29)</dd>", "<dd>29ABCDE1234F1Z5</dd>", "billing@example.in"]) expect(html).toContain(s);
    for (const s of ["<strong>Priya Sharma</strong>", "<dd>priya@example.in</dd>", "<dd>+91 98765 43210</dd>"]) expect(html).toContain(s);
    for (const s of ["<dd>RC-2026-000042</dd>", "<dd>order_XYZ123456789</dd>", "<dd>pay_ABCDEF123456</dd>", "<dd>Razorpay</dd>", `<td>${INVOICE_SAC}</td>`]) expect(html).toContain(s);
    expect(html).toContain("<dt>Tax payable on reverse charge</dt><dd>No</dd>");
  });

  it("says plainly that a payment through the local development gateway is a test, not a tax document", () => {
    expect(renderInvoiceHtml({ ...base, gateway: "local" }, "en")).toContain(invoiceLabels.en.testNotice);
    expect(renderInvoiceHtml(base, "en")).not.toContain(invoiceLabels.en.testNotice);
  });

  it("INVOICE_CSP allows exactly the receipt's stylesheet (its SHA-256)", () => {
    const html = renderInvoiceHtml(base, "en");
    const css = html.slice(html.indexOf("<style>") + "<style>".length, html.indexOf("</style>"));
    expect(INVOICE_STYLE_HASH).toBe(`'sha256-${createHash("sha256").update(css).digest("base64")}'`);
    expect(INVOICE_CSP).toContain(`style-src ${INVOICE_STYLE_HASH}`);
    expect(INVOICE_CSP).toMatch(/^default-src 'none'/);
  });
});

describe("the receipt in four languages", () => {
  const keys = Object.keys(invoiceLabels.en).sort();

  it.each(langs)("%s has every label, none empty", (lang) => {
    expect(Object.keys(invoiceLabels[lang]).sort()).toEqual(keys);
    for (const key of keys) expect(invoiceLabels[lang][key as keyof typeof invoiceLabels.en].trim()).not.toBe("");
  });

  it.each(["hi", "ta", "te"] as const)("%s is written in its own script, not left in English", (lang) => {
    const script = { hi: /\p{Script=Devanagari}/u, ta: /\p{Script=Tamil}/u, te: /\p{Script=Telugu}/u }[lang];
    // Only the GST acronyms and the "no" of reverse charge may be shared with English words.
    for (const key of keys.filter((k) => k !== "gstin")) expect(invoiceLabels[lang][key as keyof typeof invoiceLabels.en], key).toMatch(script);
  });

  it.each(langs)("%s: every label appears on some receipt (no label is left unused or missing)", (lang) => {
    const variants: InvoiceData[] = [
      { ...base, gateway: "local" },
      { ...base, buyer: { ...base.buyer, state: "Kerala" } },
      { ...base, seller: { ...base.seller, state: "Chandigarh", gstin: "04ABCDE1234F1Z5" } },
    ];
    const html = variants.map((d) => renderInvoiceHtml(d, lang)).join("\n");
    const escaped = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
    for (const key of keys) expect(html, key).toContain(escaped(invoiceLabels[lang][key as keyof typeof invoiceLabels.en]));
    expect(html).not.toMatch(/undefined|null|NaN/);
  });
});

describe("the PDF receipt", () => {
  it("is a PDF of one A4 page with its figures written out", async () => {
    const bytes = await renderInvoicePdf(base, "en");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    const strings = await pdfStrings(bytes);
    for (const s of ["Tax invoice / receipt", "RC-2026-000042", "Priya Sharma", "pay_ABCDEF123456", INVOICE_SAC, "Rs. 1,00,000.00", "Rs. 9,000.00", "Rs. 1,18,000.00", "Rs. 5,000.00", "Karnataka (29)"]) {
      expect(strings).toContain(s);
    }
    expect(strings.filter((s) => s.startsWith("CGST") || s.startsWith("SGST"))).toHaveLength(2);
  });

  it("does not throw on a Tamil name: the buyer is named by their email instead", async () => {
    const data = { ...base, buyer: { name: "முருகன் செல்வராஜ்", email: "murugan@example.in", phone: null } };
    const bytes = await renderInvoicePdf(data, "ta");
    const strings = await pdfStrings(bytes);
    expect(strings).toContain("murugan@example.in");
    expect(strings.join(" ")).not.toMatch(/[^\x20-\xff]/);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it("does not throw when nothing about the buyer can be written in Helvetica", async () => {
    const data = { ...base, seller: { ...base.seller, address: "१२ महात्मा गांधी मार्ग\nBengaluru 560001" }, buyer: { name: "ప్రియ", email: null, phone: null } };
    const strings = await pdfStrings(await renderInvoicePdf(data, "te"));
    expect(strings).toContain("Bengaluru 560001");
    expect(strings).toContain("-");
  });

  it.each(langs)("in %s: the content is English (pdf-lib cannot shape Indic text) and the title is in the language", async (lang) => {
    const bytes = await renderInvoicePdf({ ...base, gateway: "local" }, lang);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getTitle()).toBe(`${invoiceLabels[lang].title} RC-2026-000042`);
    const strings = await pdfStrings(bytes);
    expect(strings).toContain("Total paid");
    expect(strings.join(" ")).toContain("Test payment through the local development gateway");
  });

  it("is the same file for the same receipt (dated by the credit, not by the clock)", async () => {
    const [a, b] = await Promise.all([renderInvoicePdf(base, "en"), renderInvoicePdf(base, "en")]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});

it("names the file after the receipt number with only safe characters", () => {
  expect(invoiceFileName(base, "pdf")).toBe("receipt-RC-2026-000042.pdf");
  expect(invoiceFileName({ ...base, number: 'RC/26"; x' }, "html")).toBe("receipt-RC-26-x.html");
});

it("leaves out the seller's fields that are not set yet (the seeded seller has only a name)", async () => {
  const data = { ...base, seller: { name: "Jyotish Setu", address: "", state: "", gstin: "", email: "" } };
  const html = renderInvoiceHtml(data, "en");
  expect(html).toContain("<strong>Jyotish Setu</strong>");
  expect(html).not.toMatch(/<dd>\s*<\/dd>|<p><\/p>/);
  expect(html).not.toContain("<dt>GSTIN</dt>");
  expect(html).not.toContain("<dt>Place of supply</dt>");
  expect(await pdfStrings(await renderInvoicePdf(data, "en"))).not.toContain("GSTIN");
});
