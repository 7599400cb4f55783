// SPDX-License-Identifier: AGPL-3.0-or-later
/** The weekday (0 = Sunday) of each graha's charity and fast: its own day; Rahu's Saturday and Ketu's Tuesday ("Rahu acts like Saturn, Ketu like Mars", BPHS 3). */
import type { GrahaId } from "../../terms/grahas";

export const remedyWeekday: Record<GrahaId, number> = { sun: 0, moon: 1, mars: 2, mercury: 3, jupiter: 4, venus: 5, saturn: 6, rahu: 6, ketu: 2 };
