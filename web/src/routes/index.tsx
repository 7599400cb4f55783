import { createFileRoute } from "@tanstack/react-router";
import { KundliCard } from "../features/home/KundliCard";
import { lazy, Suspense } from "react";
import { Hero, HomeAstrologers, PanchangBlock, PremiumBanner, ZodiacRow } from "../features/home/sections";
import { ToolsGrid } from "../features/home/ToolsGrid";
import { AppLink } from "../components/AppLink";
import { m } from "../paraglide/messages.js";

// Below the fold: its own chunk, fetched right after the first screen renders.
const HomeBelowFold = lazy(() => import("../features/home/BelowFold"));

export const Route = createFileRoute("/")({
  component: HomePage,
});

/** The home page of spec §2.5, in its order. */
function HomePage() {
  return (
    <div>
      <Hero />
      <PremiumBanner />
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <section data-testid="home-tools">
          <div className="flex items-baseline justify-between">
            <h2 className="text-xl font-bold sm:text-2xl">{m.home_tools_title()}</h2>
            <AppLink to="/astrology-tools" className="text-sm text-brand-700 hover:underline">
              {m.home_tools_all()} →
            </AppLink>
          </div>
          <div className="mt-4">
            <ToolsGrid />
          </div>
        </section>
        <KundliCard />
      </div>
      <ZodiacRow />
      <HomeAstrologers />
      <PanchangBlock />
      <Suspense fallback={<div className="min-h-[200px]" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
