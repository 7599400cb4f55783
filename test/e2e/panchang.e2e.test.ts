import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, shippedFontCovers, useBrowser } from "./browser";

const { open } = useBrowser();

/** 2022-01-24, New Delhi: drikpanchang.com prints sunrise 07:13, Krishna Shashthi until 08:43. */
describe("panchang pages in Chromium", () => {
  it("shows New Delhi's tithi and sunrise for a fixed date in English", async () => {
    const page = await open("/panchang?date=2022-01-24");
    const tithi = page.getByTestId("panchang-tithi");
    await tithi.waitFor();
    expect(await tithi.textContent()).toContain("Krishna Shashthi until 08:43 am"); // as drikpanchang.com prints it (the drik frame)
    expect(await page.getByTestId("panchang-sunrise").textContent()).toContain("07:12 am");
    expect(await page.getByTestId("panchang-nakshatra").textContent()).toContain("Hasta");
    expect(await page.getByTestId("panchang-rahu").textContent()).toContain("08:32 am to 09:53 am");
    expect(await page.getByTestId("panchang-for").textContent()).toContain("24 January 2022");
    await page.context().close();
  });

  it("shows the same day in Hindi at 360 px, in Devanagari, without overflow", async () => {
    const page = await open("/hindi/panchang?date=2022-01-24", { width: 360 });
    const tithi = page.getByTestId("panchang-tithi");
    await tithi.waitFor();
    expect(await tithi.textContent()).toContain("कृष्ण षष्ठी");
    expect(await page.getByTestId("panchang-sunrise").textContent()).toContain("सुबह 7:12");
    expect(await page.getByTestId("panchang-for").textContent()).toContain("नई दिल्ली");
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await shippedFontCovers(page, "कृष्ण षष्ठी")).toBe(true);
    await page.context().close();
  });

  it("moves between days, changes the sunrise convention and the place, keeping all of it in the URL", async () => {
    const page = await open("/panchang?date=2022-01-24");
    await page.getByTestId("panchang-tithi").waitFor();
    await page.getByRole("button", { name: "Next day" }).click();
    await page.waitForURL(/date=2022-01-25/);
    await page.getByTestId("panchang-for").getByText("25 January 2022").waitFor();

    expect(await page.getByTestId("panchang-sunrise-definition").isVisible()).toBe(true);
    await page.getByTestId("panchang-sunrise").getByText("07:12 am").waitFor();
    await page.getByTestId("panchang-sunrise-definition").getByRole("radio", { name: /Centre of the Sun/ }).click();
    await page.waitForURL(/sunrise=disc-centre/);
    await page.getByTestId("panchang-sunrise").getByText("07:16 am").waitFor();

    const place = page.getByTestId("panchang-place");
    await place.fill("Chennai");
    await page.getByRole("listbox").getByRole("option").first().click();
    await page.waitForURL(/tz=Asia%2FKolkata|tz=Asia\/Kolkata/);
    expect(page.url()).toMatch(/lat=13\.0/);
    await page.getByTestId("panchang-for").getByText("Chennai", { exact: false }).waitFor();
    // Chennai's sunrise that day (disc centre) is about 06:38, well before Delhi's.
    await page.getByTestId("panchang-sunrise").getByText(/06:3\d am/).waitFor();
    await page.context().close();
  });

  it("tiles the day and the night into 8 choghadiyas each, with their quality, in Tamil", async () => {
    const page = await open("/tamil/choghadiya?date=2022-01-24", { width: 360 });
    await page.getByTestId("choghadiya-day").waitFor();
    expect(await page.getByTestId("choghadiya-day").locator("li").count()).toBe(8);
    expect(await page.getByTestId("choghadiya-night").locator("li").count()).toBe(8);
    expect(await page.getByTestId("choghadiya-day").locator("li").first().textContent()).toMatch(/அமிர்த/);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("lists 24 horas starting with the weekday's lord, and Rahu Kaal in Telugu", async () => {
    const hora = await open("/hora-timings?date=2022-01-24");
    await hora.getByTestId("hora-day").waitFor();
    expect(await hora.getByTestId("hora-day").locator("li").count()).toBe(12);
    expect(await hora.getByTestId("hora-night").locator("li").count()).toBe(12);
    expect(await hora.getByTestId("hora-day").locator("li").first().textContent()).toMatch(/^Moon/);
    await hora.context().close();

    const rahu = await open("/telugu/rahu-kaal?date=2022-01-24", { width: 360 });
    await rahu.getByTestId("muhurta-window").first().waitFor();
    const first = (await rahu.getByTestId("muhurta-window").first().textContent()) ?? "";
    expect(first).toContain("రాహు");
    expect(first).toContain("8:32 ఉదయం");
    expect(await hasNoHorizontalOverflow(rahu)).toBe(true);
    await rahu.context().close();
  });

  it("shows today's panchang for New Delhi on the home page", async () => {
    const page = await open("/");
    const block = page.getByTestId("home-panchang");
    await block.waitFor();
    const text = (await block.textContent()) ?? "";
    expect(text).toContain("New Delhi (IST)");
    expect(text).toMatch(/Sunrise\s*\d{2}:\d{2} am/);
    await page.context().close();
  });
});
