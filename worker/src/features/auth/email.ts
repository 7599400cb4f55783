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
 * The PIN-reset mail in the reader's language: written for each language (the words the
 * site's own pages use — पिन, பின், పిన్), with the 6-digit code in ASCII
 * digits in every one so it can be copied as typed.
 */
export const resetCodeEmail: Record<MailLanguage, (code: string) => { subject: string; text: string }> = {
  en: (code) => ({
    subject: `Your PIN reset code: ${code}`,
    text: [
      `Your code to reset your PIN (password) is ${code}.`,
      "",
      "It works once, for 15 minutes. If you did not ask for it, ignore this email: your PIN stays as it is.",
    ].join("\n"),
  }),
  hi: (code) => ({
    subject: `आपका पिन रीसेट कोड: ${code}`,
    text: [
      `अपना पिन (पासवर्ड) बदलने के लिए आपका कोड ${code} है।`,
      "",
      "यह कोड केवल एक बार और 15 मिनट तक काम करेगा। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: आपका पिन जैसा है वैसा ही रहेगा।",
    ].join("\n"),
  }),
  ta: (code) => ({
    subject: `உங்கள் பின் (PIN) மீட்டமைப்புக் குறியீடு: ${code}`,
    text: [
      `உங்கள் பின்னை (கடவுச்சொல்) மாற்றுவதற்கான குறியீடு ${code}.`,
      "",
      "இதை ஒருமுறை மட்டுமே, 15 நிமிடங்களுக்குள் பயன்படுத்தலாம். நீங்கள் இதைக் கோரவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் பின் மாறாது.",
    ].join("\n"),
  }),
  te: (code) => ({
    subject: `మీ పిన్ రీసెట్ కోడ్: ${code}`,
    text: [
      `మీ పిన్ (పాస్‌వర్డ్) మార్చుకోవడానికి మీ కోడ్ ${code}.`,
      "",
      "ఈ కోడ్ ఒక్కసారి మాత్రమే, 15 నిమిషాల పాటు పనిచేస్తుంది. మీరు దీన్ని అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: మీ పిన్ ఏమీ మారదు.",
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
