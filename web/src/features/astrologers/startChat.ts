import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { toast } from "../../components/toast";
import { useSession } from "../../lib/session";
import { m } from "../../paraglide/messages.js";
import { chatPaymentSearch } from "./pricing";
import { type Astrologer, astrologersQueryOptions } from "./queries";

/**
 * Start Chat and Book Consultation (spec §4 Astrologer). Start Chat: signed-out visitors go to
 * the sign-in page (which returns them afterwards); signed-in users go to the payment page, where
 * they pick per minute or the chat pack and start the chat (issue 21). Offline astrologers cannot
 * be chatted with. With no astrologer given (the home page's Start Chat) the first one online is
 * used; with none online nothing opens and a short notice says so. Book Consultation opens the
 * profile's explanation of how a consultation works (`#book`). Call and Video (issue 26) go to the
 * same payment page with the kind (`service=call&kind=call`), where the call's rate and pack show.
 */
export function useConsultActions() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useSession();
  const go = (target: string) =>
    navigate({ href: isAuthenticated ? target : `/login?${new URLSearchParams({ redirect: target })}` });
  return {
    startChat: async (a?: Astrologer) => {
      const chosen = a ?? (await queryClient.fetchQuery(astrologersQueryOptions("&online=true")).catch(() => [])).find((o) => o.isOnline);
      if (chosen?.isOnline) void go(`/payment?${new URLSearchParams(chatPaymentSearch(chosen))}`);
      else if (!a) toast({ title: m.ch_none_online() });
    },
    startCall: (a: Astrologer, kind: "call" | "video") => {
      if (a.isOnline) void go(`/payment?${new URLSearchParams({ astrologer: a.id, service: kind, kind })}`);
    },
    book: (a: Astrologer) => void navigate({ href: `/astrologer/${a.slug}#book` }),
  };
}
