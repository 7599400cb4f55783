/** A page's <title>: "Site – tagline" for the home page, "Page | Site" elsewhere (Worker and SPA alike). */
export function pageTitle(routePath: string, title: string, siteName: string): string {
  return routePath === "/" ? `${siteName} – ${title}` : `${title} | ${siteName}`;
}
