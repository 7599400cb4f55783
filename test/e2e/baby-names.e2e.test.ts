import { describe, expect, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";

const { open } = useBrowser();

describe("baby naming in Chromium", () => {
  it("/tamil/baby-naming: Rohini pada 2 gives வா (va), names starting with it in Tamil letters, and a filter narrows the list", async () => {
    const page = await open("/tamil/baby-naming", { width: 360 });
    await page.locator("html[data-app=ready]").waitFor({ state: "attached" });
    await page.getByTestId("baby-naming-page").waitFor();

    await page.getByTestId("baby-nakshatra").selectOption("rohini");
    // The whole nakshatra first (its four syllables), then its second pada alone.
    const chip = page.getByTestId("baby-chosen-syllable");
    await expect.poll(() => chip.count()).toBe(4);
    await page.getByTestId("baby-pada").selectOption("2");
    await expect.poll(() => chip.count()).toBe(1);
    expect(await chip.getAttribute("data-key")).toBe("va");
    expect(await chip.textContent()).toContain("வா");
    expect(await chip.textContent()).toContain("ரோகிணி");
    await expect.poll(() => new URL(page.url()).search).toContain("nakshatra=rohini");
    expect(new URL(page.url()).search).toContain("pada=2");

    const cards = page.getByTestId("baby-name");
    await cards.first().waitFor();
    const latins = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-latin") ?? ""));
    expect(latins.length).toBeGreaterThan(3);
    for (const latin of latins) expect(latin, latin).toMatch(/^(Va|Wa)/i);
    const tamil = await page.locator("[data-testid=baby-name] [data-script=ta]").allTextContents();
    expect(tamil.length).toBe(latins.length);
    for (const t of tamil) expect(t).toMatch(/^[\u0B80-\u0BFF]/);

    const count = page.getByTestId("baby-count");
    const before = Number(await count.getAttribute("data-total"));
    await page.getByTestId("baby-length").selectOption("short");
    await expect.poll(async () => Number(await count.getAttribute("data-total"))).toBeLessThan(before);
    expect(new URL(page.url()).search).toContain("length=short");
    await expect.poll(async () => (await cards.evaluateAll((els) => els.map((e) => (e.getAttribute("data-latin") ?? "").length))).every((n) => n <= 4)).toBe(true);

    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    await page.context().close();
  });

  it("a shared link opens the same list, and the 108-syllable table unfolds with its source", async () => {
    const page = await open("/baby-naming?nakshatra=ashwini&gender=girl");
    await page.getByTestId("baby-name").first().waitFor();
    expect((await page.getByTestId("baby-chosen-syllable").evaluateAll((els) => els.map((e) => e.getAttribute("data-key"))))).toEqual(["chu", "che", "cho", "la"]);
    for (const g of await page.getByTestId("baby-name").evaluateAll((els) => els.map((e) => e.getAttribute("data-gender")))) expect(["girl", "unisex"]).toContain(g);
    await page.getByTestId("baby-table").locator("summary").click();
    await page.getByTestId("baby-table").locator("tbody tr").nth(26).waitFor();
    expect(await page.getByTestId("baby-table").locator("tbody tr").count()).toBe(27);
    expect(await page.getByTestId("baby-table").textContent()).toContain("Avakahada");
    await page.context().close();
  });
});
