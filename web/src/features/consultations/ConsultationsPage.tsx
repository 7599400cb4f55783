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
import { ConsultationList, ListSection, PageHeading } from "./ConsultationList";

export function ConsultationsPage() {
  const astrologer = useSession().user?.role === "astrologer";
  return (
    <div className="mx-auto max-w-3xl" data-testid="consultations-page">
      <PageHeading fallback={m.ad_consultations_title()} />
      <p className="mt-2 text-gray-700">{m.ad_consultations_intro()}</p>
      <ListSection id="booked-title" title={m.bk_booked_sessions()}>
        <BookingList role={astrologer ? "astrologer" : "user"} empty={astrologer ? <p>{m.bk_astro_empty()}</p> : <p>{m.bk_empty_upcoming()}</p>} />
      </ListSection>
      <ListSection id="open-title" title={m.ad_open_title()}>
        <ConsultationList filter={{ role: "user", status: "open" }} testId="ad-open" empty={<p>{m.ad_open_empty()}</p>} />
      </ListSection>
      <ListSection id="past-title" title={m.ad_history_title()} className="mt-8">
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
      </ListSection>
    </div>
  );
}
