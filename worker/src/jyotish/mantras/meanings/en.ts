// SPDX-License-Identifier: AGPL-3.0-or-later
/** What each mantra says, in English: written for this project. */
import type { MantraTexts } from "./types";

export const texts: MantraTexts = {
  sun: { name: "Surya beej mantra", meaning: "Salutation to the Sun through his seed syllables. Chanted for vitality, confidence and a father's blessings, and when the Sun is weak in the chart." },
  moon: { name: "Chandra beej mantra", meaning: "Salutation to the Moon. Chanted for a calm mind, sound sleep and emotional balance, and during a troubled Moon period." },
  mars: { name: "Mangal beej mantra", meaning: "Salutation to Mars, son of the Earth. Chanted for courage and self-control, and by those with Manglik dosha." },
  mercury: { name: "Budh beej mantra", meaning: "Salutation to Mercury. Chanted for clear thinking, good speech and success in study and trade." },
  jupiter: { name: "Guru beej mantra", meaning: "Salutation to Jupiter, the teacher of the gods. Chanted for wisdom, good counsel, children and a blessed marriage." },
  venus: { name: "Shukra beej mantra", meaning: "Salutation to Venus. Chanted for harmony in love and marriage, comfort and a sense of beauty." },
  saturn: { name: "Shani beej mantra", meaning: "Salutation to Saturn, the slow-moving one. Chanted for patience and steady effort, above all during Sade Sati and Saturn's periods." },
  rahu: { name: "Rahu beej mantra", meaning: "Salutation to Rahu, the Moon's north node. Chanted to steady a restless mind and to ease sudden upheavals of Rahu's periods." },
  ketu: { name: "Ketu beej mantra", meaning: "Salutation to Ketu, the Moon's south node. Chanted for detachment and inner insight, and to calm confusion in Ketu's periods." },
  ganesha: { name: "Ganesha mantra", meaning: "Salutation to Ganapati, lord of beginnings, through his seed syllable 'gam'. Chanted before any new undertaking to remove obstacles." },
  shiva: { name: "Panchakshari (Om Namah Shivaya)", meaning: "The five-syllable salutation to Shiva. Chanted for inner stillness and surrender; it needs no special occasion." },
  mahamrityunjaya: { name: "Mahamrityunjaya mantra", meaning: "We worship the three-eyed one who nourishes all; as a ripe cucumber parts from its vine, may he free us from death, not from immortality. Chanted for healing and protection." },
  gayatri: { name: "Gayatri mantra", meaning: "We meditate on the radiant light of the divine Sun; may it inspire our understanding. Chanted at dawn and dusk for clarity of mind." },
  vishnu: { name: "Vasudeva mantra", meaning: "The twelve-syllable salutation to Lord Vasudeva, Vishnu who dwells in all. Chanted for devotion and peace, especially on Ekadashi." },
  lakshmi: { name: "Mahalakshmi mantra", meaning: "Salutation to the great Lakshmi through her seed syllable 'shrim'. Chanted for prosperity earned rightly and a graceful home." },
  durga: { name: "Durga mantra", meaning: "Salutation to Durga through her seed syllable 'dum'. Chanted for protection and strength, above all in Navratri." },
  saraswati: { name: "Saraswati mantra", meaning: "Salutation to Saraswati through her seed syllable 'aim'. Chanted by students and artists for learning, memory and eloquence." },
  hanuman: { name: "Hanuman mantra", meaning: "Salutation to Hanuman through his seed syllable 'ham'. Chanted for courage, health and freedom from fear; many chant it on Saturdays for Saturn's troubles." },
  rama: { name: "Shri Ram Jay Ram", meaning: "Victory to Rama, victory, victory to Rama. A simple chant of the name, sung alone or together, for devotion and a steady heart." },
  krishna: { name: "Hare Krishna mahamantra", meaning: "A call to Hari, Krishna and Rama, repeated sixteen names at a time. Chanted aloud or softly as a path of devotion for this age." },
  murugan: { name: "Saravanabhava mantra", meaning: "Salutation to Murugan, born in the Saravana pond. Chanted in Tamil homes for courage and victory, and on Tuesdays and Shashti days." },
  venkateswara: { name: "Venkatesha mantra", meaning: "Salutation to Lord Venkateshwara of the seven hills. Chanted by devotees of Tirumala for his protection and grace." },
};
