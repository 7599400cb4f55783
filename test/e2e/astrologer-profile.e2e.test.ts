/**
 * Issue 21, the astrologer as a user, in Chromium: a seeded astrologer signs in with the
 * development sign-in (`npm run db:seed`), edits the bio and the chat rate at
 * `/astrologer-profile`, uploads a photo (a PNG drawn here), and the public profile
 * `/astrologer/<slug>` shows the new bio and the photo. The page works at 360 px, in Tamil too.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_ASTROLOGER_PASSWORD, seedAstrologerEmail, seedAstrologers } from "../../scripts/seed/astrologers";
import { projectRoot } from "../../scripts/lib/wrangler";
import { hasNoHorizontalOverflow, useBrowser } from "./browser";
import { appReady, openSignedIn } from "./http";
import { signUpByApi } from "./signup";

const { open, baseUrl } = useBrowser();
/** An offline seeded astrologer no other e2e file edits. */
const seeded = seedAstrologers.find((a) => a.slug === "bhavana-nair")!;
const email = seedAstrologerEmail(seeded.slug);
const shots = join(projectRoot, ".data", "screenshots");

/** CRC-32 (ISO 3309, as PNG chunks use it). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A `size`×`size` PNG: a saffron disc on cream, drawn pixel by pixel. */
function drawPng(size = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // no filter
    for (let x = 0; x < size; x++) {
      const inside = (x - size / 2) ** 2 + (y - size / 2) ** 2 < (size / 2.5) ** 2;
      rows.push(...(inside ? [244, 128, 36] : [255, 248, 231]));
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.from(rows))), chunk("IEND", Buffer.alloc(0))]);
}

