import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../app/page-meta";
import { kundliLoader } from "../features/kundli/loader";
import { kundliSearchSchema } from "../components/kundli-search";
import { JathagamPage } from "../features/kundli/pages";

/** Tamil only (route table `locales`): other languages get the not-found page. */
export const Route = createFileRoute("/jathagam")({
  validateSearch: kundliSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async (args) => {
    await tablePageLoader(args);
    await kundliLoader()(args);
  },
  component: JathagamPage,
});
