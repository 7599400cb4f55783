/**
 * `/api/numerology`: Numerology (Pythagorean and Chaldean) and lucky numbers (issue 25). The route rows are spread into `apiRoutes` (./routes).
 */
import type { RouteContract } from "./routes";

export const routeRows: RouteContract[] = [];
