/**
 * `/api/lal-kitab`: The Lal Kitab chart, its planets' effects, debts and remedies (issue 25). The route rows are spread into `apiRoutes` (./routes).
 */
import type { RouteContract } from "./routes";

export const routeRows: RouteContract[] = [];
