import { createFileRoute } from "@tanstack/react-router";
import { signPageLoader } from "../../features/horoscope/loaders";
import { SignPage } from "../../features/horoscope/pages";

/** A sign's weekly horoscope (/tamil: the Tamil sign names); a sign outside the route table is not found. */
export const Route = createFileRoute("/weekly-horoscope/$sign")({
  // The page reads its own search (`?date=`) leniently: the loader does too.
  loaderDeps: ({ search }): Record<string, unknown> => search,
  loader: (args) => signPageLoader(args, "weekly"),
  component: () => <SignPage period="weekly" />,
});
