import { createFileRoute, redirect } from "@tanstack/react-router";
import { tablePageLoader } from "../app/page-meta";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { JathagamPage } from "../features/kundli/pages";
import { currentLocale } from "../i18n/runtime";

/**
 * Tamil only (route table `locales`). In the other languages the Worker answers the path with a
 * 301 to the South Indian /kundli (route table `redirect`); an in-app link lands here instead.
 */
export const Route = createFileRoute("/jathagam")({
  validateSearch: kundliSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async (args) => {
    if (currentLocale() !== "ta") throw redirect({ to: "/kundli", search: { style: "south", ...args.deps }, replace: true });
    await tablePageLoader(args);
    await kundliLoader()(args);
  },
  component: JathagamPage,
});
