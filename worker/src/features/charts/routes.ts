/**
 * `/api/charts`: the birth charts a signed-in user keeps (./store.ts). Another user's chart id
 * answers 404 exactly like an id that does not exist; saving the same chart again answers the
 * first (200) instead of keeping two.
 */
import { Hono } from "hono";
import { CHARTS_PAGE_SIZE, MAX_CHARTS_PER_USER, chartBody, chartParam, chartsQuery } from "@contract/charts";
import { createDatabase } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/errors";
import { validate } from "../../lib/validate";
import { currentUser, requireUser } from "../auth/middleware";
import { deleteChart, findChart, listCharts, replaceChart, saveChart } from "./store";

const noSuchChart = () => new ApiError("not_found", "no_such_chart");

export const chartRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", validate("query", chartsQuery), async (c) => {
    const { page } = c.req.valid("query");
    const { charts, total } = await listCharts(createDatabase(c.env), currentUser(c).id, page);
    c.header("Cache-Control", "no-store");
    return c.json({ charts, total, page, pageSize: CHARTS_PAGE_SIZE, max: MAX_CHARTS_PER_USER });
  })
  .post("/", validate("json", chartBody), async (c) => {
    c.header("Cache-Control", "no-store");
    const { chart, created } = await saveChart(createDatabase(c.env), currentUser(c).id, c.req.valid("json"));
    if (!created) return c.json(chart, 200);
    c.header("Location", `/api/charts/${chart.id}`);
    return c.json(chart, 201);
  })
  .get("/:id", validate("param", chartParam), async (c) => {
    const chart = await findChart(createDatabase(c.env), currentUser(c).id, c.req.valid("param").id);
    if (!chart) throw noSuchChart();
    c.header("Cache-Control", "no-store");
    return c.json(chart);
  })
  .put("/:id", validate("param", chartParam), validate("json", chartBody), async (c) => {
    const chart = await replaceChart(createDatabase(c.env), currentUser(c).id, c.req.valid("param").id, c.req.valid("json"));
    if (!chart) throw noSuchChart();
    c.header("Cache-Control", "no-store");
    return c.json(chart);
  })
  .delete("/:id", validate("param", chartParam), async (c) => {
    if (!(await deleteChart(createDatabase(c.env), currentUser(c).id, c.req.valid("param").id))) throw noSuchChart();
    return c.body(null, 204);
  });
