import { createFileRoute, redirect } from "@tanstack/react-router";

/** An alias the Worker answers with a 301 (route table `redirect`); an in-app link lands here instead. */
export const Route = createFileRoute("/birth-details")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/kundli", search, replace: true });
  },
});
