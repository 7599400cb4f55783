/**
 * The booking emails, written for each language (not translated word by word): the user's
 * confirmation, the astrologer's notice, the cancellation to the other side and the reminder
 * before the start. Times are India time, in the reader's language, with ASCII digits; money in
 * rupees with the Indian grouping.
 */
import { INDIA_TIME_ZONE, JOIN_EARLY_MINUTES, type BookingKind } from "@contract/bookings";
import type { MailLanguage } from "../auth/email";

/** What each mail needs: the other side's name, the kind, the start and where to manage it. */
export interface BookingMailFacts {
  /** The name of the other side: the astrologer for the user, the user for the astrologer. */
  other: string;
  kind: BookingKind;
  startsAtMs: number;
  minutes: number;
  /** GST-inclusive paise a minute of this kind. */
  ratePaise: number;
  /** Absolute URL of /dashboard/bookings (the user's) or /consultations (the astrologer's). */
  link: string;
}

type Mail = { subject: string; text: string };

/** The start as a reader of `lang` reads it: "Friday 27 November, 10:30 am" and so on, India time. */
export function indiaWhen(lang: MailLanguage, instantMs: number): string {
  return new Intl.DateTimeFormat(`${lang}-IN`, {
    timeZone: INDIA_TIME_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    hour: "numeric",
    minute: "2-digit",
    numberingSystem: "latn",
  }).format(new Date(instantMs));
}

/** The clock time alone, India time. */
export function indiaTime(lang: MailLanguage, instantMs: number): string {
  return new Intl.DateTimeFormat(`${lang}-IN`, { timeZone: INDIA_TIME_ZONE, hour: "numeric", minute: "2-digit", numberingSystem: "latn" }).format(new Date(instantMs));
}

const rupees = (paise: number) => (paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 });

const kindNames: Record<MailLanguage, Record<BookingKind, string>> = {
  en: { call: "voice call", video: "video call", chat: "chat" },
  hi: { call: "वॉइस कॉल", video: "वीडियो कॉल", chat: "चैट" },
  ta: { call: "குரல் அழைப்பு", video: "வீடியோ அழைப்பு", chat: "அரட்டை" },
  te: { call: "వాయిస్ కాల్", video: "వీడియో కాల్", chat: "చాట్" },
};

/** The user's confirmation: nothing is charged now; Join opens shortly before; billed per minute. */
export const bookingConfirmationEmail: Record<MailLanguage, (f: BookingMailFacts) => Mail> = {
  en: (f) => ({
    subject: `Booked: ${kindNames.en[f.kind]} with ${f.other}, ${indiaWhen("en", f.startsAtMs)}`,
    text: [
      `Your ${kindNames.en[f.kind]} with ${f.other} is booked for ${indiaWhen("en", f.startsAtMs)} (India time), ${f.minutes} minutes.`,
      "",
      `Nothing has been charged for booking. When you join, the ${kindNames.en[f.kind]} is billed per minute from your wallet at ₹${rupees(f.ratePaise)} a minute, just like a chat.`,
      `The Join button opens ${JOIN_EARLY_MINUTES} minutes before the start on your bookings page: ${f.link}`,
      "",
      "Can't make it? Cancel there before the start; it costs nothing.",
    ].join("\n"),
  }),
  hi: (f) => ({
    subject: `बुकिंग पक्की: ${f.other} के साथ ${kindNames.hi[f.kind]}, ${indiaWhen("hi", f.startsAtMs)}`,
    text: [
      `${f.other} के साथ आपकी ${kindNames.hi[f.kind]} ${indiaWhen("hi", f.startsAtMs)} (भारतीय समय) के लिए बुक हो गई है, ${f.minutes} मिनट के लिए।`,
      "",
      `बुकिंग के लिए कोई पैसा नहीं कटा है। जुड़ने पर ${kindNames.hi[f.kind]} का शुल्क चैट की तरह ही हर मिनट आपके वॉलेट से ₹${rupees(f.ratePaise)} प्रति मिनट की दर से लगेगा।`,
      `शुरू होने से ${JOIN_EARLY_MINUTES} मिनट पहले आपके बुकिंग पेज पर "जुड़ें" बटन खुल जाएगा: ${f.link}`,
      "",
      "नहीं आ पाएँगे? शुरू होने से पहले वहीं रद्द कर दें, इसका कोई शुल्क नहीं है।",
    ].join("\n"),
  }),
  ta: (f) => ({
    subject: `முன்பதிவு உறுதி: ${f.other} உடன் ${kindNames.ta[f.kind]}, ${indiaWhen("ta", f.startsAtMs)}`,
    text: [
      `${f.other} உடனான உங்கள் ${kindNames.ta[f.kind]} ${indiaWhen("ta", f.startsAtMs)} (இந்திய நேரம்) தொடங்கி ${f.minutes} நிமிடங்களுக்கு முன்பதிவாகியுள்ளது.`,
      "",
      `முன்பதிவுக்கு எந்தக் கட்டணமும் எடுக்கப்படவில்லை. நீங்கள் இணைந்ததும், அரட்டையைப் போலவே நிமிடத்துக்கு ₹${rupees(f.ratePaise)} வீதம் உங்கள் வாலெட்டிலிருந்து கட்டணம் கழிக்கப்படும்.`,
      `தொடங்குவதற்கு ${JOIN_EARLY_MINUTES} நிமிடங்களுக்கு முன் உங்கள் முன்பதிவுகள் பக்கத்தில் "இணை" பொத்தான் திறக்கும்: ${f.link}`,
      "",
      "வர இயலாதா? தொடங்கும் முன் அங்கேயே ரத்து செய்யலாம்; அதற்குக் கட்டணம் இல்லை.",
    ].join("\n"),
  }),
  te: (f) => ({
    subject: `బుకింగ్ ఖరారు: ${f.other} తో ${kindNames.te[f.kind]}, ${indiaWhen("te", f.startsAtMs)}`,
    text: [
      `${f.other} తో మీ ${kindNames.te[f.kind]} ${indiaWhen("te", f.startsAtMs)} (భారత కాలమానం) కు ${f.minutes} నిమిషాల పాటు బుక్ అయింది.`,
      "",
      `బుకింగ్‌కు ఎలాంటి రుసుము తీసుకోలేదు. మీరు చేరినప్పుడు, చాట్ లాగే నిమిషానికి ₹${rupees(f.ratePaise)} చొప్పున మీ వాలెట్ నుంచి ఛార్జ్ అవుతుంది.`,
      `మొదలవడానికి ${JOIN_EARLY_MINUTES} నిమిషాల ముందు మీ బుకింగ్‌ల పేజీలో "చేరండి" బటన్ తెరుచుకుంటుంది: ${f.link}`,
      "",
      "రాలేకపోతున్నారా? మొదలయ్యే ముందు అక్కడే రద్దు చేయండి; దానికి ఎలాంటి రుసుము లేదు.",
    ].join("\n"),
  }),
};

