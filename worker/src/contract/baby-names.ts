/**
 * `/api/baby-names`: Baby names by the birth nakshatra's syllables (issue 25). The route rows are spread into `apiRoutes` (./routes).
 */
import type { RouteContract } from "./routes";

export const routeRows: RouteContract[] = [];
