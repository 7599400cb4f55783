/**
 * `/api/tarot`: Tarot draws (seeded, shareable) (issue 25). The route rows are spread into `apiRoutes` (./routes).
 */
import type { RouteContract } from "./routes";

export const routeRows: RouteContract[] = [];
