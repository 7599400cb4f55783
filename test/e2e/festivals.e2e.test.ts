import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open, baseUrl } = useBrowser();

describe("festival calendar in Chromium", () => {
  it("shows Diwali 2024 for New Delhi on 31 October with its Lakshmi puja window, and the subscribe link serves a valid iCalendar file", async () => {
    const page = await open("/hindu-festivals?month=2024-10");
    const diwali = page.getByTestId("festival-diwali");
    await diwali.waitFor();
    const text = (await diwali.textContent()) ?? "";
    expect(text).toMatch(/31 Oct/);
    expect(text).toMatch(/Lakshmi Puja muhurat:\s*0?\d:\d\d\s?pm to 0?\d:\d\d\s?pm/i);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);

    const href = await page.getByTestId("festival-ics").getAttribute("href");
    expect(await page.getByTestId("festival-subscribe").getAttribute("href")).toMatch(/^webcal:\/\//);
    const ics = await (await fetch(new URL(new URL(href!).pathname + new URL(href!).search, baseUrl))).text();
    const events = new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(events.some((e) => e.summary === "Diwali (Lakshmi Puja)" || e.uid.startsWith("diwali-"))).toBe(true);
  });

  it("opens a festival's page with its rule and meaning, in Hindi", async () => {
    const page = await open("/hindi/hindu-festivals/diwali?year=2024");
    const card = page.getByTestId("festival-card-diwali");
    await card.waitFor();
    expect(await card.textContent()).toMatch(/[\u0900-\u097F]/);
    expect(await page.getByTestId("muhurat-diwali").isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
  });

  it("lists marriage muhurat windows with the reasons they pass", async () => {
    const page = await open("/shubh-muhurat/marriage?from=2025-11-01&to=2025-12-15");
    await page.getByTestId("muhurat-count").waitFor();
    expect(await page.getByTestId("muhurat-window").count()).toBeGreaterThan(0);
  });
});
