import { createFileRoute } from "@tanstack/react-router";
import { yearLoader } from "../../features/signs/loaders";
import { YearHoroscopePage } from "../../features/signs/YearHoroscopePage";

/** A year's edition, the year menu's alias of /horoscope-{year}. */
export const Route = createFileRoute("/year-{$year}/horoscope")({
  loader: (args) => yearLoader(args, Number(args.params.year)),
  component: function YearHoroscope() {
    return <YearHoroscopePage year={Number(Route.useParams().year)} />;
  },
});
