/**
 * `/api/gemstones`: Gemstones and remedies from the birth chart (issue 25). The route rows are spread into `apiRoutes` (./routes).
 */
import type { RouteContract } from "./routes";

export const routeRows: RouteContract[] = [];
