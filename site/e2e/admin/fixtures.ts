import type { Locale } from "@sendero/shared/locales"
import { mkdirSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, BrowserContext, Page } from "@playwright/test"
import { test as base, expect } from "../fixtures"

/**
 * Playwright for Medusa admin (real Chromium, the seeded admin). The admin
 * logs in once per worker through the login page; every test then opens a
 * new context from that saved storage state, in the admin language it asks
 * for (`test.use({ adminLanguage: "en" })`, Spanish by default: the
 * dashboard reads its `lng` cookie). Pages are checked for CSP violations
 * like the storefront's (the base fixture).
 *
 *   import { test, expect, adminPath } from "./fixtures"
 *   test("…", async ({ adminPage }) => { await adminPage.goto(adminPath("/products")) })
 */
export const medusaUrl = () =>
  (process.env.MEDUSA_URL || "http://localhost:9000").replace(/\/$/, "")

/** An absolute URL of an admin screen: `adminPath("/products")` is `<MEDUSA_URL>/app/products`. */
export const adminPath = (screen: string) =>
  `${medusaUrl()}/app${screen.startsWith("/") ? screen : `/${screen}`}`

async function logIn(browser: Browser, file: string) {
  const email = process.env.SENDERO_ADMIN_EMAIL
  const password = process.env.SENDERO_ADMIN_PASSWORD
  if (!email || !password)
    throw new Error("SENDERO_ADMIN_EMAIL and SENDERO_ADMIN_PASSWORD are required")
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(adminPath("/login"))
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(
      (url) => url.pathname.startsWith("/app") && !url.pathname.startsWith("/app/login"),
      {
        timeout: 90_000,
      },
    )
    await context.storageState({ path: file })
  } finally {
    await context.close()
  }
}

type AdminWorkerFixtures = { adminStorageState: string }
type AdminFixtures = {
  adminLanguage: Locale
  adminContext: BrowserContext
  adminPage: Page
}

export const test = base.extend<AdminFixtures, AdminWorkerFixtures>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const dir = path.join(os.tmpdir(), "sendero-admin-e2e")
      mkdirSync(dir, { recursive: true })
      const file = path.join(dir, `state-${process.pid}-${workerInfo.workerIndex}.json`)
      await logIn(browser, file)
      await use(file)
    },
    // Its own time: the first load of the admin bundle is slow on a busy machine.
    { scope: "worker", timeout: 120_000 },
  ],
  adminLanguage: ["es", { option: true }],
  adminContext: async ({ browser, adminStorageState, adminLanguage }, use) => {
    const context = await browser.newContext({
      storageState: adminStorageState,
      locale: adminLanguage === "es" ? "es-ES" : "en-GB",
      viewport: { width: 1440, height: 900 },
    })
    const url = new URL(medusaUrl())
    await context.addCookies([
      { name: "lng", value: adminLanguage, domain: url.hostname, path: "/" },
    ])
    // about:blank, where every page starts, has no storage of its own: only the admin's origin is set.
    await context.addInitScript((lng) => {
      if (window.location.origin !== "null") window.localStorage.setItem("lng", lng)
    }, adminLanguage)
    const violations: string[] = []
    context.on("page", (page) =>
      page.on("console", (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text()))
          violations.push(`${page.url()}: ${message.text()}`)
      }),
    )
    await use(context)
    await context.close()
    expect(violations, "Content-Security-Policy violations in the admin").toEqual([])
  },
  adminPage: async ({ adminContext }, use) => {
    await use(await adminContext.newPage())
  },
})

export { expect }
export type { Page }
