import { mkdir, rm, writeFile } from "node:fs/promises"
import { loadavg } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { bookedProfile } from "./lib/booked-profile.mjs"
import { pageJsWeight } from "./lib/page-weight.mjs"
import { readSettings } from "./lib/settings.mjs"
import { budgets, JOURNEY_TYPES, LIGHTHOUSE_MIN, printReport } from "./lib/site-bench-budgets.mjs"
import { readJson } from "./lib/state.mjs"
import { checkKept, listingWeight, readSitemap, scaleProduct } from "./lib/site-bench-scale.mjs"
import {
  discoverPages,
  LIGHTHOUSE_TYPES,
  NOINDEX_SKIPPED_AUDITS,
  serveBarePage,
} from "./lib/site-bench-pages.mjs"
import {
  countHtml,
  lighthouseRun,
  median,
  prerenderSeconds,
  productEnv,
  runTimed,
  serveBuild,
  writeBaselineProject,
} from "./lib/site-bench.mjs"

/**
 * `npm run bench:site`: builds the storefront against a running product
 * (`npm start`'s, or PUBLIC_MEDUSA_URL + PUBLIC_MEDUSA_PUBLISHABLE_KEY), then
 * measures (a) the full build in pages per second beside a trivial Astro
 * build of as many pages in the same run, (b) the JS each page type ships
 * (files gzip and inline bytes) in both languages, (c) Lighthouse (mobile,
 * median of 3 runs) on home, a city listing, an experience, a tour package,
 * a combo, a blog post, the
 * cart and checkout (with a booking in the cart, `is-crawlable` left out of
 * their SEO score: they are noindex by design) in both languages beside a
 * bare page. Prints each budget with PASS/FAIL and
 * writes reports/bench-site.json.
 *
 * Options: --no-build (measure the previous bench build), --no-lighthouse,
 * --runs N (Lighthouse runs per page, default 3), --port N (default 4690),
 * --pages cart,checkout (Lighthouse on these page types only; default all),
 * --experiences N (a generated catalogue of N experiences with a product of
 * its own, see lib/site-bench-scale.mjs; Lighthouse on the listing only unless
 * --pages says otherwise). Every run also weighs the largest listing (all
 * experiences): HTML raw and compressed, cards in it, DOM nodes once painted.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { values: opts } = parseArgs({
  allowNegative: true,
  options: {
    build: { type: "boolean", default: true },
    lighthouse: { type: "boolean", default: true },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "" },
    port: { type: "string", default: process.env.BENCH_SITE_PORT || "4690" },
    experiences: { type: "string", default: "" },
    "change-to-live": { type: "string", default: "" },
  },
})
const CHANGES = opts["change-to-live"] ? Number(opts["change-to-live"]) : 0
if (!(Number.isInteger(CHANGES) && CHANGES >= 0)) {
  console.error(`✗ --change-to-live takes a number of changes, not ${opts["change-to-live"]}`)
  process.exit(1)
}
const EXPERIENCES = opts.experiences ? Number(opts.experiences) : null
if (EXPERIENCES !== null && !(Number.isInteger(EXPERIENCES) && EXPERIENCES >= 20)) {
  console.error(`✗ --experiences takes a whole number of at least 20, not ${opts.experiences}`)
  process.exit(1)
}
const RUNS = Number(opts.runs)
const PORT = Number(opts.port)
// BENCH_SITE_DIR: a folder of one's own for the bench's builds (two benches side by side).
const benchDir = path.resolve(root, process.env.BENCH_SITE_DIR || path.join(".data", "bench-site"))
const distDir = path.join(benchDir, EXPERIENCES ? `dist-${EXPERIENCES}` : "dist")
const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const astro = path.join(root, "node_modules", ".bin", "astro")

const LOCALES = [
  { locale: "es", lang: "es-ES", path: (p) => p },
  { locale: "en", lang: "en-US", path: (p) => englishOf.get(p) ?? (p === "/" ? "/en" : `/en${p}`) },
]
/** Spanish path -> its English page, from the sitemap's hreflang pairs (English slugs differ). */
const englishOf = new Map()
const settings = readSettings(root, process.env)
const medusaPort = EXPERIENCES ? Number(process.env.BENCH_MEDUSA_PORT || 9210) : null
if (!opts.build) await checkKept(distDir, { medusaPort, sitePort: PORT })
const scale = EXPERIENCES ? await scaleProduct(root, EXPERIENCES) : null
const product = scale ? { url: scale.url, key: scale.key } : await productEnv(root, settings)
if (!product.key) {
  console.error(
    "✗ No publishable key: start the product (npm start) or set PUBLIC_MEDUSA_URL and PUBLIC_MEDUSA_PUBLISHABLE_KEY.",
  )
  process.exit(1)
}
const siteUrl = `http://127.0.0.1:${PORT}`
const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: "1",
  PUBLIC_MEDUSA_URL: product.url,
  PUBLIC_MEDUSA_PUBLISHABLE_KEY: product.key,
  PUBLIC_SITE_URL: siteUrl,
  SITE_OUT_DIR: distDir,
  ...(scale ? { SANITY_LOCAL_DATASET: scale.datasetDir } : {}),
  // The change-to-live run tells the bench server which pages it swapped (site/lib/server/entry.mjs).
  SITE_CHANGES_SECRET: "bench-site-change-to-live-secret",
}
const report = {
  date: new Date().toISOString(),
  node: process.version,
  medusa: product.url,
  experiences: EXPERIENCES ?? "the product's catalogue",
}
await mkdir(benchDir, { recursive: true })

