import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ChartsAnswer, SavedChart } from "@contract/charts";
import { CHARTS_PAGE_SIZE, MAX_CHARTS_PER_USER } from "@contract/charts";
import { createApp } from "../../app";
import { createDatabase } from "../../db/client";
import { charts } from "../../db/schema";
import { testClient } from "../auth/signup.testing";
import { birthKey } from "./store";

const app = createApp();

const { call, newUser } = testClient(app, "192.0.2.77", "charts");

const asha = { name: "Asha Rao", relation: "family", gender: "female", date: "1990-08-15", time: "06:30", location: "Chennai, Tamil Nadu", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata" };

describe("/api/charts", () => {
  it("saves a chart, lists it newest first, reads, renames and deletes it", async () => {
    const { token } = await newUser();
    const created = await call("POST", "/api/charts", token, asha);
    expect(created.status).toBe(201);
    const chart = (await created.json()) as SavedChart;
    expect(chart).toMatchObject({ name: "Asha Rao", relation: "family", date: "1990-08-15", time: "06:30", latitude: 13.0878, timezone: "Asia/Kolkata", options: {} });
    expect(created.headers.get("Location")).toBe(`/api/charts/${chart.id}`);

    const second = (await (await call("POST", "/api/charts", token, { ...asha, name: "Ravi Rao", relation: "self", options: { ayanamsa: "raman" } })).json()) as SavedChart;
    const list = (await (await call("GET", "/api/charts", token)).json()) as ChartsAnswer;
    expect(list.charts.map((c) => c.id)).toEqual([second.id, chart.id]);
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: CHARTS_PAGE_SIZE, max: MAX_CHARTS_PER_USER });
    expect(list.charts[0]!.options).toEqual({ ayanamsa: "raman" });

    expect(await (await call("GET", `/api/charts/${chart.id}`, token)).json()).toEqual(chart);
    const renamed = await call("PUT", `/api/charts/${chart.id}`, token, { ...asha, name: "Asha R." });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ id: chart.id, name: "Asha R.", createdAt: chart.createdAt });

    expect((await call("DELETE", `/api/charts/${chart.id}`, token)).status).toBe(204);
    expect((await call("GET", `/api/charts/${chart.id}`, token)).status).toBe(404);
    expect((await call("DELETE", `/api/charts/${chart.id}`, token)).status).toBe(404);
  });

  it("answers a double-clicked save with the first chart instead of keeping two", async () => {
    const { token } = await newUser();
    const [a, b] = await Promise.all([call("POST", "/api/charts", token, asha), call("POST", "/api/charts", token, asha)]);
    const ids = [((await a.json()) as SavedChart).id, ((await b.json()) as SavedChart).id];
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(ids[0]).toBe(ids[1]);
    const again = await call("POST", "/api/charts", token, { ...asha, name: "  asha rao ", time: "06:30:00" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as SavedChart).id).toBe(ids[0]);
    expect(((await (await call("GET", "/api/charts", token)).json()) as ChartsAnswer).total).toBe(1);
  });

  it("keeps each user's charts to that user: another user gets 404 on read, rename and delete, and an empty list", async () => {
    const owner = await newUser();
    const other = await newUser();
    const chart = (await (await call("POST", "/api/charts", owner.token, asha)).json()) as SavedChart;
    for (const [method, body] of [["GET"], ["PUT", asha], ["DELETE"]] as const) {
      const res = await call(method, `/api/charts/${chart.id}`, other.token, body);
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: "not_found", messageCode: "no_such_chart" } });
    }
    expect(((await (await call("GET", "/api/charts", other.token)).json()) as ChartsAnswer).total).toBe(0);
    expect((await call("GET", `/api/charts/${chart.id}`, owner.token)).status).toBe(200);
  });

  it("answers 401 without a sign-in", async () => {
    expect((await call("GET", "/api/charts")).status).toBe(401);
    expect((await call("POST", "/api/charts", undefined, asha)).status).toBe(401);
  });

  it("validates the birth data with the kundli form's messages", async () => {
    const { token } = await newUser();
    const res = await call("POST", "/api/charts", token, { ...asha, date: "1990-02-30", relation: "cousin", name: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string; code: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((d) => `${d.path}:${d.code}`).sort()).toEqual(["date:date_out_of_range", "name:min_chars", "relation:one_of"]);
    expect((await call("GET", "/api/charts/not-a-uuid", token)).status).toBe(400);
  });

  it(`refuses one chart more than the ${MAX_CHARTS_PER_USER} kept, with 409 chart_limit`, async () => {
    const user = await newUser();
    const db = createDatabase(env);
    const rows = Array.from({ length: MAX_CHARTS_PER_USER }, (_, i) => {
      const body = { ...asha, name: `Person ${i}`, relation: "client" as const, gender: "female" as const, options: {} };
      return { id: crypto.randomUUID(), userId: user.id, name: body.name, relation: body.relation, gender: body.gender, birthDate: body.date, birthTime: body.time, location: body.location, latitude: body.latitude, longitude: body.longitude, timezone: body.timezone, utcOffsetHours: null, options: {}, birthKey: birthKey(body) };
    });
    for (let i = 0; i < rows.length; i += 50) await db.insert(charts).values(rows.slice(i, i + 50));
    const res = await call("POST", "/api/charts", user.token, { ...asha, name: "One Too Many" });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "conflict", messageCode: "chart_limit", params: { max: MAX_CHARTS_PER_USER } } });
    // Saving one already kept still answers it: the limit only stops new charts.
    expect((await call("POST", "/api/charts", user.token, { ...asha, name: "Person 7", relation: "client" })).status).toBe(200);
  });
});
