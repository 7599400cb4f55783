/**
 * The horoscope the edge wrote into the page's first HTML. On a horoscope page the Worker
 * embeds that page's own answer as
 * `<script type="application/json" id="edge-horoscope">{ "key": "<sign>|<period>|<date>|<area>|<lang>", "answer": … }</script>`
 * so the prediction is in the crawlable first screen; the page's query starts from it
 * (`initialData`) instead of asking the API a second time.
 */
import type { HoroscopeAnswer, HoroscopePeriod } from "@contract/horoscope";
import type { SignId } from "@jyotish/terms/signs";
import type { Locale } from "../../i18n/locale";

export interface HoroscopeRequest {
  sign: SignId;
  period: HoroscopePeriod;
  /** An IST date, "YYYY-MM-DD". */
  date: string;
  area: "general" | "love" | "career" | "health";
}

/** The key the edge writes beside its answer: "aries|daily|2026-11-26|general|en". */
export const edgeKey = (r: HoroscopeRequest, lang: Locale): string => `${r.sign}|${r.period}|${r.date}|${r.area}|${lang}`;

/**
 * The embedded answer when its key is `key`. The payload is the Worker's own answer of
 * `GET /api/horoscope` (typed by the contract, as `apiJson` types API answers); anything
 * without a key and an answer object is ignored.
 */
export function edgeAnswerFor(payload: unknown, key: string): HoroscopeAnswer | undefined {
  if (!payload || typeof payload !== "object") return undefined;
  const { key: written, answer } = payload as { key?: unknown; answer?: unknown };
  if (written !== key || !answer || typeof answer !== "object") return undefined;
  return answer as HoroscopeAnswer;
}

let payload: unknown;
let read = false;

/** The page's embedded payload, parsed once; null when there is none or it is not JSON. */
function embedded(): unknown {
  if (!read) {
    read = true;
    try {
      const text = typeof document === "undefined" ? null : document.getElementById("edge-horoscope")?.textContent;
      payload = text ? JSON.parse(text) : null;
    } catch {
      payload = null;
    }
  }
  return payload;
}

/** The edge's answer for this request, if the first HTML carries it (see the module's comment). */
export const edgeHoroscope = (key: string): HoroscopeAnswer | undefined => edgeAnswerFor(embedded(), key);
