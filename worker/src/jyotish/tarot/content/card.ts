// SPDX-License-Identifier: AGPL-3.0-or-later
import type { CardText } from "./types";

/** One card's texts, written as a row: name, upright keywords and meaning, reversed keywords and meaning, year text. */
export const card = (name: string, up: string[], upMeaning: string, rev: string[], revMeaning: string, year: string): CardText => ({
  name,
  upright: { keywords: up, meaning: upMeaning },
  reversed: { keywords: rev, meaning: revMeaning },
  year,
});
