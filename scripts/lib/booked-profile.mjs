/* global document -- the wait for the header count runs inside the page. */
import { cp, mkdtemp, rm } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"

/**
 * A Chromium profile whose localStorage holds a cart with one booking on
 * `siteUrl`, added the way a traveller does it (the experience page's
 * picker: first open date and slot, its default travellers, 'add to cart').
 * The HTTP cache is cleared before the profile is closed, so a page measured
 * with it loads its files as a first visit would; only the cart is kept.
 * Returns the profile's folder and a function that copies it for one run
 * (Lighthouse keeps what a run caches, so every run gets a fresh copy).
 */
export async function bookedProfile({ siteUrl, experiencePath, locale, chromePath, workDir }) {
  const dir = await mkdtemp(path.join(workDir, "booked-"))
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    headless: true,
    locale: locale === "es" ? "es-ES" : "en-US",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-quic"],
  })
  try {
    const page = await context.newPage()
    await page.goto(`${siteUrl}${experiencePath}`)
    await page.waitForSelector('[data-testid="booking-form"] [data-testid="slot"]', {
      timeout: 60_000,
    })
    await page.click('[data-testid="add-to-cart"]')
    await page.waitForFunction(
      () => document.querySelector('[data-testid="header-cart-count"]')?.textContent === "1",
      undefined,
      { timeout: 60_000 },
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.clearBrowserCache")
  } finally {
    await context.close()
  }
  return {
    dir,
    /** A fresh copy of the profile for one run, and its clean-up. */
    copy: async () => {
      const copyDir = await mkdtemp(path.join(os.tmpdir(), "sendero-lh-"))
      await cp(dir, copyDir, { recursive: true })
      return { dir: copyDir, remove: () => rm(copyDir, { recursive: true, force: true }) }
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}
