/**
 * Whose chart a saved chart is. Its own module, free of valibot, so the SPA can list the
 * choices without bundling the API's schemas (`./charts` builds its picklist from it).
 */
export const chartRelations = ["self", "family", "friend", "client", "other"] as const;
export type ChartRelation = (typeof chartRelations)[number];
