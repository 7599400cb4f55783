import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SWE_WASM_PATH, loadEphemerisNode } from "@ephemeris/node";
import { useBrowser } from "./browser";

const { open } = useBrowser();

describe("the ephemeris binding in Chromium", () => {
  it("loads the same swe.wasm in the browser and computes the same chart as in Node", async () => {
    const bundle = await build({
      entryPoints: ["wasm-ephemeris/index.ts"],
      bundle: true,
      format: "iife",
      globalName: "VedicEphemeris",
      platform: "browser",
      write: false,
    });
    // A same-origin page without the product's Content-Security-Policy, which (rightly) refuses
    // the inline script this test injects: the binding is under test here, not the page.
    const page = await open("/robots.txt");
    await page.route("**/__test__/swe.wasm", (route) =>
      route.fulfill({ body: readFileSync(SWE_WASM_PATH), contentType: "application/wasm" }),
    );
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const jdUt = 2450424.7319444445; // 1996-12-07 05:34 UT
    const observer = { latitudeDeg: 13.0878, longitudeDeg: 80.2785 };
    const inBrowser = await page.evaluate(
      async ({ jdUt, observer }) => {
        const api = (globalThis as unknown as { VedicEphemeris: typeof import("@ephemeris") }).VedicEphemeris;
        const module = await WebAssembly.compileStreaming(fetch("/__test__/swe.wasm"));
        return api.createEphemeris(module).positions(jdUt, {}, observer);
      },
      { jdUt, observer },
    );
    const inNode = (await loadEphemerisNode()).positions(jdUt, {}, observer);
    expect(inBrowser).toEqual(inNode);
    await page.context().close();
  });
});
