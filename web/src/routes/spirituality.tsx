import { createFileRoute } from "@tanstack/react-router";
import { metaTableQueryOptions } from "../app/page-meta";
import { currentLocale } from "../i18n/runtime";
import { m } from "../paraglide/messages.js";
import { SpiritualityPage } from "../features/spirituality/SpiritualityPage";

export const Route = createFileRoute("/spirituality")({
  // The page's texts, and today's festivals at the reader's place, start with its code.
  loader: async ({ context: { queryClient } }) => {
    const locale = currentLocale();
    const [{ mantraTextsQueryOptions }, { festivalQueryOptions, resolveFestivalRequest }, { defaultPlace, syncAccountPlace }] = await Promise.all([
      import("../features/spirituality/SpiritualityPage"),
      import("../features/festivals/api"),
      import("../lib/home-place"),
    ]);
    await syncAccountPlace();
    await Promise.all([
      queryClient.ensureQueryData(metaTableQueryOptions(locale)),
      queryClient.ensureQueryData(mantraTextsQueryOptions(locale)),
      queryClient.prefetchQuery(festivalQueryOptions(resolveFestivalRequest({}, defaultPlace(m.pc_delhi_ist())), locale)),
    ]);
  },
  component: SpiritualityPage,
});
