/**
 * What the muhurat routes start before their page renders: the page texts, the explanations
 * and (for one kind) the windows the search asks for, in parallel with the page's code. The
 * windows are prefetched rather than required, so a failed request shows the page's own error.
 */
import * as v from "valibot";
import { metaTableQueryOptions, tableMatchOrNotFound } from "../../app/page-meta";
import { currentLocale } from "../../i18n/runtime";
import { m } from "../../paraglide/messages.js";
import { contentQueryOptions } from "../festivals/api";
import type { LoaderArgs } from "../festivals/loaders";
import { type Kind, muhuratQueryOptions, muhuratSearchSchema, resolveMuhuratRequest } from "./api";

export async function muhuratLoader({ context: { queryClient }, location, deps }: LoaderArgs, kind?: Kind) {
  const locale = currentLocale();
  tableMatchOrNotFound(location.pathname, locale);
  // Loaded here, not imported: this module is in the first screen's bundle.
  const { defaultPlace, syncAccountPlace } = await import("../../lib/home-place");
  await syncAccountPlace();
  const { where, from, to } = resolveMuhuratRequest(v.parse(muhuratSearchSchema, deps), defaultPlace(m.pc_delhi_ist()));
  await Promise.all([
    queryClient.ensureQueryData(metaTableQueryOptions(locale)),
    queryClient.ensureQueryData(contentQueryOptions(locale)),
    kind && queryClient.prefetchQuery(muhuratQueryOptions(kind, { from, to, ...where }, locale)),
  ]);
}