// (a) Build speed, beside a trivial build of as many pages.
if (opts.build) {
  console.log(
    `▸ Building the site against ${product.url}${scale ? ` (${EXPERIENCES} experiences)` : ""}…`,
  )
  const site = await runTimed(astro, ["build"], { cwd: root, env }).catch(async (error) => {
    await scale?.stop()
    throw error
  })
  const pages = await countHtml(path.join(distDir, "client"))
  console.log(`▸ Building a trivial baseline of ${pages} pages…`)
  const baselineDir = path.join(benchDir, "baseline")
  await writeBaselineProject(baselineDir, pages)
  const baseline = await runTimed(astro, ["build", "--root", baselineDir], {
    cwd: root,
    env: { ASTRO_TELEMETRY_DISABLED: "1", PATH: process.env.PATH, HOME: process.env.HOME },
  })
  await rm(baselineDir, { recursive: true, force: true })
  report.build = {
    pages,
    seconds: site.seconds,
    pagesPerSecond: pages / site.seconds,
    peakRssMb: site.peakRssMb,
    loadAverage: loadavg(),
    prerenderSeconds: prerenderSeconds(site.output),
    baselineSeconds: baseline.seconds,
    baselinePagesPerSecond: pages / baseline.seconds,
  }
  // Printed at once: a later step that fails (the server, Chromium) does not lose the build's figures.
  console.log(
    `  ${pages} pages in ${site.seconds.toFixed(1)} s (${(pages / site.seconds).toFixed(0)} pages/s; prerender ${report.build.prerenderSeconds ?? "?"} s), peak ${(site.peakRssMb / 1024).toFixed(2)} GB resident, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}; pages per thread ${/Pages rendered: ([\d +]+)/.exec(site.output)?.[1] ?? "?"}`,
  )
}

