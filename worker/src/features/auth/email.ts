/**
 * Outgoing mail behind one interface. With `RESEND_API_KEY` set, mail goes through Resend's
 * HTTP API (https://resend.com/docs/api-reference/emails/send-email); without it — local
 * development and tests — each message is stored in the `email_outbox` table and printed in
 * the server's log, so a developer can read a reset code without any provider.
 */
import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The languages mail is written in (the users table's `language`). */
export type { Lang as MailLanguage } from "@jyotish/terms/lang";
import type { Lang as MailLanguage } from "@jyotish/terms/lang";

/**
 * The password-reset mail in the reader's language: written for each language (the words the
 * site's own pages use — पासवर्ड, கடவுச்சொல், పాస్‌వర్డ్), with the 6-digit code in ASCII
 * digits in every one so it can be copied as typed.
 */
export const resetCodeEmail: Record<MailLanguage, (code: string) => { subject: string; text: string }> = {
  en: (code) => ({
    subject: `Your password reset code: ${code}`,
    text: [
      `Your code to reset your password is ${code}.`,
      "",
      "It works once, for 15 minutes. If you did not ask for it, ignore this email: your password stays as it is.",
    ].join("\n"),
  }),
  hi: (code) => ({
    subject: `आपका पासवर्ड रीसेट कोड: ${code}`,
    text: [
      `अपना पासवर्ड बदलने के लिए आपका कोड ${code} है।`,
      "",
      "यह कोड केवल एक बार और 15 मिनट तक काम करेगा। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।",
    ].join("\n"),
  }),
  ta: (code) => ({
    subject: `உங்கள் கடவுச்சொல் மீட்டமைப்புக் குறியீடு: ${code}`,
    text: [
      `உங்கள் கடவுச்சொல்லை மாற்றுவதற்கான குறியீடு ${code}.`,
      "",
      "இதை ஒருமுறை மட்டுமே, 15 நிமிடங்களுக்குள் பயன்படுத்தலாம். நீங்கள் இதைக் கோரவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.",
    ].join("\n"),
  }),
  te: (code) => ({
    subject: `మీ పాస్‌వర్డ్ రీసెట్ కోడ్: ${code}`,
    text: [
      `మీ పాస్‌వర్డ్ మార్చుకోవడానికి మీ కోడ్ ${code}.`,
      "",
      "ఈ కోడ్ ఒక్కసారి మాత్రమే, 15 నిమిషాల పాటు పనిచేస్తుంది. మీరు దీన్ని అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పాస్‌వర్డ్ ఏమీ మారదు.",
    ].join("\n"),
  }),
};

/**
 * The sign-up mail to an address without an account: the 6-digit code that creates it
 * (issue 18: sign-up answers the same whether or not the address has an account).
 */
export const signupCodeEmail: Record<MailLanguage, (code: string) => { subject: string; text: string }> = {
  en: (code) => ({
    subject: `Your sign-up code: ${code}`,
    text: [
      `Your code to finish creating your account is ${code}.`,
      "",
      "It works once, for 15 minutes. If you did not sign up, ignore this email: no account is created without the code.",
    ].join("\n"),
  }),
  hi: (code) => ({
    subject: `आपका साइन-अप कोड: ${code}`,
    text: [
      `अपना खाता बनाने के लिए आपका कोड ${code} है।`,
      "",
      "यह कोड केवल एक बार और 15 मिनट तक काम करेगा। अगर आपने साइन-अप नहीं किया था, तो इस ईमेल को अनदेखा कर दें: इस कोड के बिना कोई खाता नहीं बनेगा।",
    ].join("\n"),
  }),
  ta: (code) => ({
    subject: `உங்கள் பதிவுக் குறியீடு: ${code}`,
    text: [
      `உங்கள் கணக்கை உருவாக்கி முடிப்பதற்கான குறியீடு ${code}.`,
      "",
      "இதை ஒருமுறை மட்டுமே, 15 நிமிடங்களுக்குள் பயன்படுத்தலாம். நீங்கள் பதிவு செய்யவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: இந்தக் குறியீடு இல்லாமல் எந்தக் கணக்கும் உருவாகாது.",
    ].join("\n"),
  }),
  te: (code) => ({
    subject: `మీ సైన్-అప్ కోడ్: ${code}`,
    text: [
      `మీ ఖాతా సృష్టించడం పూర్తి చేయడానికి మీ కోడ్ ${code}.`,
      "",
      "ఈ కోడ్ ఒక్కసారి మాత్రమే, 15 నిమిషాల పాటు పనిచేస్తుంది. మీరు సైన్ అప్ చేయకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: ఈ కోడ్ లేకుండా ఏ ఖాతా తెరవబడదు.",
    ].join("\n"),
  }),
};

/** Where the "you already have an account" mail points: absolute URLs of the sign-in and password-reset pages (/reset-pin). */
export interface AccountLinks {
  signIn: string;
  reset: string;
}

/** The sign-up mail to an address that already has an account: a note, with the ways back in. */
export const existingAccountEmail: Record<MailLanguage, (links: AccountLinks) => { subject: string; text: string }> = {
  en: (links) => ({
    subject: "You already have an account with this email",
    text: [
      "Someone — probably you — tried to sign up with this email address, but it already has an account.",
      "",
      `Sign in: ${links.signIn}`,
      `Forgot your password? Reset it: ${links.reset}`,
      "",
      "If this was not you, ignore this email: nothing has changed.",
    ].join("\n"),
  }),
  hi: (links) => ({
    subject: "इस ईमेल से आपका खाता पहले से बना हुआ है",
    text: [
      "किसी ने — शायद आपने ही — इस ईमेल पते से साइन-अप करने की कोशिश की, पर इस पते से खाता पहले से बना हुआ है।",
      "",
      `साइन इन करें: ${links.signIn}`,
      `पासवर्ड भूल गए? यहाँ नया बनाएँ: ${links.reset}`,
      "",
      "अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर दें: आपके खाते में कुछ नहीं बदला है।",
    ].join("\n"),
  }),
  ta: (links) => ({
    subject: "இந்த மின்னஞ்சலில் உங்களுக்கு ஏற்கெனவே கணக்கு உள்ளது",
    text: [
      "யாரோ — பெரும்பாலும் நீங்களே — இந்த மின்னஞ்சல் முகவரியுடன் பதிவு செய்ய முயன்றார்கள்; ஆனால் இந்த முகவரிக்கு ஏற்கெனவே ஒரு கணக்கு உள்ளது.",
      "",
      `உள்நுழைய: ${links.signIn}`,
      `கடவுச்சொல் மறந்துவிட்டதா? இங்கே மீட்டமைக்கவும்: ${links.reset}`,
      "",
      "இது நீங்கள் இல்லையென்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கணக்கில் எதுவும் மாறவில்லை.",
    ].join("\n"),
  }),
  te: (links) => ({
    subject: "ఈ ఈమెయిల్‌తో మీకు ఇప్పటికే ఖాతా ఉంది",
    text: [
      "ఎవరో — బహుశా మీరే — ఈ ఈమెయిల్ చిరునామాతో సైన్ అప్ చేయడానికి ప్రయత్నించారు, కానీ ఈ చిరునామాకు ఇప్పటికే ఖాతా ఉంది.",
      "",
      `సైన్ ఇన్ చేయండి: ${links.signIn}`,
      `పాస్‌వర్డ్ మర్చిపోయారా? ఇక్కడ రీసెట్ చేయండి: ${links.reset}`,
      "",
      "ఇది మీరు కాకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ ఖాతాలో ఏమీ మారలేదు.",
    ].join("\n"),
  }),
};

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

export function resendMailer(apiKey: string, from: string): Mailer {
  return {
    async send(message) {
      const response = await fetch("https://api.resend.com/emails", {
        method: "POST",
        headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text }),
      });
      if (!response.ok) {
        console.error(JSON.stringify({ level: "error", message: "email provider refused a message", status: response.status }));
        throw new ApiError("unavailable", "email_not_sent");
      }
    },
  };
}

/** The development mailer: the outbox table plus a log line. */
export function outboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      const now = Date.now();
      await db.insert(emailOutbox).values({ ...message, createdAtMs: now });
      // A development outbox: a week of mail is plenty.
      await db.delete(emailOutbox).where(lt(emailOutbox.createdAtMs, now - 7 * 24 * 60 * 60_000));
      console.log(`[dev outbox] to ${message.to}: ${message.subject}\n${message.text}`);
    },
  };
}

export function createMailer(env: Env, db: Database): Mailer {
  return env.RESEND_API_KEY ? resendMailer(env.RESEND_API_KEY, env.EMAIL_FROM || "Jyotish <no-reply@jyotish.app>") : outboxMailer(db);
}
