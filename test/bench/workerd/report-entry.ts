// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * A Worker for the workerd report benchmark only (never deployed): POST `{ kind, lang, births }`;
 * it writes each report's sections exactly as the reports service does (the chart, the transits,
 * the engine, then each section rendered in the language), serialises them to JSON, and answers
 * how many sections and characters it wrote.
 */
import type { ReportBirth, ReportKind } from "../../../worker/src/contract/reports";
import type { Lang } from "../../../worker/src/jyotish/terms/lang";
import { buildSections } from "../../../worker/src/jyotish/reports/engine";
import { renderSection, reportInput } from "../../../worker/src/features/reports/service";

// wrangler bundles with the project's wrangler.toml, which declares these Durable Objects.
export { RateLimiter } from "../../../worker/src/lib/rate-limit";
export { Wallet } from "../../../worker/src/features/wallet/wallet-object";
export { ChatRoom } from "../../../worker/src/features/consultations/chat-room";

export default {
  async fetch(request: Request): Promise<Response> {
    const { kind, lang, births, partner } = (await request.json()) as { kind: ReportKind; lang: Lang; births: ReportBirth[]; partner?: ReportBirth };
    let characters = 0;
    let sections = 0;
    const asOf = Date.parse("2026-11-26T06:00:00Z");
    for (const birth of births) {
      const written = buildSections(reportInput(kind, birth, partner ?? null, asOf)).map((s) => renderSection(s, lang));
      sections += written.length;
      characters += JSON.stringify(written).length;
    }
    return Response.json({ reports: births.length, sections, characters });
  },
};
