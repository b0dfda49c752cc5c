import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import path from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { chromium } from "playwright"
import { ensureDatabase, startEmbeddedPostgres } from "./postgres.mjs"
import { startProduct } from "./product.mjs"
import { readSettings } from "./settings.mjs"
import { runTimed } from "./site-bench.mjs"

/**
 * `bench:site --experiences N`: a catalogue of N experiences generated in
 * `.data/bench-site/dataset-N` (never the shipped cms/dataset) and a product
 * of its own (embedded PostgreSQL on BENCH_POSTGRES_PORT, Medusa on
 * BENCH_MEDUSA_PORT) seeded from it, so the storefront builds against both.
 * The database is named after the dataset's content: a second run reuses it.
 */
export async function scaleProduct(root, experiences) {
  const benchDir = path.join(root, ".data", "bench-site")
  const datasetDir = path.join(benchDir, `dataset-${experiences}`)
  if (!existsSync(path.join(datasetDir, "data.ndjson"))) {
    console.log(`▸ Generating a catalogue of ${experiences} experiences in ${datasetDir}…`)
    const generated = await runTimed(
      process.execPath,
      ["scripts/generate-dataset.ts", "--experiences", String(experiences), "--out", datasetDir],
      { cwd: path.join(root, "cms"), env: process.env },
    )
    console.log(`  (${generated.seconds.toFixed(1)} s)`)
  }
  const digest = createHash("sha256")
    .update(await readFile(path.join(datasetDir, "data.ndjson")))
    .digest("hex")
    .slice(0, 10)
  // BENCH_SITE_STATE_DIR: a second database server, for two sizes at once.
  const stateDir = process.env.BENCH_SITE_STATE_DIR || path.join(benchDir, "state")
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(stateDir, "postgres"),
    port: Number(process.env.BENCH_POSTGRES_PORT || 54369),
  })
  const database = `sendero_site_${experiences}_${digest}`
  const medusaPort = Number(process.env.BENCH_MEDUSA_PORT || 9210)
  const env = { ...process.env }
  delete env.SENDERO_SEED_EXPERIENCES
  const settings = readSettings(root, {
    ...env,
    NODE_ENV: "",
    SENDERO_MODE: "test",
    SENDERO_STATE_DIR: stateDir,
    DATABASE_URL: `${pg.serverUrl}/${database}`,
    SENDERO_DATABASE_NAME: database,
    MEDUSA_PORT: String(medusaPort),
    // The mail inbox and Stripe double beside Medusa's port, clear of `npm start`'s.
    MAIL_SMTP_PORT: process.env.BENCH_MAIL_SMTP_PORT || String(medusaPort + 101),
    MAIL_WEB_PORT: process.env.BENCH_MAIL_WEB_PORT || String(medusaPort + 102),
    STRIPE_API_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    STRIPE_DOUBLE_PORT: process.env.BENCH_STRIPE_PORT || String(medusaPort + 103),
  })
  let product
  const started = Date.now()
  try {
    await ensureDatabase(pg.serverUrl, database)
    product = await startProduct(settings, {
      withSite: false,
      // Fewer, larger workflow runs than a test seed's (measured: 150 to 250 experiences a minute
      // on the loaded 2-core machine, as with batches of 50; docs/benchmarks.md).
      commerceEnv: {
        SENDERO_DATASET_DIR: datasetDir,
        SENDERO_SEED_BATCH: process.env.SENDERO_SEED_BATCH || "500",
      },
      // The experiences written with SQL first (minutes for 50,000, beside hours through
      // the workflows); BENCH_SEED=workflows seeds them all through the product's seed.
      seedFirst: process.env.BENCH_SEED === "workflows" ? [] : ["./src/scripts/bench/bulk-seed.ts"],
    })
    console.log(`  (product seeded and started in ${((Date.now() - started) / 1000).toFixed(1)} s)`)
  } catch (error) {
    await pg.stop().catch(() => {})
    throw error
  }
  return {
    datasetDir,
    url: product.medusaUrls[0],
    key: product.publishableKey,
    admin: product.admin,
    stop: async () => {
      await product.stop()
      await pg.stop().catch(() => {})
    },
  }
}

