/**
 * `/consultations`: the user's sessions. Open ones (waiting for the astrologer's answer, or
 * running) link to their room; past ones show their duration and charge, and link to the receipt
 * and the transcript. Declined, expired and withdrawn requests say nothing was charged. Booked
 * sessions come first (issue 26): the user's with "Join" in their window, an astrologer's with
 * who booked them.
 */
import { AppLink } from "../../components/AppLink";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { BookingList } from "../bookings/BookingList";
import { ConsultationList, PageHeading } from "./ConsultationList";

export function ConsultationsPage() {
  const astrologer = useSession().user?.role === "astrologer";
  return (
    <div className="mx-auto max-w-3xl" data-testid="consultations-page">
      <PageHeading fallback={m.ad_consultations_title()} />
      <p className="mt-2 text-gray-700">{m.ad_consultations_intro()}</p>
      <section className="mt-6" aria-labelledby="booked-title">
        <h2 id="booked-title" className="text-lg font-semibold">
          {m.bk_booked_sessions()}
        </h2>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          <BookingList
            role={astrologer ? "astrologer" : "user"}
            empty={
              astrologer ? (
                <p>{m.bk_astro_empty()}</p>
              ) : (
                <>
                  <p>{m.bk_empty_upcoming()}</p>
                  <AppLink to="/dashboard/bookings" className="btn-outline mt-3">
                    {m.bk_page_title()}
                  </AppLink>
                </>
              )
            }
          />
        </div>
      </section>
      <section className="mt-6" aria-labelledby="open-title">
        <h2 id="open-title" className="text-lg font-semibold">
          {m.ad_open_title()}
        </h2>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          <ConsultationList filter={{ role: "user", status: "open" }} testId="ad-open" empty={<p>{m.ad_open_empty()}</p>} />
        </div>
      </section>
      <section className="mt-8" aria-labelledby="past-title">
        <h2 id="past-title" className="text-lg font-semibold">
          {m.ad_history_title()}
        </h2>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          <ConsultationList
            filter={{ role: "user", status: "past" }}
            testId="ad-past"
            empty={
              <>
                <p>{m.ad_past_empty()}</p>
                <AppLink to="/astrologers" className="btn-primary mt-4">
                  {m.ad_find_astrologer()}
                </AppLink>
              </>
            }
          />
        </div>
      </section>
    </div>
  );
}
