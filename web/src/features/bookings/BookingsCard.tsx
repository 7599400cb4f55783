import { useQuery } from "@tanstack/react-query";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";
import { bookingsQueryOptions } from "./api";
import { indiaDateTime } from "./format";
import { kindLabel } from "./kinds";

/** The dashboard's bookings card: the next booking, else how to make one; a link to /dashboard/bookings. */
export default function BookingsCard() {
  const next = useQuery(bookingsQueryOptions("user")).data?.upcoming[0];
  return (
    <section className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5" data-testid="dashboard-bookings">
      <h2 className="text-lg font-semibold">{m.nav_bookings()}</h2>
      <p className="mt-1 flex-1 text-sm text-gray-600">
        {next ? m.bk_card_next({ kind: kindLabel(next.kind), name: next.astrologer.name, when: indiaDateTime(next.startsAt) }) : m.bk_card_empty()}
      </p>
      <AppLink to={next ? "/dashboard/bookings" : "/astrologers"} className="btn-outline mt-4 self-start">
        {next ? m.bk_page_title() : m.nav_astrologers()}
      </AppLink>
    </section>
  );
}
