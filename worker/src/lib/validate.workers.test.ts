/**
 * Request bodies and parameter messages at the edge of the API (issue 18, defects 8 and 9):
 * JSON routes take only `application/json`, every body is capped before it is parsed, and a
 * missing query parameter is reported as missing, an unknown one as unknown, each by name.
 */
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "@contract/common";
import { createApp } from "../app";
import { signToken } from "../features/auth/tokens";
import { createUser } from "../features/auth/users";
import { createDatabase } from "../db/client";
import { MAX_JSON_BODY_BYTES, MAX_OTHER_BODY_BYTES } from "./validate";

const app = createApp();

async function call(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", `192.0.2.${Math.floor(Math.random() * 200) + 1}`);
  const res = await app.request(path, { ...init, headers }, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

async function errorOf(res: Response) {
  return ((await res.json()) as ErrorBody).error;
}

async function signedInUser() {
  const user = await createUser(createDatabase(env), env, { email: `bodies.${crypto.randomUUID()}@example.com`, passwordHash: null, name: "Before" });
  return { user: user!, token: await signToken(env, { id: user!.id, role: "user", tokenVersion: user!.tokenVersion }) };
}

const kundliBody = { date: "1990-05-15", time: "14:30", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };
/** The largest legitimate body of any route: a matching request with both partners' full details at every length limit and every option. */
const largestMatchingBody = {
  boy: { name: "B".repeat(80), gender: "male", date: "1990-05-15", time: "14:30:00", location: "L".repeat(160), latitude: 28.6139, longitude: 77.209, timezone: "America/Argentina/ComodRivadavia" },
  girl: { name: "ग".repeat(80), gender: "female", date: "1992-11-02", time: "06:05:00", location: "ந".repeat(160), latitude: -33.8688, longitude: 151.2093, timezone: "Australia/Sydney" },
  options: { school: "north", poruthamVariant: "tamil", ayanamsa: "true-chitra", manglikSchool: "south" },
};

/** A body sent as a stream: no Content-Length, as a chunked upload. */
function streamOf(text: string, chunkBytes = 8192): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      for (let at = 0; at < bytes.length; at += chunkBytes) controller.enqueue(bytes.subarray(at, at + chunkBytes));
      controller.close();
    },
  });
}

describe("JSON routes take only application/json (issue 18, defect 8)", () => {
  it("PATCH /api/auth/me with a text/plain body answers 415 and changes nothing", async () => {
    const { token } = await signedInUser();
    const res = await call("/api/auth/me", { method: "PATCH", headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" }, body: JSON.stringify({ name: "Changed" }) });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ code: "unsupported_media_type", messageCode: "body_content_type" });
    const me = await call("/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { name: string }).name).toBe("Before");
  });

  it("a cross-site text/plain form post reaches neither /api/kundli nor /api/matching", async () => {
    for (const path of ["/api/kundli", "/api/matching"]) {
      const res = await call(path, { method: "POST", headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: "https://evil.example" }, body: JSON.stringify(kundliBody) });
      expect(res.status, path).toBe(415);
      expect((await errorOf(res)).code).toBe("unsupported_media_type");
    }
  });

  it("a body without a Content-Type, or form-encoded, answers 415 in the request's language", async () => {
    const bare = await call("/api/kundli", { method: "POST", body: JSON.stringify(kundliBody) });
    expect(bare.status).toBe(415);
    const form = await call("/api/auth/login?lang=hi", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "email=a%40b.c&password=x" });
    expect(form.status).toBe(415);
    expect((await errorOf(form)).message).toBe("मुख्य भाग JSON में भेजें और Content-Type: application/json लिखें");
  });

  it("application/json with charset=utf-8, in any case, is accepted", async () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      const res = await call("/api/kundli", { method: "POST", headers: { "Content-Type": type }, body: JSON.stringify(kundliBody) });
      expect(res.status, type).toBe(200);
    }
  });
});

describe("bodies are capped before they are parsed (issue 18, defect 8)", () => {
  it("the largest legitimate body (a full matching request) is far below the cap and answers 200", async () => {
    const text = JSON.stringify(largestMatchingBody);
    expect(new TextEncoder().encode(text).length).toBeLessThan(MAX_JSON_BODY_BYTES / 8);
    const res = await call("/api/matching", { method: "POST", headers: { "Content-Type": "application/json" }, body: text });
    expect(res.status).toBe(200);
  });

  it("a 10 MB JSON body answers 413 with the error shape", async () => {
    const res = await call("/api/kundli", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...kundliBody, name: "x".repeat(10 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "payload_too_large", messageCode: "body_too_large", params: { max: MAX_JSON_BODY_BYTES / 1024 } });
  });

  it("a body one byte over the cap answers 413, one at the cap is parsed", async () => {
    const padded = (bytes: number) => {
      const base = JSON.stringify({ ...kundliBody, name: "" });
      return JSON.stringify({ ...kundliBody, name: "x".repeat(bytes - base.length) });
    };
    const over = await call("/api/kundli", { method: "POST", headers: { "Content-Type": "application/json" }, body: padded(MAX_JSON_BODY_BYTES + 1) });
    expect(over.status).toBe(413);
    const at = await call("/api/kundli", { method: "POST", headers: { "Content-Type": "application/json" }, body: padded(MAX_JSON_BODY_BYTES) });
    // Parsed and validated: the name is too long for a chart, which is a 400, not a 413.
    expect(at.status).toBe(400);
  });

  it("a chunked body without Content-Length is counted as it is read: over the cap answers 413", async () => {
    const { token } = await signedInUser();
    const big = JSON.stringify({ name: "x".repeat(MAX_JSON_BODY_BYTES * 4) });
    const res = await call("/api/auth/me", { method: "PATCH", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: streamOf(big) });
    expect(res.status).toBe(413);
    const small = await call("/api/auth/me", { method: "PATCH", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: streamOf(JSON.stringify({ name: "Streamed" })) });
    expect(small.status).toBe(200);
    expect(((await small.json()) as { name: string }).name).toBe("Streamed");
  });

  it("routes that read no body accept none larger than a few KB", async () => {
    const res = await call("/api/auth/logout", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x".repeat(MAX_OTHER_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe("payload_too_large");
    expect((await call("/api/auth/logout", { method: "POST" })).status).toBe(204);
  });
});

describe("query parameter messages name the parameter (issue 18, defect 9)", () => {
  it("GET /api/planets without datetime says that datetime is required, not that a parameter is unknown", async () => {
    const res = await call("/api/planets");
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.details).toEqual([{ path: "datetime", code: "required", params: { field: "datetime" }, message: "datetime is required" }]);
  });

  it("an unknown parameter is reported as unknown, by name, apart from a missing one", async () => {
    const res = await call("/api/planets?datetim=2025-01-01T00:00:00Z");
    const details = (await errorOf(res)).details as { path: string; code: string; message: string }[];
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "datetime", code: "required", message: "datetime is required" }),
        expect.objectContaining({ path: "datetim", code: "not_a_parameter", message: "datetim is not a query parameter of this route" }),
      ]),
    );
  });

  it("a missing parameter is named in the request's language", async () => {
    const res = await call("/api/panchang?lang=ta&date=2025-03-01&latitude=10&longitude=10");
    const details = (await errorOf(res)).details as { path: string; message: string }[];
    expect(details.find((d) => d.path === "timezone")?.message).toBe("timezone அவசியம் தேவை");
  });
});
