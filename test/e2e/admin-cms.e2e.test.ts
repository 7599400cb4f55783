/**
 * Issue 24, the admin pages in Chromium: an administrator writes a Hindi article with an
 * uploaded image, sees the server's preview of it, publishes it, finds it on /hindi/blog's first
 * page and in the sitemap, unpublishes it, and it is gone from both. A signed-in user without the
 * role is refused the editor; a GST rate changed on the settings page is still there after a
 * reload. Then every admin page in English and Tamil at 360 and 1280 px: no sideways scrolling
 * on a phone, and a screenshot each in .data/screenshots.
 */
import { mkdirSync } from "node:fs";
import { createClient } from "@libsql/client";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { appReady, openSignedIn as openSignedInAt } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
const openSignedIn = (path: string, token: string, width?: number) => openSignedInAt(open, baseUrl, path, token, width);
const password = "sapta rishi 7";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A 2×2 red PNG. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==", "base64");

async function makeAdmin(userId: string): Promise<void> {
  const db = createClient({ url: inject("libsqlUrl") });
  try {
    await db.execute({ sql: "update users set role = 'admin' where id = ?", args: [userId] });
  } finally {
    db.close();
  }
}

let admin: { token: string; user: { id: string } } | undefined;
async function adminToken(): Promise<string> {
  if (!admin) {
    admin = await signUpByApi(baseUrl, `adminweb.${unique()}@example.com`, password);
    await makeAdmin(admin.user.id);
  }
  return admin.token;
}

