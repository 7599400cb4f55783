/**
 * Spec §2.1's internal test pages in Chromium: an administrator opens /internal/jyotishyam, picks
 * the first reference case and sees every point of it within the case's tolerance; the KP page's
 * own sub-lord arithmetic agrees with the kundli API's KP answer for every graha of a chart; and
 * every internal page is laid out on a phone, in English and Tamil, without sideways scrolling (a screenshot each in
 * .data/screenshots).
 */
import { mkdirSync } from "node:fs";
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { openSignedIn as openSignedInAt } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const openSignedIn = (path: string, token: string, width?: number) => openSignedInAt(open, baseUrl, path, token, width);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let admin: { token: string; user: { id: string } } | undefined;
async function adminToken(): Promise<string> {
  if (!admin) {
    admin = await signUpByApi(baseUrl, `internal.${unique()}@example.com`, "sapta rishi 7");
    const db = createClient({ url: inject("libsqlUrl") });
    try {
      await db.execute({ sql: "update users set role = 'admin' where id = ?", args: [admin.user.id] });
    } finally {
      db.close();
    }
  }
  return admin.token;
}

/** The birth form of the KP and East Indian pages, filled with the author's chart of PyJHora (Chennai, 1996-12-07 10:34). */
async function fillBirth(page: Page, english = true): Promise<void> {
  const form = page.getByTestId("int-birth-form");
  // The date and time inputs by their type where the labels are not in English.
  await (english ? form.getByLabel("Birth date") : form.locator("input[type=date]")).fill("1996-12-07");
  await (english ? form.getByLabel("Birth time") : form.locator("input[type=time]")).fill("10:34");
  await form.getByTestId("kundli-place").pressSequentially("chenn", { delay: 40 });
  const option = page.getByRole("listbox").getByRole("option").first();
  await option.waitFor();
  await option.click();
  await form.locator("button[type=submit]").click();
}

describe("the internal test pages in Chromium", () => {
  it("shows every point of the first chart reference case within its tolerance", async () => {
    const page = await openSignedIn("/internal/jyotishyam", await adminToken());
    const select = page.getByTestId("int-case-select");
    const first = await select.locator("option").first().getAttribute("value");
    await select.selectOption(first!);
    const rows = page.getByTestId("int-rows").locator("tbody tr");
    await rows.first().waitFor();
    // The Chennai 1996 case: the lagna and the nine grahas, each to 0.02° (72″).
    expect(await rows.count()).toBe(10);
    expect(await rows.evaluateAll((trs) => trs.filter((tr) => tr.getAttribute("data-ok") !== "true").map((tr) => tr.textContent))).toEqual([]);
    await expect.poll(() => page.getByTestId("int-summary").textContent()).toBe("10 of 10 within tolerance");
    await page.context().close();
  }, 120_000);

  it("works out the same KP sign, star and sub lords as the kundli API for every graha", async () => {
    const page = await openSignedIn("/internal/kp", await adminToken());
    await fillBirth(page);
    const verdicts = page.getByTestId("int-kp-rows").locator("[data-ok]");
    await verdicts.first().waitFor();
    expect(await verdicts.count()).toBe(9);
    expect(await verdicts.evaluateAll((els) => els.map((e) => e.getAttribute("data-ok")))).toEqual(Array(9).fill("true"));
    await page.context().close();
  }, 120_000);

  it("lays out every internal page on a phone", async () => {
    const token = await adminToken();
    mkdirSync(".data/screenshots", { recursive: true });
    for (const [prefix, test] of ["", "/tamil"].flatMap((p) => ["jyotishyam", "phase3", "kp", "east-indian-chart", "daemon"].map((t) => [p, t] as const))) {
      const page = await openSignedIn(`${prefix}/internal/${test}`, token, 360);
      await page.getByTestId(`internal-${test}`).waitFor();
      if (test === "kp" || test === "east-indian-chart") {
        await fillBirth(page, prefix === "");
        await page.getByTestId(test === "kp" ? "int-kp-rows" : "int-east-signs").waitFor();
      }
      if (test === "jyotishyam" || test === "phase3") await page.getByTestId("int-rows").or(page.getByTestId("int-error")).first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `.data/screenshots/internal_${prefix ? "ta_" : ""}${test}-360.png`, fullPage: true });
      expect(await hasNoHorizontalOverflow(page), `${prefix}/internal/${test} at 360 px`).toBe(true);
      await page.context().close();
    }
  }, 600_000);
});