async function apiToken(): Promise<string> {
  const res = await fetch(new URL("/api/auth/login", baseUrl), { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: DEV_ASTROLOGER_PASSWORD }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Sets the seeded astrologer's bio, chat rate and weekly hours through the API. */
async function resetProfile(availability: unknown): Promise<void> {
  const token = await apiToken();
  const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
  const profile = (await (await fetch(new URL("/api/astrologer/profile", baseUrl), { headers })).json()) as Record<string, unknown>;
  const { id: _id, slug: _slug, image: _image, hasPhoto: _hasPhoto, isOnline: _isOnline, ...body } = profile;
  const res = await fetch(new URL("/api/astrologer/profile", baseUrl), { method: "PUT", headers, body: JSON.stringify({ ...body, bio: seeded.bio, chatRatePaise: seeded.ratePerMinutePaise, availability }) });
  expect(res.status, await res.clone().text()).toBe(200);
}

// The test sets Monday's hours on a week with none; after it, the seeded astrologer is as the other files expect it (its bio, rate and hours).
beforeAll(() => resetProfile([]));
afterAll(() => resetProfile(seeded.availability));

describe("the astrologer's profile in Chromium", () => {
  it("a seeded astrologer signs in, edits the bio and the chat rate, uploads a photo, and the public profile shows them", async () => {
    const page = await open("/astrologer-profile", { width: 360 });
    // Signed out: the sign-in page, which returns here.
    await page.getByTestId("login-form").waitFor();
    await appReady(page);
    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(DEV_ASTROLOGER_PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.waitForURL(/\/astrologer-profile$/);
    const form = page.getByTestId("aa-profile-form");
    await form.waitFor();
    expect(await page.getByTestId("aa-bio").inputValue()).toBe(seeded.bio);
    expect(await page.getByTestId("aa-chat-rate").inputValue()).toBe(String(seeded.ratePerMinutePaise / 100));

    // A bio that is too short is caught on the page, next to the field, and nothing is sent.
    await page.getByTestId("aa-bio").fill("Too short");
    await page.getByTestId("aa-save").click();
    await page.getByTestId("aa-form-error").waitFor();
    expect(await page.locator("[data-field-error]").first().textContent()).toContain("Write 20 to 2000 characters (now 9)");

    const bio = `Tarot and meditation from Kochi; sessions end with one simple practice to take home (${Date.now().toString(36)}).`;
    await page.getByTestId("aa-bio").fill(bio);
    await page.getByTestId("aa-chat-rate").fill("19");
    // Open on Mondays, 10:00–13:00 and 17:00–20:00 (India time).
    await page.getByTestId("aa-closed-1").uncheck();
    const monday = page.getByTestId("aa-day-1");
    await monday.locator("input[type=time]").nth(0).fill("10:00");
    await monday.locator("input[type=time]").nth(1).fill("13:00");
    await monday.getByRole("button", { name: "+ Add hours" }).click();
    await monday.locator("input[type=time]").nth(2).fill("17:00");
    await monday.locator("input[type=time]").nth(3).fill("20:00");
    const saved = page.waitForResponse((res) => res.url().endsWith("/api/astrologer/profile") && res.request().method() === "PUT");
    await page.getByTestId("aa-save").click();
    const savedAnswer = await saved;
    expect(savedAnswer.status()).toBe(200);
    expect(await savedAnswer.json()).toMatchObject({ bio, chatRatePaise: 1900, availability: [{ day: 1, from: "10:00", to: "13:00" }, { day: 1, from: "17:00", to: "20:00" }] });
    await page.getByTestId("toast").getByText("Profile saved").waitFor();

    // The photo: chosen, previewed, uploaded; a file of another type is refused on the page.
    await page.getByTestId("aa-photo-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") });
    expect(await page.getByTestId("aa-photo-error").textContent()).toBe("Choose a JPEG, PNG or WebP image.");
    const png = drawPng();
    await page.getByTestId("aa-photo-input").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
    await page.getByTestId("aa-photo-preview").waitFor();
    const uploaded = page.waitForResponse((res) => res.url().endsWith("/api/astrologer/photo"));
    await page.getByTestId("aa-photo-upload").click();
    expect((await uploaded).status()).toBe(200);
    const current = page.getByTestId("aa-photo-current");
    await expect.poll(() => current.getAttribute("src")).toMatch(new RegExp(`^/api/astrologers/${seeded.slug}/photo\\?v=[0-9a-f]+$`));
    const photoUrl = (await current.getAttribute("src"))!;
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: join(shots, "astrologer-profile-e2e-360.png"), fullPage: true });

    // The public profile, read afresh: the new bio, the new rate and the photo.
    await page.goto(new URL(`/astrologer/${seeded.slug}`, baseUrl).href);
    const card = page.getByTestId("astrologer-card");
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain(bio);
    expect(await card.textContent()).toContain("₹19");
    const img = card.locator(`img[src="${photoUrl}"]`);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(48);
    await page.screenshot({ path: join(shots, "astrologer-public-e2e-360.png") });
    const served = await fetch(new URL(photoUrl, baseUrl));
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("draws the editor in Tamil and English at 360 px and 1280 px without sideways scrolling", async () => {
    const token = await apiToken();
    for (const [path, name] of [["/astrologer-profile", "en"], ["/tamil/astrologer-profile", "ta"]] as const) {
      for (const width of [360, 1280]) {
        const page = await openSignedIn(open, baseUrl, path, token, width);
        await page.getByTestId("aa-profile-form").waitFor();
        if (name === "ta") expect(await page.getByTestId("aa-week").textContent()).toContain("திங்கள்");
        expect(await hasNoHorizontalOverflow(page), `${path} at ${width}`).toBe(true);
        await page.screenshot({ path: join(shots, `astrologer-profile-${name}-${width}.png`), fullPage: true });
        await page.context().close();
      }
    }
  });

  it("a user who is not an astrologer applies from the same page (in Hindi) and then sees the application waiting", async () => {
    const { token } = await signUpByApi(baseUrl, `aa.applicant.${Date.now().toString(36)}@example.com`, "sapta rishi 7");
    const page = await openSignedIn(open, baseUrl, "/hindi/astrologer-profile", token, 360);
    const form = page.getByTestId("aa-application-form");
    await form.waitFor();
    // Nothing filled in: each field says what it needs, in Hindi.
    await page.getByTestId("aa-apply").click();
    await expect.poll(() => form.locator("[data-field-error]").count()).toBeGreaterThanOrEqual(4);
    expect(await form.textContent()).toContain("कम से कम एक चुनें");
    await page.getByTestId("aa-name").fill("Aditi Sharma");
    await page.getByTestId("aa-experience").fill("5");
    await page.getByTestId("aa-bio").fill("लाल किताब और वैदिक ज्योतिष से करियर और विवाह के सवालों पर सलाह देती हूँ।");
    await page.getByTestId("aa-specialties").getByLabel("लाल किताब").check();
    await page.getByTestId("aa-chat-rate").fill("20");
    await page.screenshot({ path: join(shots, "astrologer-profile-apply-hi-360.png"), fullPage: true });
    await page.getByTestId("aa-apply").click();
    await page.getByTestId("aa-application-pending").waitFor();
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    const mine = await fetch(new URL("/api/astrologer/application", baseUrl), { headers: { Authorization: `Bearer ${token}` } });
    expect(await mine.json()).toMatchObject({ application: { status: "pending", name: "Aditi Sharma", chatRatePaise: 2000, languages: ["hi"], specialties: ["lal-kitab"] } });
  });
});
