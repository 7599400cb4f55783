import { createFileRoute } from "@tanstack/react-router";
import { pickerPageLoader } from "../features/horoscope/loaders";
import { PickerPage } from "../features/horoscope/pages";

/** The love horoscope of the sign picked on the page (`?sign=`, Aries by default). */
export const Route = createFileRoute("/love-horoscope")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => pickerPageLoader(args, "love"),
  component: () => <PickerPage page="love" />,
});
