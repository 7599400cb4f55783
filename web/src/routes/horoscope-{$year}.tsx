import { createFileRoute } from "@tanstack/react-router";
import { yearLoader } from "../features/signs/loaders";
import { YearHoroscopePage } from "../features/signs/YearHoroscopePage";

/** A year's edition: the twelve signs' yearly horoscopes (the route table lists the published years; others are not found). */
export const Route = createFileRoute("/horoscope-{$year}")({
  loader: (args) => yearLoader(args, Number(args.params.year)),
  component: function HoroscopeYear() {
    return <YearHoroscopePage year={Number(Route.useParams().year)} />;
  },
});
