import { createFileRoute } from "@tanstack/react-router";
import { BabyNamingPage } from "../features/baby-names/BabyNamingPage";
import { babyNamingLoader } from "../features/baby-names/loader";

/** Baby names by the birth nakshatra pada's starting syllable; the filters live in the URL (`?nakshatra=rohini&pada=1&gender=girl`). */
export const Route = createFileRoute("/baby-naming")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => babyNamingLoader(args),
  component: BabyNamingPage,
});
