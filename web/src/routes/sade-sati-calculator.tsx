import { createFileRoute, redirect } from "@tanstack/react-router";

/** Spec alias of /sade-sati: the same page under its canonical address, birth details kept. */
export const Route = createFileRoute("/sade-sati-calculator")({
  beforeLoad: ({ search }) => {
    throw redirect({ to: "/sade-sati", search: search as Record<string, unknown>, replace: true });
  },
});
