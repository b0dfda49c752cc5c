import { randomBytes } from "node:crypto"
import { cp, rm } from "node:fs/promises"
import { availableParallelism } from "node:os"
import path from "node:path"
import { roomForJourneys } from "../e2e-room.mjs"
import { dropDatabase, ensureDatabase } from "../postgres.mjs"
import { countPlaywright, runInherited, takeReport } from "../suites.mjs"
import {
  bin,
  productSettings,
  reports,
  root,
  startTestProduct,
  stateDir,
  sum,
  testPostgres,
} from "./context.mjs"

/**
 * Playwright journeys in Chromium against a started product (site, Medusa, mail inbox).
 * E2E_FILES (spec files, space- or comma-separated) and E2E_GREP (a title pattern) narrow the
 * run; E2E_THEN runs a shell command on the used product before it stops.
 */
export async function e2e() {
  // The e2e product's build prerenders on at least one worker thread, even on a one-core
  // machine: build-threads.spec.ts checks its pages against a build without threads.
  if (!process.env.SITE_PRERENDER_THREADS && availableParallelism() < 2)
    process.env.SITE_PRERENDER_THREADS = "1"
  const pg = await testPostgres()
  const database = `sendero_e2e_${Date.now()}`
  await ensureDatabase(pg.serverUrl, database)
  const settings = productSettings(database)
  // live-catalogue.spec.ts edits a copy of the dataset and publishes it through the content webhook.
  const dataset = path.join(stateDir, "e2e-dataset")
  await rm(dataset, { recursive: true, force: true })
  await cp(path.join(root, "cms", "dataset"), dataset, { recursive: true })
  const contentWebhookSecret = randomBytes(32).toString("hex")
  let product = null
  try {
    product = await startTestProduct(settings, {
      siteEnv: { SANITY_LOCAL_DATASET: dataset },
      contentWebhook: { secret: contentWebhookSecret, deliveriesFile: null },
    })
    await roomForJourneys(product.databaseUrl)
    const file = path.join(reports, "playwright.json")
    const only = [
      ...(process.env.E2E_FILES ?? "").split(/[\s,]+/).filter(Boolean),
      ...(process.env.E2E_GREP ? ["--grep", process.env.E2E_GREP] : []),
    ]
    const journeyEnv = {
      SITE_URL: product.siteUrl,
      MEDUSA_URL: product.medusaUrl,
      MAIL_INBOX_URL: product.inboxUrl ?? "",
      // The card journey's partial success makes a hold lapse in the product's database.
      DATABASE_URL: `${pg.serverUrl}/${database}`,
      SENDERO_ADMIN_EMAIL: product.admin.email,
      SENDERO_ADMIN_PASSWORD: product.admin.password,
      // The review journeys book through the Store API, then move the slot into the past.
      E2E_DATABASE_URL: product.databaseUrl,
      // build-threads.spec.ts builds the site again on one thread and compares it with this one.
      SITE_OUT_DIR: settings.siteOutDir,
      SITE_BUILD_LOG: path.join(settings.logDir, "astro-build.log"),
      PUBLISHABLE_KEY: product.publishableKey,
      PLAYWRIGHT_JSON_REPORT: file,
      CONTENT_WEBHOOK_URL: product.siteChanges.contentWebhookUrl,
      CONTENT_WEBHOOK_SECRET: contentWebhookSecret,
      SANITY_LOCAL_DATASET: dataset,
    }
    const code = await runInherited(bin("playwright"), ["test", ...only], {
      cwd: root,
      env: journeyEnv,
    })
    const counts = countPlaywright(await takeReport(file), code)
    // E2E_THEN: a shell command run on the product the journeys have just used (seats taken, carts,
    // orders) before it stops, with their environment; it counts as one more test. Issue 27:
    // E2E_THEN='for i in 1 2 3; do npm run bench:journey || exit 1; done' npm test -- e2e
    if (!process.env.E2E_THEN) return counts
    const then = await runInherited("sh", ["-c", process.env.E2E_THEN], {
      cwd: root,
      env: journeyEnv,
    })
    return sum([counts, then === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }])
  } finally {
    await product?.stop()
    await dropDatabase(pg.serverUrl, database).catch(() => {})
  }
}
