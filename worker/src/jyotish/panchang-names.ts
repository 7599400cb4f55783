/**
 * The panchang's names (tithis, yogas, karanas, masas, samvatsaras, ritus, ayanas, varas,
 * choghadiyas, muhurtas) live in the terms table, `@jyotish/terms/panchang`; this entry point
 * keeps existing imports working.
 */
export * from "./terms/panchang";
