/**
 * The options of the four numerology routes (`createFileRoute(path)({ ...numerologyRoute })`),
 * as `frameRoute` shares its code: one page component and one loader from one chunk
 * (`./pages`), which pick the page by the address, so the app's entry carries one lazy pair for
 * all four (the entry has no bytes to spare). The pages check their own query; the year pages'
 * loader turns a year the route table does not list into the not-found page.
 */
import { lazyFn, lazyRouteComponent } from "@tanstack/react-router";

const pages = () => import("./pages");

export const numerologyRoute = { loader: lazyFn(pages, "numerologyLoader"), component: lazyRouteComponent(pages, "NumerologyRoutePage") };
