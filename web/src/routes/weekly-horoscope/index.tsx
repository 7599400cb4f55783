import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../../app/page-meta";
import { SignIndexPage } from "../../features/horoscope/pages";

/** The weekly horoscope's index: the twelve signs. */
export const Route = createFileRoute("/weekly-horoscope/")({
  loader: tablePageLoader,
  component: () => <SignIndexPage period="weekly" />,
});
