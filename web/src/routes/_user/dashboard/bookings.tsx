import { createFileRoute } from "@tanstack/react-router";
import { tablePageLoader } from "../../../app/page-meta";
import { ErrorScreen } from "../../../components/Status";
import { bookingsQueryOptions } from "../../../features/bookings/api";
import { BookingsPage } from "../../../features/bookings/BookingsPage";

/** The user's booked calls, video calls and chats with Join and Cancel (issue 26). (A static route: it wins over `$section`.) */
export const Route = createFileRoute("/_user/dashboard/bookings")({
  loader: (ctx) => Promise.all([tablePageLoader(ctx), ctx.context.queryClient.prefetchQuery(bookingsQueryOptions("user"))]),
  component: BookingsPage,
  errorComponent: ErrorScreen,
});
