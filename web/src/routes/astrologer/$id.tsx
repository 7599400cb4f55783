import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate, useRouterState } from "@tanstack/react-router";
import { AstrologerCard } from "../../features/astrologers/AstrologerCard";
import { AstrologerReviews } from "../../features/astrologers/Reviews";
import { BookingDialog } from "../../features/bookings/BookingDialog";
import { useFreeChatMinutes } from "../../features/astrologers/free-minutes";
import { astrologerQueryOptions } from "../../features/astrologers/profile-queries";
import { useConsultActions } from "../../features/astrologers/startChat";
import { ErrorScreen, NotFoundPage } from "../../components/Status";
import { HttpError } from "../../lib/api";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";

/** An astrologer's profile: /astrologer/{slug} (spec §2.5 links) or by id, with the reviews behind the count. */
export const Route = createFileRoute("/astrologer/$id")({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(astrologerQueryOptions(params.id));
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) throw notFound();
      throw err;
    }
  },
  component: AstrologerProfile,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorScreen,
});

function AstrologerProfile() {
  const { id } = Route.useParams();
  // `#book` opens the booking dialog (Book Consultation on any card); a hash, not a search
  // parameter, so the route's search schema stays out of the first chunk.
  const booking = useRouterState({ select: (s) => s.location.hash === "book" });
  const navigate = useNavigate({ from: Route.fullPath });
  const { data: astrologer } = useSuspenseQuery(astrologerQueryOptions(id));
  const { startChat, startCall } = useConsultActions();
  const freeChatMinutes = useFreeChatMinutes();
  const setBooking = (open: boolean) => navigate({ hash: open ? "book" : "", replace: true, resetScroll: false, hashScrollIntoView: false });
  return (
    <div className="mx-auto max-w-2xl">
      <AppLink to="/astrologers" className="text-sm text-brand-700 hover:underline">
        ← {m.nav_astrologers()}
      </AppLink>
      <div className="mt-3">
        <AstrologerCard astrologer={astrologer} onStartChat={startChat} onStartCall={startCall} onBook={() => setBooking(true)} headingLevel="h1" fullBio />
      </div>
      <AstrologerReviews idOrSlug={astrologer.id} />
      {/* Closing only drops `#book` while it is there: when Chat now has moved the page on, the
          dialog closes because the hash went, and must not navigate back to this profile. */}
      <BookingDialog
        astrologer={astrologer}
        open={booking}
        onClose={() => booking && setBooking(false)}
        onChatNow={() => void startChat(astrologer)}
        freeChatMinutes={freeChatMinutes}
      />
    </div>
  );
}
