import { createFileRoute } from "@tanstack/react-router";
import { hubLoader } from "../features/horoscope/loaders";
import { HubPage } from "../features/horoscope/pages";

/** The horoscopes' hub (/horoscope is the route table's alias of /horoscopes). */
export const Route = createFileRoute("/horoscope")({
  loader: hubLoader,
  component: HubPage,
});
