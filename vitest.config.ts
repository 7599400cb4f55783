import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { aliases } from "./aliases.ts";

/**
 * Three kinds of test, one runner:
 *  - unit:    pure code in Node (domain, helpers, SPA logic, seed and migration checks);
 *  - workers: the Worker inside workerd (the Workers Vitest integration) against a real sqld;
 *  - e2e:     the built product under `wrangler dev`, driven in real Chromium.
 */
// expect.poll() waits on a condition; its default bound (1 s) is a clock wait that a busy
// 2-core machine misses. Every project polls for up to 30 s instead (a hang detector).
const expectDefaults = { poll: { timeout: 30_000, interval: 50 } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "unit",
          environment: "node",
          include: ["worker/src/**/*.test.ts", "web/src/**/*.test.{ts,tsx}", "wasm-ephemeris/**/*.test.ts", "scripts/**/*.test.ts", "test/unit/**/*.test.ts"],
          exclude: ["**/*.workers.test.ts", "**/node_modules/**"],
          testTimeout: 60_000,
          expect: expectDefaults,
        },
      },
      {
        resolve: { alias: aliases },
        plugins: [
          cloudflareTest(({ inject }) => ({
            main: "./worker/src/index.ts",
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: { bindings: { LIBSQL_URL: inject("libsqlUrl") } },
          })),
        ],
        test: {
          name: "workers",
          include: ["worker/src/**/*.workers.test.ts", "test/integration/**/*.workers.test.ts"],
          globalSetup: ["./test/integration/global-setup.ts"],
          // A hang detector, not a timing: the first request of a file waits for workerd, the
          // WASM ephemeris and a cold sqld, which takes seconds on a busy 2-core machine.
          testTimeout: 60_000,
          expect: expectDefaults,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias: aliases },
        test: {
          name: "e2e",
          environment: "node",
          include: ["test/e2e/**/*.e2e.test.ts"],
          globalSetup: ["./test/e2e/global-setup.ts"],
          testTimeout: 60_000,
          expect: expectDefaults,
          hookTimeout: 120_000,
          // One browser and one server; files run one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
