/**
 * What an audit entry changed: its before and after flattened to dotted paths
 * (`packs.chat.minutes`), and the paths whose values differ, with both sides as short text.
 */
export interface Change { path: string; before: string; after: string }

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value !== null && typeof value === "object" && !(Array.isArray(value) && value.every((v) => v === null || typeof v !== "object"))) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix || "·", Array.isArray(value) ? "[]" : "{}");
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
    return;
  }
  // Scalars and lists of scalars are one value each.
  const text = value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);
  out.set(prefix || "·", text.length > 200 ? `${text.slice(0, 200)}…` : text);
}

export function changes(before: unknown, after: unknown): Change[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  if (before !== null && before !== undefined) flatten(before, "", a);
  if (after !== null && after !== undefined) flatten(after, "", b);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths.filter((p) => a.get(p) !== b.get(p)).map((path) => ({ path, before: a.get(path) ?? "—", after: b.get(path) ?? "—" }));
}
