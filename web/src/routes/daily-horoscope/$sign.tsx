import { createFileRoute } from "@tanstack/react-router";
import { signPageLoader } from "../../features/horoscope/loaders";
import { SignPage } from "../../features/horoscope/pages";

/** A sign's daily horoscope (/tamil: the Tamil sign names); a sign outside the route table is not found. */
export const Route = createFileRoute("/daily-horoscope/$sign")({
  // The page reads its own search (`?date=`) leniently: the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => signPageLoader(args, "daily"),
  component: () => <SignPage period="daily" />,
});
