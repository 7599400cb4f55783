/**
 * Issue 18, defect 1: "One request hangs the Worker". `Date.UTC` read the years 0–99 as
 * 1900–1999, so the muhurat search of 0001-01-01 walked to 1901 and scanned lagnas over
 * nineteen centuries, and the panchang of 0050-03-14 named the weekday of 1950-03-14.
 *
 * Every computing route answers each request here with a 200, or a 4xx in the API's error
 * shape, at the edges of its supported range (README's API table): dates 0001-01-01…2999-12-31
 * (proleptic Gregorian), instants −3000…3000, festival years 1800–2200, muhurat spans up to 366
 * days, any latitude (polar day or night: 422 no_sunrise). The workers project's test timeout
 * is the hang detector; nothing here measures time.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const api = (path: string) => exports.default.fetch(new Request(`http://example.com${path}`));

const delhi = "latitude=28.6139&longitude=77.209&timezone=Asia/Kolkata";

/** Fetches `path`, checks the status is one of `statuses` and a 4xx carries the error shape; returns the body. */
async function answer(path: string, statuses: number[]): Promise<Record<string, unknown>> {
  const res = await api(path);
  const body = (await res.json()) as Record<string, unknown>;
  expect(statuses, `${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`).toContain(res.status);
  if (res.status >= 400) {
    expect(body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  }
  return body;
}

interface MuhuratBody {
  windows: { date: string; start: string; weekday: { number: number } }[];
  excluded: { from: string; to: string }[];
}

describe("the issue's requests", () => {
  it("answers GET /api/muhurat?kind=marriage&from=0001-01-01&to=0001-02-01 with windows inside January of year 1", async () => {
    const body = (await answer("/api/muhurat?kind=marriage&from=0001-01-01&to=0001-02-01", [200])) as unknown as MuhuratBody;
    expect(body.windows.length).toBeGreaterThan(0);
    for (const w of body.windows) {
      expect(w.date >= "0001-01-01" && w.date <= "0001-02-01", w.date).toBe(true);
      expect(w.start.slice(0, 10) >= w.date, w.start).toBe(true);
      expect(w.start.startsWith("0001-"), w.start).toBe(true);
    }
    for (const e of body.excluded) expect(e.to.startsWith("0001-"), e.to).toBe(true);
  });

  it("gives each muhurat window of year 1 its own weekday (griha pravesh avoids Sundays and Tuesdays)", async () => {
    const body = (await answer("/api/muhurat?kind=griha-pravesh&from=0001-01-01&to=0001-02-01", [200])) as unknown as MuhuratBody;
    for (const w of body.windows) {
      const [y, m, d] = w.date.split("-").map(Number) as [number, number, number];
      const t = new Date(0);
      t.setUTCFullYear(y, m - 1, d);
      expect(w.weekday.number, w.date).toBe(t.getUTCDay());
      expect([0, 2]).not.toContain(w.weekday.number);
    }
  });

  it("names Monday for the panchang of 0050-03-14 (it said Tuesday, the weekday of 1950-03-14)", async () => {
    const body = (await answer(`/api/panchang?date=0050-03-14&${delhi}`, [200])) as { date: string; vara: { english: string; number: number }; sunrise: string };
    expect(body.vara).toMatchObject({ english: "Monday", number: 2 });
    expect(body.date).toBe("0050-03-14");
    expect(body.sunrise.slice(0, 10)).toBe("0050-03-14");
  });
});

describe("panchang dates at the edges of 0001-01-01…2999-12-31", () => {
  it.each([
    ["0001-01-01", "Monday"],
    ["0004-02-29", "Sunday"], // year 4 is a leap year
    ["0099-12-31", "Thursday"],
    ["0100-01-01", "Friday"],
    ["1582-10-04", "Monday"], // proleptic Gregorian: the Julian calendar's Thursday 4 October
    ["1582-10-05", "Tuesday"], // a proleptic date the reform skipped
    ["1582-10-15", "Friday"],
    ["2000-02-29", "Tuesday"],
    ["2999-12-31", "Tuesday"],
  ])("gives %s as a %s", async (date, weekday) => {
    const body = (await answer(`/api/panchang?date=${date}&${delhi}`, [200])) as { date: string; vara: { english: string } };
    expect(body.date).toBe(date);
    expect(body.vara.english).toBe(weekday);
  });

  it.each(["0000-12-31", "3000-01-01", "-3000-01-01", "0100-02-29", "1900-02-29", "0001-13-01", "99999-01-01", "1-01-01"])(
    "refuses %s with a 400",
    async (date) => {
      await answer(`/api/panchang?date=${date}&${delhi}`, [400]);
    },
  );

  it.each(["90", "-90", "89.9999", "78.2"])("answers latitude %s at the solstices with a panchang or no_sunrise", async (latitude) => {
    for (const date of ["2024-06-21", "2024-12-21"]) {
      const body = await answer(`/api/panchang?date=${date}&latitude=${latitude}&longitude=15.6&timezone=Europe/Oslo`, [200, 422]);
      if ("error" in body) expect((body.error as { code: string }).code).toBe("no_sunrise");
    }
  });
});

describe("muhurat ranges", () => {
  it.each([
    ["the last days of 2999", "from=2999-12-20&to=2999-12-31", [200]],
    ["the turn of the first century", "from=0099-12-25&to=0100-01-05", [200]],
    ["the Gregorian reform", "from=1582-10-01&to=1582-10-20", [200]],
    ["a leap day", "from=2024-02-28&to=2024-03-01", [200]],
    ["the Arctic summer", "from=2024-06-10&to=2024-06-20&latitude=78.2&longitude=15.6&timezone=Europe/Oslo", [422]],
    ["year 3000", "from=2999-12-31&to=3000-01-01", [400]],
    ["year 0", "from=0000-12-31&to=0001-01-01", [400]],
    ["a reversed range", "from=0001-02-01&to=0001-01-01", [400]],
    ["367 days", "from=0001-01-01&to=0002-01-02", [400]],
    ["a range across millennia", "from=0001-01-01&to=2999-12-31", [400]],
  ])("answers %s (%s)", async (_, range, statuses) => {
    await answer(`/api/muhurat?kind=griha-pravesh&${range}`, statuses);
  });

  it("says what is wrong with a range that is too long, on `to`", async () => {
    const body = (await answer("/api/muhurat?kind=marriage&from=0001-01-01&to=0002-01-02", [400])) as { error: { details: { path: string; code: string; params: unknown }[] } };
    expect(body.error.details).toContainEqual(expect.objectContaining({ path: "to", code: "range_too_long", params: { max: 366 } }));
    const reversed = (await answer("/api/muhurat?kind=marriage&from=0001-02-01&to=0001-01-01", [400])) as { error: { details: { path: string; code: string }[] } };
    expect(reversed.error.details).toContainEqual(expect.objectContaining({ path: "to", code: "range_reversed" }));
  });
});

describe("the other computing routes at their edges", () => {
  it.each([
    ["1799", 400],
    ["2201", 400],
    ["0050", 400],
    ["-3000", 400],
    ["2200", 200],
  ])("festivals of year %s: %i", async (year, status) => {
    await answer(`/api/festivals?year=${year}&${delhi}`, [status]);
  });

  it.each([
    ["-003000-01-01T12:00Z", 200],
    ["+003000-12-31T23:59:59Z", 200],
    ["0000-01-01T00:00Z", 200],
    ["0050-03-14T06:00+05:30", 200],
    ["1582-10-10T12:00Z", 200],
    ["-003001-12-31T00:00Z", 400],
    ["+003001-01-01T00:00Z", 400],
    ["0099-02-29T00:00Z", 400],
  ])("planets at %s: %i", async (datetime, status) => {
    await answer(`/api/planets?datetime=${encodeURIComponent(datetime)}&latitude=28.6&longitude=77.2`, [status]);
  });

  it.each([
    ["0001-01-01", 200],
    ["0050-03-14", 200],
    ["2999-12-31", 200],
    ["3000-01-01", 400],
    ["0000-06-01", 400],
  ])("kundli for a birth on %s: %i", async (date, status) => {
    const qs = new URLSearchParams({ name: "Edge", date, time: "06:00", latitude: "28.6139", longitude: "77.209", timezone: "Asia/Kolkata" });
    const body = await answer(`/api/kundli?${qs}`, [status]);
    if (status === 200) expect(JSON.stringify(body)).toContain(`"${date}`);
  });

  it.each([
    ["0001-01-01", 200],
    ["2999-12-31", 200],
    ["3000-01-01", 400],
  ])("matching with a birth on %s: %i", async (date, status) => {
    const side = (p: string, d: string) => ({
      [`${p}Name`]: p,
      [`${p}BirthDate`]: d,
      [`${p}BirthTime`]: "06:00",
      [`${p}Latitude`]: "13.08",
      [`${p}Longitude`]: "80.27",
      [`${p}Timezone`]: "Asia/Kolkata",
    });
    const qs = new URLSearchParams({ ...side("boy", date), ...side("girl", "1990-05-05") });
    await answer(`/api/matching?${qs}`, [status]);
  });
});

describe("the OpenAPI document", () => {
  it("states each computing route's supported range on its parameters", async () => {
    const doc = (await (await api("/api/openapi.json")).json()) as {
      paths: Record<string, { get: { parameters: { name: string; schema: { description?: string } }[] } }>;
    };
    const described = (path: string, name: string) => doc.paths[path]!.get.parameters.find((p) => p.name === name)?.schema.description ?? "";
    expect(described("/api/panchang", "date")).toContain("0001-01-01 to 2999-12-31");
    expect(described("/api/muhurat", "from")).toContain("0001-01-01 to 2999-12-31");
    expect(described("/api/muhurat", "to")).toContain("at most 366 days");
    expect(described("/api/festivals", "year")).toContain("1800 to 2200");
    expect(described("/api/planets", "datetime")).toContain("-003000-01-01");
  });
});
