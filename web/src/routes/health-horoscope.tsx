import { createFileRoute } from "@tanstack/react-router";
import { pickerPageLoader } from "../features/horoscope/loaders";
import { PickerPage } from "../features/horoscope/pages";

/** The health horoscope of the sign picked on the page (`?sign=`, Aries by default). */
export const Route = createFileRoute("/health-horoscope")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => pickerPageLoader(args, "health"),
  component: () => <PickerPage page="health" />,
});
