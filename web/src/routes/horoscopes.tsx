import { createFileRoute } from "@tanstack/react-router";
import { hubLoader } from "../features/horoscope/loaders";
import { HubPage } from "../features/horoscope/pages";

/** The horoscopes' hub. */
export const Route = createFileRoute("/horoscopes")({
  loader: hubLoader,
  component: HubPage,
});
