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
    }
  }
}

/** Bindings and variables of the one Worker. */
export type Env = Cloudflare.Env;

/** Hono generics shared by every sub-app. */
export interface AppEnv {
  Bindings: Env;
  Variables: { requestId: string };
}