/** The astrologer's notice of a new booking. */
export const bookingNoticeEmail: Record<MailLanguage, (f: BookingMailFacts) => Mail> = {
  en: (f) => ({
    subject: `New booking: ${kindNames.en[f.kind]} with ${f.other}, ${indiaWhen("en", f.startsAtMs)}`,
    text: [
      `${f.other} has booked a ${f.minutes}-minute ${kindNames.en[f.kind]} with you for ${indiaWhen("en", f.startsAtMs)} (India time).`,
      "",
      `Please be online a few minutes before the start. Your bookings: ${f.link}`,
    ].join("\n"),
  }),
  hi: (f) => ({
    subject: `नई बुकिंग: ${f.other} के साथ ${kindNames.hi[f.kind]}, ${indiaWhen("hi", f.startsAtMs)}`,
    text: [
      `${f.other} ने आपके साथ ${indiaWhen("hi", f.startsAtMs)} (भारतीय समय) के लिए ${f.minutes} मिनट की ${kindNames.hi[f.kind]} बुक की है।`,
      "",
      `कृपया शुरू होने से कुछ मिनट पहले ऑनलाइन रहें। आपकी बुकिंग: ${f.link}`,
    ].join("\n"),
  }),
  ta: (f) => ({
    subject: `புதிய முன்பதிவு: ${f.other} உடன் ${kindNames.ta[f.kind]}, ${indiaWhen("ta", f.startsAtMs)}`,
    text: [
      `${f.other} உங்களுடன் ${indiaWhen("ta", f.startsAtMs)} (இந்திய நேரம்) அன்று ${f.minutes} நிமிட ${kindNames.ta[f.kind]} முன்பதிவு செய்துள்ளார்.`,
      "",
      `தொடங்குவதற்குச் சில நிமிடங்கள் முன்பே ஆன்லைனில் இருங்கள். உங்கள் முன்பதிவுகள்: ${f.link}`,
    ].join("\n"),
  }),
  te: (f) => ({
    subject: `కొత్త బుకింగ్: ${f.other} తో ${kindNames.te[f.kind]}, ${indiaWhen("te", f.startsAtMs)}`,
    text: [
      `${f.other} మీతో ${indiaWhen("te", f.startsAtMs)} (భారత కాలమానం) కు ${f.minutes} నిమిషాల ${kindNames.te[f.kind]} బుక్ చేశారు.`,
      "",
      `దయచేసి మొదలవడానికి కొన్ని నిమిషాల ముందే ఆన్‌లైన్‌లో ఉండండి. మీ బుకింగ్‌లు: ${f.link}`,
    ].join("\n"),
  }),
};

