import { createFileRoute, Link } from "@tanstack/react-router";
import { m } from "../paraglide/messages.js";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  return (
    <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-500 px-6 py-12 text-white sm:px-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{m.site_tagline()}</p>
      <h1 className="mt-2 max-w-2xl text-3xl font-bold leading-tight sm:text-4xl">{m.home_title()}</h1>
      <p className="mt-4 max-w-2xl text-brand-50">{m.home_intro()}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Link to="/astrologers" className="btn bg-white text-brand-700 hover:bg-brand-50">
          {m.home_cta()}
        </Link>
        <span className="text-sm text-brand-100">{m.home_free_minutes()}</span>
      </div>
    </section>
  );
}
