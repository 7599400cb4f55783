import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "@contract/routes";
import { createApp } from "../../app";
import { openApiPath } from "./document";

interface Operation {
  parameters: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

const methods = ["get", "post", "put", "patch", "delete"];

async function fetchDocument(): Promise<{ res: Response; doc: Document }> {
  const res = await exports.default.fetch(new Request("http://example.com/api/openapi.json"));
  return { res, doc: (await res.json()) as Document };
}

/** Every `$ref` value anywhere in `value`. */
function refs(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const x of value) refs(x, out);
  else if (value && typeof value === "object") {
    for (const [k, x] of Object.entries(value)) {
      if (k === "$ref" && typeof x === "string") out.push(x);
      else refs(x, out);
    }
  }
  return out;
}

/** The value a local JSON pointer ("#/components/schemas/ErrorBody") names, or undefined. */
function resolve(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document, cacheable, in which every operation has responses and every $ref resolves", async () => {
    const { res, doc } = await fetchDocument();
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Cache-Control")).toMatch(/max-age=\d+/);
    expect(res.headers.get("ETag")).toBeTruthy();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBeTruthy();
    const operations = Object.values(doc.paths).flatMap((item) => Object.entries(item).filter(([m]) => methods.includes(m)).map(([, op]) => op));
    expect(operations.length).toBe(apiRoutes.length);
    for (const op of operations) {
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      // A success: 2xx, a redirect, or 101 for the one WebSocket upgrade (the consultation room).
      expect(Object.keys(op.responses).some((s) => /^([23]\d\d|101)$/.test(s))).toBe(true);
      expect(op.responses["500"]?.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });
    }
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of new Set(all)) expect(resolve(doc, ref), ref).toBeDefined();
  });

  it("lists every route registered on the Hono app (method and path)", async () => {
    const { doc } = await fetchDocument();
    const registered = new Set(
      createApp()
        .routes.filter((r) => !["ALL", "HEAD", "OPTIONS"].includes(r.method) && !r.path.endsWith("*"))
        .map((r) => `${r.method} ${openApiPath(r.path.replace(/\/$/, "") || "/")}`),
    );
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => methods.includes(m)).map((m) => `${m.toUpperCase()} ${path}`)));
    expect([...registered].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !registered.has(r))).toEqual([]);
  });

  it("describes query parameters, path parameters, request bodies and the answer's schema from the contract", async () => {
    const { doc } = await fetchDocument();
    const panchang = doc.paths["/api/panchang"]!.get!;
    const date = panchang.parameters.find((p) => p.name === "date");
    expect(date).toMatchObject({ in: "query", required: true });
    expect(panchang.parameters.find((p) => p.name === "lang")).toMatchObject({ in: "query", required: false });
    expect(panchang.responses["422"]).toBeDefined();
    const answer = panchang.responses["200"]!.content!["application/json"]!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(answer.properties)).toEqual(expect.arrayContaining(["sunrise", "tithi", "nakshatra", "choghadiya", "hora"]));

    const astrologer = doc.paths["/api/astrologers/{idOrSlug}"]!.get!;
    expect(astrologer.parameters.find((p) => p.in === "path")).toMatchObject({ name: "idOrSlug", required: true });
    expect(astrologer.responses["404"]).toBeDefined();

    const kundli = doc.paths["/api/kundli"]!.post!;
    const body = kundli.requestBody!.content["application/json"]!.schema as { properties: Record<string, unknown> };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(["date", "time", "latitude", "longitude", "options"]));
    expect(kundli.responses["400"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/ErrorBody" });

    const me = doc.paths["/api/auth/me"]!.get!;
    expect(me.responses["401"]).toBeDefined();
    expect(doc.paths["/api/admin/users"]!.get!.responses["403"]).toBeDefined();
  });
});
