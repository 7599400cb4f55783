// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The shape of Vastu's readable texts, one file per language (`./en.ts`, `./hi.ts`, `./ta.ts`,
 * `./te.ts`, each `export const content: VastuContent`), written natively for each language and
 * original to this project. The page loads only its language's file.
 */
import type { RoomId, SourceId, ZoneId } from "../index";

export interface RoomText {
  name: string;
  /** One or two sentences: why the table places the room where it does. */
  rule: string;
  /** Traditional remedies when the room sits in a zone to avoid: colours, elements, placement of items; never demolition without care. */
  remedy: string;
}

export interface ZoneText {
  /** The direction's name (North-east, ईशान …). */
  name: string;
  /** Its compact name inside the plan's grid cell (North-east, ईशान, வடகிழக்கு …). */
  short: string;
  /** One sentence: its deity and element and what suits it. */
  about: string;
}

export interface VastuContent {
  rooms: Record<RoomId, RoomText>;
  zones: Record<ZoneId, ZoneText>;
  sources: Record<SourceId, string>;
  /** The 32-pada simplification, stated. */
  padaNote: string;
  /** Caution about structural changes. */
  caution: string;
}
