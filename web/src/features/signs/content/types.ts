import type { SignId } from "@jyotish/terms/signs";

/** A language's own texts about the signs, written for that language (not translated line by line). */
export interface SignContent {
  /** What the sign's symbol shows ("Ram", "मेढ़ा"), in words: the shipped fonts have no zodiac glyphs. */
  symbol: Record<SignId, string>;
  /** Two short paragraphs on the sign's nature. */
  nature: Record<SignId, readonly [string, string]>;
}
