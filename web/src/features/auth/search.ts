import * as v from "valibot";

/** The sign-in page's query: where to go after signing in (spec §3 `auth_redirect`; checked again before use). */
export const loginSearchSchema = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(2000))), undefined),
});
