// SPDX-License-Identifier: AGPL-3.0-or-later
import type { YogaKind } from "../kundli/yogas";
import type { Term } from "./lang";

/** Names as Hindi, Tamil and Telugu jyotisha texts print them. */
export const yogaNames: Record<YogaKind, Term> = {
  ruchaka: { en: "Ruchaka Yoga", hi: "रुचक योग", ta: "ருசக யோகம்", te: "రుచక యోగం" },
  bhadra: { en: "Bhadra Yoga", hi: "भद्र योग", ta: "பத்ர யோகம்", te: "భద్ర యోగం" },
  hamsa: { en: "Hamsa Yoga", hi: "हंस योग", ta: "ஹம்ச யோகம்", te: "హంస యోగం" },
  malavya: { en: "Malavya Yoga", hi: "मालव्य योग", ta: "மாளவ்ய யோகம்", te: "మాలవ్య యోగం" },
  sasa: { en: "Sasa Yoga", hi: "शश योग", ta: "சச யோகம்", te: "శశ యోగం" },
  "gaja-kesari": { en: "Gaja Kesari Yoga", hi: "गजकेसरी योग", ta: "கஜகேசரி யோகம்", te: "గజకేసరి యోగం" },
  "budha-aditya": { en: "Budha-Aditya Yoga", hi: "बुधादित्य योग", ta: "புதாதித்ய யோகம்", te: "బుధాదిత్య యోగం" },
  "chandra-mangala": { en: "Chandra-Mangala Yoga", hi: "चंद्र-मंगल योग", ta: "சந்திர மங்கள யோகம்", te: "చంద్ర మంగళ యోగం" },
  "raj-yoga": { en: "Raj Yoga", hi: "राजयोग", ta: "ராஜ யோகம்", te: "రాజయోగం" },
  "dhana-yoga": { en: "Dhana Yoga", hi: "धन योग", ta: "தன யோகம்", te: "ధన యోగం" },
  "neecha-bhanga-raja-yoga": { en: "Neecha Bhanga Raja Yoga", hi: "नीचभंग राजयोग", ta: "நீசபங்க ராஜ யோகம்", te: "నీచభంగ రాజయోగం" },
  "viparita-raja-yoga": { en: "Viparita Raja Yoga", hi: "विपरीत राजयोग", ta: "விபரீத ராஜ யோகம்", te: "విపరీత రాజయోగం" },
  kemadruma: { en: "Kemadruma Yoga", hi: "केमद्रुम योग", ta: "கேமத்ரும யோகம்", te: "కేమద్రుమ యోగం" },
  adhi: { en: "Adhi Yoga", hi: "अधि योग", ta: "அதி யோகம்", te: "అధి యోగం" },
  amala: { en: "Amala Yoga", hi: "अमला योग", ta: "அமலா யோகம்", te: "అమల యోగం" },
};

