// SPDX-License-Identifier: AGPL-3.0-or-later
/**
 * The whole curated list: girls', boys' and unisex names joined, each name once per gender
 * (the same Latin spelling may be both a girl's and a boy's name, e.g. "Kiran" in two lists,
 * but never twice with one gender; the first list keeps it).
 */
import type { NameRow } from "./types";
import { names as boys } from "./boys";
import { names as girls } from "./girls";
import { names as unisex } from "./unisex";

/** The lists, in the order duplicates are resolved. */
export const nameLists: Record<string, readonly NameRow[]> = { girls, boys, unisex };

function joinLists(lists: readonly (readonly NameRow[])[]): NameRow[] {
  const seen = new Set<string>();
  const out: NameRow[] = [];
  for (const row of lists.flat()) {
    const id = `${row[0].toLowerCase()}|${row[4]}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(row);
  }
  return out;
}

export const allNames: readonly NameRow[] = joinLists(Object.values(nameLists));
