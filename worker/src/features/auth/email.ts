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
