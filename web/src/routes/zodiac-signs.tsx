import { createFileRoute } from "@tanstack/react-router";
import { zodiacSignsLoader } from "../features/signs/loaders";
import { ZodiacSignsPage } from "../features/signs/ZodiacSignsPage";

/** The twelve rashis: facts, the Sun's months this year, links to each sign's page. */
export const Route = createFileRoute("/zodiac-signs")({ loader: zodiacSignsLoader, component: ZodiacSignsPage });
