/**
 * `/dashboard/bookings`: the user's booked calls, video calls and chats (issue 26). Upcoming ones
 * show "Join" in their window and Cancel before the start; past and cancelled ones follow.
 */
import { AppLink } from "../../components/AppLink";
import { PageHeading } from "../consultations/ConsultationList";
import { m } from "../../paraglide/messages.js";
import { BookingList } from "./BookingList";

export function BookingsPage() {
  return (
    <div className="mx-auto max-w-3xl" data-testid="bookings-page">
      <PageHeading fallback={m.bk_page_title()} />
      <p className="mt-2 text-gray-700">{m.bk_page_intro()}</p>
      <section className="mt-6" aria-labelledby="bk-upcoming-title">
        <h2 id="bk-upcoming-title" className="text-lg font-semibold">
          {m.bk_upcoming()}
        </h2>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          <BookingList
            role="user"
            empty={
              <>
                <p>{m.bk_empty_upcoming()}</p>
                <AppLink to="/astrologers" className="btn-primary mt-4">
                  {m.ad_find_astrologer()}
                </AppLink>
              </>
            }
          />
        </div>
      </section>
      <section className="mt-8" aria-labelledby="bk-past-title">
        <h2 id="bk-past-title" className="text-lg font-semibold">
          {m.bk_past()}
        </h2>
        <div className="mt-3 rounded-2xl border border-gray-200 bg-white px-4">
          <BookingList role="user" past empty={<p>{m.bk_empty_past()}</p>} />
        </div>
      </section>
    </div>
  );
}
