// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The shape of palmistry's readable texts, one file per language (`./en.ts`, `./hi.ts`,
 * `./ta.ts`, `./te.ts`, each `export const content: PalmistryContent`), written natively for
 * each language and original to this project. The page loads only its language's file.
 */
import type { FeatureId, ShapeId } from "../index";

export interface FeatureText {
  /** The name a reader in this language uses, western or Indian. */
  name: string;
  /** The other tradition's name (the Samudrika name in English, the western one in the Indian languages). */
  otherName: string;
  /** One or two sentences: where it lies on the palm. */
  where: string;
  /** Two or three sentences: what readers traditionally look at (length, depth, breaks, forks, fullness). */
  lookFor: string;
}

export interface ShapeText {
  name: string;
  /** How to recognise it: palm and fingers. */
  looks: string;
  /** The temperament the tradition ascribes to it. */
  nature: string;
}

export interface PalmistryContent {
  features: Record<FeatureId, FeatureText>;
  shapes: Record<ShapeId, ShapeText>;
  /** One short paragraph: how the Samudrika Shastra tradition reads the hand. */
  samudrika: string;
}
