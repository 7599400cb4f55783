import { createFileRoute } from "@tanstack/react-router";
import { KundliCard } from "../features/home/KundliCard";
import { lazy, Suspense } from "react";
import { Hero, PremiumBanner, ZodiacRow } from "../features/home/sections";
import { ToolsGrid } from "../features/home/ToolsGrid";
import { AppLink } from "../components/AppLink";
import { m } from "../paraglide/messages.js";

// Below the fold: its own chunk, fetched right after the first screen renders.
const HomeBelowFold = lazy(() => import("../features/home/BelowFold"));
// The astrologers and today's panchang: below the first screen, fetched with it.
const HomeLiveBlocks = lazy(() => import("../features/home/LiveBlocks"));

export const Route = createFileRoute("/")({
  component: HomePage,
});

/**
 * The home page of spec §2.5, in its order on a wide screen. On a phone the kundli card comes
 * right after the hero, so the primary task is on the first screen (issue 19: it started
 * 1,802 px down); the document has the phone's order, which screen readers and the keyboard
 * follow everywhere, and the grid places the banner and the tools per the spec from lg up.
 */
function HomePage() {
  return (
    <div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start lg:gap-x-8">
        <Hero className="lg:col-span-2" />
        <KundliCard className="lg:col-start-2 lg:row-start-3 lg:mt-4" />
        <PremiumBanner className="lg:col-span-2 lg:row-start-2" />
        <section data-testid="home-tools" className="mt-4 lg:col-start-1 lg:row-start-3">
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
      </div>
      <ZodiacRow />
      {/* The astrologers' block keeps its 200 px (its Section is `dynamic`) while its code loads. */}
      <Suspense fallback={<div className="mt-10 min-h-[200px]" />}>
        <HomeLiveBlocks />
      </Suspense>
      <Suspense fallback={<div className="min-h-[200px]" />}>
        <HomeBelowFold />
      </Suspense>
    </div>
  );
}
