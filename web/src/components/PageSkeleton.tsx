/**
 * What the edge shows of a page before the SPA's code has arrived (issue 19: throttled, pages
 * showed only the header for 2–3 s): below the real header, the page's heading and description
 * from its metadata and a blank card where its tool or content will be. Rendered at build time
 * (scripts/first-screen.tsx) with placeholders the Worker fills per page; React's first render
 * replaces it with the page. `body`: a placeholder the Worker fills with the page's own first
 * words where it has them (a horoscope's prediction: worker/src/features/horoscope/edge.ts). Its classes are the tool pages' own (PageIntro), so the build's
 * stylesheet has them; the prerender checks that it does.
 */
export function PageSkeleton({ heading, description, body }: { heading: string; description: string; body?: string }) {
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6" aria-busy="true">
      <h1 className="text-2xl font-bold sm:text-3xl">{heading}</h1>
      <p className="mt-2 max-w-3xl text-gray-700">{description}</p>
      <div className="mt-5 min-h-[20rem] rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">{body}</div>
    </main>
  );
}
