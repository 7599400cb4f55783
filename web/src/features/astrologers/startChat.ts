import { useNavigate } from "@tanstack/react-router";
import { useSession } from "../../lib/session";
import { chatPaymentSearch } from "./pricing";
import type { Astrologer } from "./queries";

/**
 * Start Chat and Book Consultation (spec §4 Astrologer). Start Chat: signed-out visitors go to
 * the sign-in page (which returns them afterwards); signed-in users go to the payment page with
 * the server's chat pack (spec §9; its price is shown there, and charged from the server's quote).
 * Offline astrologers cannot be chatted with. Book Consultation opens the profile's explanation
 * of how a consultation works (`#book`) until booking a time exists (issue 21).
 */
export function useConsultActions() {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const go = (target: string) =>
    navigate({ href: isAuthenticated ? target : `/login?${new URLSearchParams({ redirect: target })}` });
  return {
    startChat: (a: Astrologer) => {
      if (a.isOnline) void go(`/payment?${new URLSearchParams(chatPaymentSearch(a))}`);
    },
    book: (a: Astrologer) => void navigate({ href: `/astrologer/${a.slug}#book` }),
  };
}