/** To the side that did not cancel. */
export const bookingCancelledEmail: Record<MailLanguage, (f: BookingMailFacts) => Mail> = {
  en: (f) => ({
    subject: `Cancelled: ${kindNames.en[f.kind]} with ${f.other}, ${indiaWhen("en", f.startsAtMs)}`,
    text: [`${f.other} has cancelled the ${kindNames.en[f.kind]} booked for ${indiaWhen("en", f.startsAtMs)} (India time). Nothing was charged.`, "", `Your bookings: ${f.link}`].join("\n"),
  }),
  hi: (f) => ({
    subject: `रद्द: ${f.other} के साथ ${kindNames.hi[f.kind]}, ${indiaWhen("hi", f.startsAtMs)}`,
    text: [`${f.other} ने ${indiaWhen("hi", f.startsAtMs)} (भारतीय समय) की ${kindNames.hi[f.kind]} रद्द कर दी है। कोई शुल्क नहीं लगा।`, "", `आपकी बुकिंग: ${f.link}`].join("\n"),
  }),
  ta: (f) => ({
    subject: `ரத்து: ${f.other} உடன் ${kindNames.ta[f.kind]}, ${indiaWhen("ta", f.startsAtMs)}`,
    text: [`${indiaWhen("ta", f.startsAtMs)} (இந்திய நேரம்) அன்று முன்பதிவான ${kindNames.ta[f.kind]} ${f.other} அவர்களால் ரத்து செய்யப்பட்டது. எந்தக் கட்டணமும் எடுக்கப்படவில்லை.`, "", `உங்கள் முன்பதிவுகள்: ${f.link}`].join("\n"),
  }),
  te: (f) => ({
    subject: `రద్దు: ${f.other} తో ${kindNames.te[f.kind]}, ${indiaWhen("te", f.startsAtMs)}`,
    text: [`${indiaWhen("te", f.startsAtMs)} (భారత కాలమానం) కు బుక్ అయిన ${kindNames.te[f.kind]} ను ${f.other} రద్దు చేశారు. ఎలాంటి రుసుము తీసుకోలేదు.`, "", `మీ బుకింగ్‌లు: ${f.link}`].join("\n"),
  }),
};

/** The reminder to both sides, about `REMINDER_MINUTES` before the start. */
export const bookingReminderEmail: Record<MailLanguage, (f: BookingMailFacts) => Mail> = {
  en: (f) => ({
    subject: `Starting soon: ${kindNames.en[f.kind]} with ${f.other} at ${indiaTime("en", f.startsAtMs)}`,
    text: [`Your ${kindNames.en[f.kind]} with ${f.other} starts at ${indiaTime("en", f.startsAtMs)} India time.`, "", `Join from here (the button opens ${JOIN_EARLY_MINUTES} minutes before): ${f.link}`].join("\n"),
  }),
  hi: (f) => ({
    subject: `जल्द शुरू: ${f.other} के साथ ${kindNames.hi[f.kind]}, ${indiaTime("hi", f.startsAtMs)} पर`,
    text: [`${f.other} के साथ आपकी ${kindNames.hi[f.kind]} भारतीय समय के अनुसार ${indiaTime("hi", f.startsAtMs)} पर शुरू होगी।`, "", `यहाँ से जुड़ें (बटन ${JOIN_EARLY_MINUTES} मिनट पहले खुलता है): ${f.link}`].join("\n"),
  }),
  ta: (f) => ({
    subject: `விரைவில் தொடக்கம்: ${f.other} உடன் ${kindNames.ta[f.kind]}, ${indiaTime("ta", f.startsAtMs)}`,
    text: [`${f.other} உடனான உங்கள் ${kindNames.ta[f.kind]} இந்திய நேரப்படி ${indiaTime("ta", f.startsAtMs)}-க்குத் தொடங்கும்.`, "", `இங்கிருந்து இணையுங்கள் (பொத்தான் ${JOIN_EARLY_MINUTES} நிமிடங்களுக்கு முன் திறக்கும்): ${f.link}`].join("\n"),
  }),
  te: (f) => ({
    subject: `త్వరలో మొదలు: ${f.other} తో ${kindNames.te[f.kind]}, ${indiaTime("te", f.startsAtMs)}`,
    text: [`${f.other} తో మీ ${kindNames.te[f.kind]} భారత కాలమానం ${indiaTime("te", f.startsAtMs)} కు మొదలవుతుంది.`, "", `ఇక్కడి నుంచి చేరండి (బటన్ ${JOIN_EARLY_MINUTES} నిమిషాల ముందు తెరుచుకుంటుంది): ${f.link}`].join("\n"),
  }),
};
