/**
 * The tarot answers: the engine's draw (worker/src/jyotish/tarot) dressed with the texts of
 * the request's language. Pure apart from nothing: the seed comes in as an argument.
 */
import type { DrawAnswer, DrawnCardAnswer, YearAnswer } from "@contract/tarot";
import type { Lang } from "@jyotish/terms/lang";
import { signIds, signNames } from "@jyotish/terms/signs";
import { byLang } from "@jyotish/tarot/content";
import { cardInfo } from "@jyotish/tarot/deck";
import { type DrawnCard, drawSpread, yearCard, yearCardSeed } from "@jyotish/tarot/draw";
import { drawMethod, yearMethod } from "@jyotish/tarot/method";
import { type SpreadId, spreads } from "@jyotish/tarot/spreads";

function cardAnswer(drawn: DrawnCard, lang: Lang): DrawnCardAnswer {
  const info = cardInfo(drawn.card);
  const text = byLang[lang][drawn.card];
  const side = drawn.reversed ? text.reversed : text.upright;
  return {
    id: drawn.card,
    name: text.name,
    arcana: info.arcana,
    numeral: info.arcana === "major" ? info.numeral : null,
    suit: info.arcana === "minor" ? info.suit : null,
    rank: info.arcana === "minor" ? info.rank : null,
    reversed: drawn.reversed,
    keywords: side.keywords,
    meaning: side.meaning,
  };
}

/** The reading of `spread` from `seed` (32 lowercase hex digits). */
export function tarotReading(spread: SpreadId, seed: string, lang: Lang): DrawAnswer {
  const layout = spreads[spread];
  return {
    spread,
    spreadName: layout.name[lang],
    seed,
    source: layout.source[lang],
    method: drawMethod[lang](seed),
    cards: drawSpread(spread, seed).map((drawn) => {
      const place = layout.positions[drawn.position]!;
      return { position: { index: drawn.position, id: place.id, name: place.name[lang], question: place.question[lang] }, card: cardAnswer(drawn, lang) };
    }),
  };
}

/** The twelve signs' cards of `year`. */
export function tarotYear(year: number, lang: Lang): YearAnswer {
  return {
    year,
    method: yearMethod[lang](year),
    signs: signIds.map((sign) => {
      const drawn = yearCard(year, sign);
      return { sign, signName: signNames[sign][lang], seed: yearCardSeed(year, sign), card: cardAnswer(drawn, lang), yearText: byLang[lang][drawn.card].year };
    }),
  };
}
