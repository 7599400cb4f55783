/**
 * Outgoing SMS behind one interface (issue 19: phone sign-in). With `TWILIO_ACCOUNT_SID`,
 * `TWILIO_AUTH_TOKEN` and `TWILIO_FROM` set, messages go through Twilio's HTTP API
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource);
 * without them — local development and tests — each message is stored in the `sms_outbox`
 * table and printed in the server's log, as mail is (email.ts).
 */
import { lt } from "drizzle-orm";
import type { Lang } from "@jyotish/terms/lang";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema";
import type { Env } from "../../env";
import { ApiError } from "../../lib/errors";

export interface SmsMessage {
  /** E.164, e.g. `+919876543210`. */
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The sign-in SMS in the reader's language: short (one SMS segment in Unicode is 70 characters
 * per part), the code first in ASCII digits so phones offer to fill it in.
 */
export const phoneCodeSms: Record<Lang, (code: string, minutes: number) => string> = {
  en: (code, minutes) => `${code} is your Jyotish sign-in code. It works for ${minutes} minutes. Do not share it.`,
  hi: (code, minutes) => `${code} आपका ज्योतिष साइन-इन कोड है। ${minutes} मिनट तक मान्य। किसी को न बताएँ।`,
  ta: (code, minutes) => `${code} உங்கள் ஜோதிடம் உள்நுழைவுக் குறியீடு. ${minutes} நிமிடங்கள் செல்லும். யாரிடமும் பகிர வேண்டாம்.`,
  te: (code, minutes) => `${code} మీ జ్యోతిష్ సైన్-ఇన్ కోడ్. ${minutes} నిమిషాలు పనిచేస్తుంది. ఎవరికీ చెప్పకండి.`,
};

export function twilioSender(accountSid: string, authToken: string, from: string): SmsSender {
  return {
    async send(message) {
      const response = await fetch(`https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`, {
        method: "POST",
        headers: { Authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}`, "Content-Type": "application/x-www-form-urlencoded" },
        // A Messaging Service SID (MG…) is sent as such; anything else is the sender number.
        body: new URLSearchParams({ To: message.to, [from.startsWith("MG") ? "MessagingServiceSid" : "From"]: from, Body: message.text }),
      });
      if (!response.ok) {
        console.error(JSON.stringify({ level: "error", message: "SMS provider refused a message", status: response.status }));
        throw new ApiError("unavailable", "sms_not_sent");
      }
    },
  };
}

/** The development sender: the `sms_outbox` table plus a log line. */
export function outboxSender(db: Database): SmsSender {
  return {
    async send(message) {
      const now = Date.now();
      await db.insert(smsOutbox).values({ ...message, createdAtMs: now });
      // A development outbox: a week of messages is plenty.
      await db.delete(smsOutbox).where(lt(smsOutbox.createdAtMs, now - 7 * 24 * 60 * 60_000));
      console.log(`[dev sms outbox] to ${message.to}: ${message.text}`);
    },
  };
}

export function smsConfigured(env: Env): boolean {
  return Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
}

export function createSmsSender(env: Env, db: Database): SmsSender {
  return smsConfigured(env) ? twilioSender(env.TWILIO_ACCOUNT_SID!, env.TWILIO_AUTH_TOKEN!, env.TWILIO_FROM!) : outboxSender(db);
}
