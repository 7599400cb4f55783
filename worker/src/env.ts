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
