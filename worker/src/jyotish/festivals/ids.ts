// SPDX-License-Identifier: AGPL-3.0-or-later
/** The festival and monthly-vrata ids alone (the route table and the client need only these, not the rules). */

export const festivalIds = [
  "makar-sankranti", "pongal", "basant-panchami", "maha-shivaratri", "holika-dahan", "holi", "ugadi", "chaitra-navratri",
  "ram-navami", "hanuman-jayanti", "mahavir-jayanti", "akshaya-tritiya", "buddha-purnima", "rath-yatra", "guru-purnima",
  "nag-panchami", "raksha-bandhan", "janmashtami", "ganesh-chaturthi", "onam", "pitru-paksha", "sharad-navratri",
  "durga-saptami", "durga-ashtami", "maha-navami", "dussehra", "karva-chauth", "dhanteras", "naraka-chaturdashi", "diwali", "govardhan-puja",
  "bhai-dooj", "chhath-puja", "tulsi-vivah", "guru-nanak-jayanti", "kartik-purnima",
] as const;
export type FestivalId = (typeof festivalIds)[number];

/** The vratas of every month. */
export const recurringIds = ["ekadashi", "purnima", "amavasya", "pradosh", "sankashti-chaturthi", "masik-shivaratri"] as const;
export type RecurringId = (typeof recurringIds)[number];
