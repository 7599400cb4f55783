import type { UserRow } from "./db/schema";
import type { TokenClaims } from "./features/auth/tokens";

declare global {
  namespace Cloudflare {
    /**
     * Secrets and variables set outside wrangler.toml (see .dev.vars.example); the bindings
     * declared in wrangler.toml come from `wrangler types` (worker-configuration.d.ts).
     */
    interface Env {
      /** libSQL endpoint: Turso's libsql://… in production, a local sqld http://… in development. */
      LIBSQL_URL?: string;
      /** Turso database token; unset for the local sqld. */
      LIBSQL_AUTH_TOKEN?: string;
      /** Analytics ids per site: JSON `{ "<site id>": "G-…" }`; unset = no analytics anywhere. */
      GA_MEASUREMENT_IDS?: string;
      /** Public URL of this deployment's source code (AGPL section 13); /api/source redirects there. */
      SOURCE_URL?: string;
      /** Salt of the anonymous visitor hashes behind "users online" (POST /api/presence). */
      PRESENCE_SALT?: string;
      /** HS256 key of access tokens, at least 32 characters; unset = a random key per isolate (development only). */
      JWT_SECRET?: string;
      /** Google OAuth client (Google Cloud console, web application); both unset = Google sign-in off. */
      GOOGLE_CLIENT_ID?: string;
      GOOGLE_CLIENT_SECRET?: string;
      /** Comma-separated emails that become administrators on sign-up or sign-in. */
      ADMIN_EMAILS?: string;
      /** Resend API key for outgoing mail; unset = the development outbox (table + log). */
      RESEND_API_KEY?: string;
      /** Sender of outgoing mail, e.g. `Jyotish <no-reply@example.com>`. */
      EMAIL_FROM?: string;
      /** Twilio account for SMS sign-in codes; all three unset = the development SMS outbox (table + log). */
      TWILIO_ACCOUNT_SID?: string;
      TWILIO_AUTH_TOKEN?: string;
      /** Sender: a Twilio number in E.164 or a Messaging Service SID (`MG…`). */
      TWILIO_FROM?: string;
      /** Razorpay API keys (Dashboard → API keys); both unset = the local development gateway (local database only). */
      RAZORPAY_KEY_ID?: string;
      RAZORPAY_KEY_SECRET?: string;
      /** The secret entered with the webhook in Razorpay's Dashboard (not the key secret). */
      RAZORPAY_WEBHOOK_SECRET?: string;
      /**
       * The PDF printer (report PDFs, features/reports/pdf.ts): Cloudflare Browser Rendering's
       * `https://api.cloudflare.com/client/v4/accounts/<accountId>/browser-rendering/pdf` in
       * production, the local gateway (scripts/lib/printer.ts) in development; unset = no PDFs (503).
       */
      PDF_PRINTER_URL?: string;
      /** Bearer token for the printer: a Cloudflare API token with "Browser Rendering - Edit"; unset for the local gateway. */
      PDF_PRINTER_TOKEN?: string;
      /**
       * Calls (issue 26): a Cloudflare Realtime TURN key (dashboard → Realtime → TURN) whose
       * short-lived credentials the Worker mints for each call. Unset: public STUN only (loopback: none).
       */
      TURN_KEY_ID?: string;
      /** The TURN key's API token (secret: `wrangler secret put TURN_KEY_API_TOKEN`). */
      TURN_KEY_API_TOKEN?: string;
      /**
       * Tests only: the length of a consultation's billing minute in milliseconds (60000 when
       * unset); every room timing scales with it. Ignored on a hosted database.
       */
      CONSULT_MINUTE_MS?: string;
    }
  }
}

/** Bindings and variables of the one Worker. */
export type Env = Cloudflare.Env;

/** Hono generics shared by every sub-app. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    requestId: string;
    /** The signed-in user, set by the auth middleware (features/auth/middleware.ts). */
    user?: UserRow;
    claims?: TokenClaims;
  };
}
