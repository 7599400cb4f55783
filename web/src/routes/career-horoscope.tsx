import { createFileRoute } from "@tanstack/react-router";
import { pickerPageLoader } from "../features/horoscope/loaders";
import { PickerPage } from "../features/horoscope/pages";

/** The career horoscope of the sign picked on the page (`?sign=`, Aries by default). */
export const Route = createFileRoute("/career-horoscope")({
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => pickerPageLoader(args, "career"),
  component: () => <PickerPage page="career" />,
});
