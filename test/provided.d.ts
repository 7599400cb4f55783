// Values the global setups hand to tests through `provide` / `inject`.
declare module "vitest" {
  export interface ProvidedContext {
    /** HTTP URL of the throwaway sqld the workers tests use. */
    libsqlUrl: string;
    /** Base URL of `wrangler dev` for the e2e tests. */
    baseUrl: string;
  }
}
export {};
