import { existsSync } from "node:fs"
import { defineConfig, devices } from "@playwright/test"

/**
 * Browser journeys against a started product. `npm test` starts the product
 * and passes its URLs; run alone, point SITE_URL and MEDUSA_URL at a running
 * `npm start`. The browser is CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own.
 */
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined)

export default defineConfig({
  testDir: "./site/e2e",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_REPORT }]]
    : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    baseURL: process.env.SITE_URL || "http://localhost:4321",
    locale: "es-ES",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
})