const server = await serveBuild(distDir, { port: PORT, env })
const bare = await serveBarePage()
try {
  const fetchText = async (url) => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    return response.text()
  }
  const pages = discoverPages(await readSitemap(siteUrl, fetchText), englishOf)
  report.pages = pages

  // Change to live: admin changes until they are on the served pages (lib/site-bench-live.mjs).
  if (CHANGES) {
    console.log(`▸ Change to live: ${CHANGES} changes (prices, reviews and content texts)…`)
    const admin = scale?.admin ?? (await adminLogin(settings))
    // Loaded when the changes begin (after a build of up to an hour at 50,000 experiences).
    const { changeToLive } = await import("./lib/site-bench-live.mjs")
    report.changeToLive = await changeToLive({
      distDir,
      siteUrl,
      env,
      medusaUrl: product.url,
      admin,
      changes: CHANGES,
    })
  }

  // The largest listing (every experience), in both languages.
  console.log("▸ Weighing the largest listing…")
  report.listing = {}
  for (const { locale, path: localePath } of LOCALES) {
    report.listing[locale] = await listingWeight(
      `${siteUrl}${localePath(pages.listing)}`,
      chromePath,
    )
  }

  // Compression as served.
  const home = await fetch(siteUrl, { headers: { "Accept-Encoding": "br, gzip" } })
  report.compression = home.headers.get("content-encoding")

  // (b) JS per page type and language.
  console.log("▸ Counting JS per page…")
  report.js = {}
  for (const [type, p] of Object.entries(pages)) {
    for (const { locale, path: localePath } of LOCALES) {
      report.js[`${type}:${locale}`] = await pageJsWeight(`${siteUrl}${localePath(p)}`, fetchText)
    }
  }

  // (c) Lighthouse, median of RUNS runs, beside a bare page.
  if (opts.lighthouse) {
    const workDir = path.join(benchDir, "lighthouse")
    await mkdir(workDir, { recursive: true })
    const runMedian = async (url, lang, { profile, skipAudits } = {}) => {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const copy = profile && (await profile.copy())
        try {
          runs.push(
            await lighthouseRun(url, {
              lang,
              workDir,
              chromePath,
              userDataDir: copy?.dir,
              skipAudits,
            }),
          )
        } finally {
          await copy?.remove()
        }
      }
      const scores = Object.fromEntries(
        Object.keys(LIGHTHOUSE_MIN).map((id) => [id, median(runs.map((r) => r.scores[id]))]),
      )
      const metrics = Object.fromEntries(
        Object.keys(runs[0].metrics).map((id) => [id, median(runs.map((r) => r.metrics[id]))]),
      )
      return { url, scores, metrics, lost: [...new Set(runs.flatMap((r) => r.lost))] }
    }
    console.log(`▸ Lighthouse: a bare page, ${RUNS} runs…`)
    report.lighthouseBare = await runMedian(bare.url, "en-US")
    report.lighthouse = {}
    const only = opts.pages ? opts.pages.split(",") : scale ? ["listing"] : LIGHTHOUSE_TYPES
    for (const type of LIGHTHOUSE_TYPES.filter((t) => only.includes(t))) {
      for (const { locale, lang, path: localePath } of LOCALES) {
        const journey = JOURNEY_TYPES.includes(type)
        console.log(
          `▸ Lighthouse: ${type} (${locale})${journey ? " with a booking in the cart" : ""}, ${RUNS} runs…`,
        )
        // The cart and checkout are measured as a traveller sees them: with a
        // booking (added through the picker). They are noindex by design, which
        // Lighthouse's SEO audit `is-crawlable` always fails: it is left out
        // there, every other SEO audit still counts (see docs/benchmarks.md, bench:site).
        const profile = journey
          ? await bookedProfile({
              siteUrl,
              experiencePath: localePath(pages.experience),
              locale,
              chromePath,
              workDir,
            })
          : null
        try {
          report.lighthouse[`${type}:${locale}`] = await runMedian(
            `${siteUrl}${localePath(pages[type])}`,
            lang,
            {
              profile,
              skipAudits: journey ? NOINDEX_SKIPPED_AUDITS : [],
            },
          )
        } finally {
          await profile?.remove()
        }
      }
    }
  }
} finally {
  server.stop()
  bare.close()
  await scale?.stop()
}

report.budgets = budgets(report, {
  experiences: EXPERIENCES,
  locales: LOCALES.map(({ locale }) => locale),
})
printReport(report)
await mkdir(path.join(root, "reports"), { recursive: true })
await writeFile(
  path.join(root, "reports", "bench-site.json"),
  `${JSON.stringify(report, null, 2)}\n`,
)
console.log("\nReport: reports/bench-site.json")

/** The shop admin the change-to-live run logs in as: SENDERO_ADMIN_EMAIL/PASSWORD, or `npm start`'s. */
async function adminLogin(settings) {
  if (process.env.SENDERO_ADMIN_EMAIL && process.env.SENDERO_ADMIN_PASSWORD)
    return { email: process.env.SENDERO_ADMIN_EMAIL, password: process.env.SENDERO_ADMIN_PASSWORD }
  const { adminEmail, adminPassword } = await readJson(
    path.join(settings.stateDir, "secrets.json"),
    {},
  )
  return { email: adminEmail, password: adminPassword }
}
