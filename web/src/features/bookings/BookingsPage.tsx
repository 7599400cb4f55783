/**
 * `/dashboard/bookings`: the user's booked calls, video calls and chats (issue 26). Upcoming ones
 * show "Join" in their window and Cancel before the start; past and cancelled ones follow.
 */
import { AppLink } from "../../components/AppLink";
import { ListSection, PageHeading } from "../consultations/ConsultationList";
import { m } from "../../paraglide/messages.js";
import { BookingList } from "./BookingList";

export function BookingsPage() {
  return (
    <div className="mx-auto max-w-3xl" data-testid="bookings-page">
      <PageHeading fallback={m.bk_page_title()} />
      <p className="mt-2 text-gray-700">{m.bk_page_intro()}</p>
      <ListSection id="bk-upcoming-title" title={m.bk_upcoming()}>
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
      </ListSection>
      <ListSection id="bk-past-title" title={m.bk_past()} className="mt-8">
        <BookingList role="user" past empty={<p>{m.bk_empty_past()}</p>} />
      </ListSection>
    </div>
  );
}
