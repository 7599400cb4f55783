import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound } from "@tanstack/react-router";
import { AstrologerCard } from "../../features/astrologers/AstrologerCard";
import { astrologerQueryOptions } from "../../features/astrologers/queries";
import { useConsultActions } from "../../features/astrologers/startChat";
import { ErrorScreen, NotFoundPage } from "../../components/Status";
import { HttpError } from "../../lib/api";
import { AppLink } from "../../components/AppLink";
import { m } from "../../paraglide/messages.js";

/** An astrologer's profile: /astrologer/{slug} (spec §2.5 links) or by id. */
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
  const { data: astrologer } = useSuspenseQuery(astrologerQueryOptions(id));
  const { startChat, book } = useConsultActions();
  return (
    <div className="mx-auto max-w-2xl">
      <AppLink to="/astrologers" className="text-sm text-brand-700 hover:underline">
        ← {m.nav_astrologers()}
      </AppLink>
      <div className="mt-3">
        <AstrologerCard astrologer={astrologer} onStartChat={startChat} onBook={book} headingLevel="h1" fullBio />
      </div>
    </div>
  );
}
