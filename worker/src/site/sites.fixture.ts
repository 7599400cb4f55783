/**
 * The sister sites as migrations/0022_sites_settings.sql seeds them, for tests of the pure
 * functions in ./sites.ts (sites.test.ts checks this list equals the migration's row).
 */
import type { Site } from "./sites";

export const fixtureSites: readonly Site[] = [
  {
    id: "main",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "jyotishsetu.in",
      "www.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "modern",
    defaultLocale: "en",
    measurementId: null,
    domainDescription: "Main platform (pan-Indian, English first)",
    themeColor: "#8B5CF6"
  },
  {
    id: "hindi",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "hindi.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "hindi",
    defaultLocale: "hi",
    measurementId: null,
    domainDescription: "Hindi sister site",
    themeColor: "#C2410C"
  },
  {
    id: "tamil",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "tamil.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "tamil",
    defaultLocale: "ta",
    measurementId: null,
    domainDescription: "Tamil sister site",
    themeColor: "#B91C1C"
  },
  {
    id: "telugu",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "telugu.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "telugu",
    defaultLocale: "te",
    measurementId: null,
    domainDescription: "Telugu sister site",
    themeColor: "#0F766E"
  },
  {
    id: "classical",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "vedic.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "classical",
    defaultLocale: "en",
    measurementId: null,
    domainDescription: "Classical Vedic site",
    themeColor: "#92400E"
  },
  {
    id: "bharat",
    name: {
      en: "Jyotish Setu",
      hi: "ज्योतिष सेतु",
      ta: "ஜோதிட சேது",
      te: "జ్యోతిష సేతు"
    },
    hosts: [
      "bharat.jyotishsetu.in"
    ],
    canonicalHost: "jyotishsetu.in",
    theme: "pan-indian",
    defaultLocale: "en",
    measurementId: null,
    domainDescription: "Pan-Indian site",
    themeColor: "#1D4ED8"
  }
];
