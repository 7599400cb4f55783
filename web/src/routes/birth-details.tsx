import { createFileRoute, redirect } from "@tanstack/react-router";

/** Spec alias of /kundli: the same page under its canonical address, birth details kept. */
export const Route = createFileRoute("/birth-details")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/kundli", search: search as Record<string, unknown>, replace: true });
  },
});