/**
 * What the largest listing costs a visitor: its HTML raw, gzip and brotli,
 * the cards in it, and the DOM nodes once it is painted (Chromium, the page
 * loaded, before any interaction), plus the listing index it names.
 */
export async function listingWeight(url, chromePath) {
  const html = await (await fetch(url)).text()
  const bytes = Buffer.from(html)
  const indexUrls = JSON.parse(
    (/data-index="([^"]+)"/.exec(html)?.[1] ?? "[]").replaceAll("&quot;", '"'),
  )
  let indexRaw = 0
  let indexGzip = 0
  for (const chunk of indexUrls) {
    const body = Buffer.from(await (await fetch(new URL(chunk, url))).arrayBuffer())
    indexRaw += body.length
    indexGzip += gzipSync(body).length
  }
  const browser = await chromium.launch({ executablePath: chromePath })
  try {
    const page = await browser.newPage()
    await page.goto(url, { waitUntil: "load" })
    // In the page: every element of the document (a <template>'s content is not in it).
    const domNodes = await page.evaluate("document.getElementsByTagName('*').length")
    return {
      url,
      htmlBytes: bytes.length,
      htmlGzip: gzipSync(bytes).length,
      htmlBrotli: brotliCompressSync(bytes).length,
      cards: [...html.matchAll(/data-card data-handle=/g)].length,
      domNodes,
      index: { chunks: indexUrls.length, bytes: indexRaw, gzip: indexGzip },
    }
  } finally {
    await browser.close()
  }
}

/**
 * The served sitemap's text: /sitemap.xml, or, over 45,000 URLs (50,000 experiences), where it is
 * an index of sitemap files, those files one after another.
 * @param {string} siteUrl @param {(url: string) => Promise<string>} fetchText
 */
export async function readSitemap(siteUrl, fetchText) {
  const sitemap = await fetchText(`${siteUrl}/sitemap.xml`)
  if (!sitemap.includes("<sitemapindex")) return sitemap
  const files = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => `${siteUrl}${new URL(m[1]).pathname}`,
  )
  return (await Promise.all(files.map((url) => fetchText(url)))).join("\n")
}

/**
 * Stops a `--no-build` run that cannot measure the build in `distDir`: there is none, or it was
 * built for another Medusa or site port. Astro inlines `PUBLIC_MEDUSA_URL` and the site's URL at build
 * time, so the render thread of a change would read a Medusa that is not there (every page "fetch
 * failed") or write every page again with other links.
 * @param {string} distDir @param {{ medusaPort: number | null, sitePort: number }} ports
 */
export async function checkKept(distDir, ports) {
  const problem = await keptBuildProblem(distDir, ports)
  if (!problem) return
  console.error(`✗ ${problem}`)
  process.exit(1)
}

/** @param {string} distDir @param {{ medusaPort: number | null, sitePort: number }} ports */
async function keptBuildProblem(distDir, { medusaPort, sitePort }) {
  const server = path.join(distDir, "server")
  if (!existsSync(path.join(server, "site-server.mjs")))
    return `--no-build needs a previous bench build in ${distDir}`
  const bundle = path.join(server, ".sendero-render")
  const files = [
    ...(await readdir(bundle).catch(() => [])).map((name) => path.join(bundle, name)),
    ...(await readdir(path.join(bundle, "chunks")).catch(() => [])).map((name) =>
      path.join(bundle, "chunks", name),
    ),
  ].filter((file) => file.endsWith(".mjs"))
  for (const file of files) {
    const text = await readFile(file, "utf8")
    const medusa = /PUBLIC_MEDUSA_URL = "([^"]+)"/.exec(text)?.[1]
    if (medusa && medusaPort !== null && new URL(medusa).port !== String(medusaPort))
      return `${distDir} was built against ${medusa}: set BENCH_MEDUSA_PORT=${new URL(medusa).port}`
    const site = /"site":"([^"]+)"/.exec(text)?.[1]
    if (site && new URL(site).port !== String(sitePort))
      return `${distDir} was built for ${site}: pass --port ${new URL(site).port}`
  }
  return null
}
