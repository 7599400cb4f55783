import { sameOriginPath } from "@contract/redirect";
import { stripLocalePrefix } from "../../i18n/locale";

/**
 * Where "Continue" may take the user after a payment: a path on this site (`sameOriginPath`,
 * the rule of the sign-in redirects), without its language prefix, since the router adds the
 * page's own. Null for anything else (another host, a scheme, garbage).
 */
export function returnPath(candidate: string | undefined, origin: string): string | null {
  const path = sameOriginPath(candidate, origin);
  if (!path) return null;
  const query = path.search(/[?#]/);
  const pathname = query === -1 ? path : path.slice(0, query);
  const rest = query === -1 ? "" : path.slice(query);
  return `${stripLocalePrefix(pathname)}${rest.replace(/#.*$/, "")}`;
}