async function api(method: string, path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(new URL(path, baseUrl), { method, headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The outermost elements that reach past the viewport's right edge (for the failure message). */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > window.innerWidth + 1))
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).slice(0, 60)} (${Math.round(e.getBoundingClientRect().width)} px)`)
      .join("; "),
  );

const sitemap = async () => (await fetch(new URL("/sitemap.xml", baseUrl))).text();

/** The blog's first page in Hindi, freshly loaded, and the cards that hold `title`. */
async function hindiBlogCards(page: Page, title: string): Promise<number> {
  await page.goto(new URL("/hindi/blog", baseUrl).href);
  await appReady(page);
  // The list has loaded once its "Showing X-Y of N" line is there (the seeded articles are on it too).
  await page.getByTestId("blog-showing").waitFor();
  return page.locator("[data-testid=blog-card]", { hasText: title }).count();
}

describe("the admin CMS in Chromium", () => {
  let restoreGst: (() => Promise<unknown>) | undefined;
  afterAll(async () => {
    await restoreGst?.();
  });

  it("writes, previews and publishes a Hindi article with an image; it shows on the blog and in the sitemap until it is unpublished", async () => {
    const token = await adminToken();
    const slug = `e2e-${unique()}`;
    const title = `शनि का गोचर ${unique()}`;
    const page = await openSignedIn("/admin/articles", token);
    await page.getByTestId("admin-articles-page").waitFor();
    await page.getByRole("link", { name: "New article" }).click();
    await page.getByTestId("adm-editor").waitFor();
    await page.getByTestId("adm-tab-hi").click();
    await page.getByTestId("adm-slug").fill(slug);
    await page.getByTestId("adm-category").selectOption("Transit");
    await page.getByTestId("adm-title").fill(title);
    await page.getByTestId("adm-description").fill("शनि के गोचर का बारह राशियों पर असर, सरल शब्दों में।");
    await page.getByTestId("adm-body").fill("## शनि का गोचर\n\nशनि धीरे चलने वाला ग्रह है और एक राशि में लगभग ढाई वर्ष रहता है।\n\n");

    // The image is uploaded and linked at the cursor (the end of the text).
    await page.getByTestId("adm-body").press("End");
    await page.getByTestId("adm-image-input").setInputFiles({ name: "shani.png", mimeType: "image/png", buffer: png });
    await expect.poll(() => page.getByTestId("adm-body").inputValue()).toMatch(/!\[shani\]\(\/api\/media\/[0-9a-f]{64}\.png\)/);

    // The server's preview renders the heading and the image, with the reading time.
    const preview = page.getByTestId("adm-preview");
    await preview.locator("h2", { hasText: "शनि का गोचर" }).waitFor();
    await preview.locator("img[src^='/api/media/']").waitFor();
    await page.getByTestId("adm-read-minutes").waitFor();
    const src = await preview.locator("img").first().getAttribute("src");
    expect((await fetch(new URL(src!, baseUrl))).headers.get("content-type")).toBe("image/png");

    await page.getByTestId("adm-publish").click();
    await page.getByTestId("adm-unpublish").waitFor();
    expect(new URL(page.url()).searchParams.get("locale")).toBe("hi");

    const reader = await open("/hindi/blog");
    await expect.poll(() => hindiBlogCards(reader, title), { timeout: 60_000 }).toBe(1);
    await expect.poll(sitemap, { timeout: 60_000 }).toContain(`/hindi/blog/${slug}`);

    // Unpublished, it is a draft again and gone from both.
    await page.getByTestId("adm-unpublish").click();
    await page.getByTestId("adm-publish").waitFor();
    await expect.poll(() => hindiBlogCards(reader, title), { timeout: 60_000 }).toBe(0);
    await expect.poll(sitemap, { timeout: 60_000 }).not.toContain(`/hindi/blog/${slug}`);

    // The list shows its Hindi text as a draft.
    await page.goto(new URL("/admin/articles", baseUrl).href);
    await appReady(page);
    await page.getByTestId("adm-content-search").fill(slug);
    const row = page.getByTestId("adm-content-row").filter({ hasText: slug });
    await expect.poll(() => row.locator("[data-state=draft]").count()).toBe(1);
    await reader.context().close();
    await page.context().close();
  }, 300_000);

  it("refuses the editor to a signed-in user who is not an administrator", async () => {
    const user = await signUpByApi(baseUrl, `adminweb.user.${unique()}@example.com`, password);
    const page = await openSignedIn("/admin/articles", user.token);
    await page.getByRole("alert").filter({ hasText: "Admin access required" }).waitFor();
    expect(await page.getByTestId("admin-articles-page").count()).toBe(0);
    await page.context().close();
  }, 120_000);

  it("saves a changed GST rate, which is still there after a reload", async () => {
    const token = await adminToken();
    const before = (await (await api("GET", "/api/admin/settings", token)).json()) as { settings: Record<string, unknown> };
    const original = before.settings["pricing.gstBp"] as number;
    restoreGst = () => api("PUT", "/api/admin/settings/pricing.gstBp", token, { value: original });
    const changed = original === 1850 ? "18.25" : "18.5";

    const page = await openSignedIn("/admin/settings", token);
    const field = page.getByTestId("adm-setting-pricing.gstBp");
    await expect.poll(() => field.inputValue()).toBe(String(original / 100));
    await field.fill(changed);
    await page.getByTestId("adm-save-adm-pricing").click();
    await page.getByTestId("toast").getByText("Settings saved").waitFor();

    await page.reload();
    await appReady(page);
    await expect.poll(() => page.getByTestId("adm-setting-pricing.gstBp").inputValue()).toBe(changed);
    // A value that is not a percentage is refused next to the field, before any request.
    await page.getByTestId("adm-setting-pricing.gstBp").fill("18.555");
    await page.getByTestId("adm-save-adm-pricing").click();
    await page.locator("[data-field-error]", { has: page.getByTestId("adm-setting-pricing.gstBp") }).waitFor();
    await page.context().close();
  }, 180_000);

  it("lays out every admin page in English and Tamil on a phone and a desktop", async () => {
    const token = await adminToken();
    mkdirSync(".data/screenshots", { recursive: true });
    const paths = ["/admin", "/admin-dashboard", "/admin/articles", "/admin/articles?new=article&locale=ta", "/admin/settings"];
    for (const prefix of ["", "/tamil"]) {
      for (const width of [360, 1280]) {
        for (const path of paths) {
          const page = await openSignedIn(`${prefix}${path}`, token, width);
          await page.locator("[data-testid^=admin-][data-testid$=-page]").waitFor();
          // Each page's own data, not its spinner.
          const ready = { "/admin": "adm-users", "/admin-dashboard": "adm-tile-users", "/admin/settings": "adm-setting-pricing.gstBp" }[path.split("?")[0]!];
          await page.getByTestId(ready ?? "adm-content-list").or(page.getByTestId("adm-editor")).first().waitFor();
          await page.waitForLoadState("networkidle");
          const name = `${prefix ? "ta" : "en"}${path.replace(/[/?&=]+/g, "_")}-${width}`;
          await page.screenshot({ path: `.data/screenshots/${name}.png`, fullPage: true });
          if (width === 360) expect(await hasNoHorizontalOverflow(page), `${prefix}${path} at 360 px: ${await widest(page)}`).toBe(true);
          await page.context().close();
        }
      }
    }
  }, 600_000);
});
