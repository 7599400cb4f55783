// SPDX-License-Identifier: AGPL-3.0-or-later
import type { MantraId } from "../index";

/** What a mantra is called and what it says, in one language (original to this project). */
export interface MantraText {
  /** The mantra's name as devotees in this language call it. */
  name: string;
  /** One or two sentences: what the words say and what it is chanted for. */
  meaning: string;
}
export type MantraTexts = Record<MantraId, MantraText>;
