import { spawn } from "node:child_process"
import { existsSync, readdirSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { load, loadUntil } from "./lib/autocannon-run.mjs"
import { log } from "./lib/log.mjs"
import { readSettings } from "./lib/settings.mjs"
import { changeToLive } from "./lib/site-bench-live.mjs"
import { readJson } from "./lib/state.mjs"

/**
 * `npm run bench:load`: load measured against the physical floor, loopback
 * only, bounded.
 * 1. Prerendered pages through the site server vs the same pages from a bare
 *    in-memory server (the floor), at 50 and 200 connections: requests/s and
 *    p95 ratios (goal: the site server within 1.5x of the floor).
 * 2. With a running product (MEDUSA_URL, PUBLISHABLE_KEY; `npm start` gives
 *    both): availability (range, day) and add-booking beside Medusa's own
 *    GET /store/products/:id and POST line-items, at 50 and 200 connections.
 * 3. `--publishes N` (with a running product and the shop admin's login:
 *    SENDERO_ADMIN_EMAIL/PASSWORD or `npm start`'s): N admin price changes
 *    published through the live catalogue (scripts/lib/site-bench-live.mjs:
 *    each rendered again and swapped in while the site server serves) under a
 *    steady load of the pages above (home, the listing, a content page, an
 *    experience), beside the same load for as long without publishing:
 *    errors, p95.
 *    `--only publishes` runs this part alone.
 * Writes reports/bench-load.json. `--duration S` per run (default 10).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i === -1 ? fallback : process.argv[i + 1]
}
const duration = Number(arg("duration", 10))
const dist = path.resolve(root, process.env.SITE_OUT_DIR || "dist")
const medusaUrl = (process.env.MEDUSA_URL || "").replace(/\/$/, "")
const key = process.env.PUBLISHABLE_KEY || process.env.PUBLIC_MEDUSA_PUBLISHABLE_KEY || ""
const CONNECTIONS = [50, 200]
const PUBLISHES = Number(arg("publishes", 0))
if (!(Number.isInteger(PUBLISHES) && PUBLISHES >= 0)) {
  log.fail(`--publishes takes a number of publishes, not ${arg("publishes")}`)
  process.exit(1)
}
const ONLY = arg("only", "")
/** Connections of the steady load during publishes (a busy storefront, not an overload). */
const PUBLISH_LOAD_CONNECTIONS = 20
const report = { duration_s: duration, pages: [], api: [], publishes: null }

/** Starts a child that prints `PORT n` and resolves with its URL and a stop function. */
function child(script, args) {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [path.join(root, "scripts", "lib", script), ...args], {
      stdio: ["ignore", "pipe", "inherit"],
    })
    proc.stdout.on("data", (chunk) => {
      const port = /PORT (\d+)/.exec(String(chunk))?.[1]
      if (port)
        resolve({
          url: `http://127.0.0.1:${port}`,
          stop: () => proc.kill("SIGTERM"),
          pid: proc.pid,
        })
    })
    proc.once("exit", (code) => reject(new Error(`${script} exited (${code})`)))
  })
}

/** Prerendered pages to compare: home, the listing, a content page and an experience page. */
function benchPages() {
  const client = path.join(dist, "client")
  const pages = ["/", "/things-to-do", "/en/faq"]
  const city = readdirSync(client).find((d) => d.startsWith("things-to-do-in-"))
  const experience =
    city &&
    readdirSync(path.join(client, city)).find((d) =>
      existsSync(path.join(client, city, d, "index.html")),
    )
  if (experience) pages.push(`/${city}/${experience}`)
  return pages.filter((p) => existsSync(path.join(client, p, "index.html")))
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(2) : "-")

/**
 * Waits (at most 3 minutes) until a server answers `probe` within half a
 * second again: requests autocannon gave up on (its 10 s timeout) are still
 * worked through by the server after a run, and would otherwise slow the
 * next run down. Returns the seconds it took.
 */
async function settle(probe) {
  const started = Date.now()
  while (Date.now() - started < 180_000) {
    const t0 = Date.now()
    try {
      const response = await fetch(probe, { signal: AbortSignal.timeout(2000) })
      await response.arrayBuffer()
      if (response.ok && Date.now() - t0 < 500) break
    } catch {
      // still busy
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return Math.round((Date.now() - started) / 1000)
}

if (!existsSync(path.join(dist, "server", "site-server.mjs"))) {
  log.fail(`No built site in ${dist}: run npm start (or astro build) first, or set SITE_OUT_DIR`)
  process.exit(1)
}
await mkdir(path.join(root, "reports"), { recursive: true })

const pages = benchPages()
// The live catalogue tells the server which files it swapped (site/lib/server/entry.mjs).
process.env.SITE_CHANGES_SECRET ||= "bench-load-publishes-secret"
const site = await child("site-server-child.mjs", [dist])
const floor = await child("static-floor.mjs", [path.join(dist, "client"), ...pages])
if (PUBLISHES) {
  try {
    await publishesUnderLoad()
  } catch (error) {
    site.stop()
    floor.stop()
    throw error
  }
}
if (ONLY) {
  site.stop()
  floor.stop()
  await writeFile(path.join(root, "reports", "bench-load.json"), JSON.stringify(report, null, 2))
  log.done("Wrote reports/bench-load.json", 0)
  process.exit(0)
}
try {
  log.step(`Pages: site server vs floor, ${duration} s per run`)
  for (const page of pages) {
    for (const connections of CONNECTIONS) {
      const headers = { "accept-encoding": "br" }
      await settle(site.url + page)
      const s = await load({ url: site.url + page, connections, duration, headers })
      const f = await load({ url: floor.url + page, connections, duration, headers })
      const row = {
        page,
        connections,
        site: s,
        floor: f,
        rps_ratio: Number((f.rps / s.rps).toFixed(2)),
        p95_ratio: Number((s.p95 / f.p95).toFixed(2)),
      }
      row.pass = row.rps_ratio <= 1.5 && row.p95_ratio <= 1.5 && s.errors === 0 && s.non2xx === 0
      report.pages.push(row)
      console.log(
        `${row.pass ? "PASS" : "FAIL"} ${page} c=${connections}: site ${s.rps} req/s p95 ${fmt(s.p95)} ms · floor ${f.rps} req/s p95 ${fmt(f.p95)} ms · ratios rps ${row.rps_ratio}x p95 ${row.p95_ratio}x`,
      )
    }
  }
} finally {
  site.stop()
  floor.stop()
}

if (medusaUrl && key) {
  const headers = {
    "x-publishable-api-key": key,
    "content-type": "application/json",
    "accept-language": "en",
  }
  const api = async (method, p, body) =>
    (
      await fetch(`${medusaUrl}${p}`, { method, headers, body: body && JSON.stringify(body) })
    ).json()
  const { regions } = await api("GET", "/store/regions")
  const region = regions.find((r) => r.currency_code === "eur") ?? regions[0]
  const { products } = await api("GET", "/store/products?limit=1&fields=id,handle,*variants")
  const product = products[0]
  const date = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const day = await api("GET", `/store/experiences/${product.handle}/availability/${date(3)}`)
  const option = day.options?.find((o) => o.slots?.some((s) => s.seats_left > 0))
  const slot = option?.slots.find((s) => s.seats_left > 0)
  const { cart } = await api("POST", "/store/carts", { region_id: region.id })
  const targets = [
    [
      "availability range",
      "GET",
      `/store/experiences/${product.handle}/availability?from=${date(1)}&to=${date(30)}`,
    ],
    ["availability day", "GET", `/store/experiences/${product.handle}/availability/${date(3)}`],
    ["Medusa GET product", "GET", `/store/products/${product.id}`],
    ...(slot
      ? [
          [
            "add-booking (refused: 0 travellers)",
            "POST",
            `/store/carts/${cart.id}/bookings`,
            { slot_id: slot.id, travellers: { adult: 0 } },
          ],
        ]
      : []),
    [
      "Medusa POST line-items",
      "POST",
      `/store/carts/${cart.id}/line-items`,
      { variant_id: product.variants[0].id, quantity: 1 },
    ],
  ]
  log.step(`Store API at ${medusaUrl}, ${duration} s per run`)
  for (const [name, method, p, body] of targets) {
    for (const connections of CONNECTIONS) {
      const r = await load({
        url: medusaUrl + p,
        connections,
        duration,
        method,
        headers,
        body: body && JSON.stringify(body),
      })
      const drain_s = await settle(`${medusaUrl}/health`)
      report.api.push({ name, connections, ...r, drain_s })
      console.log(
        `${name} c=${connections}: ${r.rps} req/s p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} ms, errors ${r.errors}, non-2xx ${r.non2xx}${drain_s > 1 ? ` (backlog drained in ${drain_s} s)` : ""}`,
      )
    }
  }
} else {
  log.step(
    "Store API skipped: set MEDUSA_URL and PUBLISHABLE_KEY (a running product) to measure it",
  )
}

await writeFile(path.join(root, "reports", "bench-load.json"), JSON.stringify(report, null, 2))
log.done("Wrote reports/bench-load.json", 0)

/**
 * N publishes under load: the pages visitors keep asking for while each admin
 * change is rendered again and swapped in, then the same load for as long with
 * nothing published.
 */
async function publishesUnderLoad() {
  if (!medusaUrl || !key)
    throw new Error("--publishes needs a running product: set MEDUSA_URL and PUBLISHABLE_KEY")
  const settings = readSettings(root, process.env)
  const secrets = await readJson(path.join(settings.stateDir, "secrets.json"), {})
  const admin = {
    email: process.env.SENDERO_ADMIN_EMAIL || secrets.adminEmail,
    password: process.env.SENDERO_ADMIN_PASSWORD || secrets.adminPassword,
  }
  const urls = pages.map((p) => site.url + p)
  const headers = { "accept-encoding": "br" }
  log.step(
    `${PUBLISHES} publishes under load (${PUBLISH_LOAD_CONNECTIONS} connections on ${pages.join(", ")})`,
  )
  await settle(urls[0])
  const publishing = changeToLive({
    distDir: dist,
    siteUrl: site.url,
    env: { ...process.env, PUBLIC_MEDUSA_URL: medusaUrl, PUBLIC_MEDUSA_PUBLISHABLE_KEY: key },
    medusaUrl,
    admin,
    changes: PUBLISHES,
    kinds: ["price"],
  })
  const during = await loadUntil({
    urls,
    connections: PUBLISH_LOAD_CONNECTIONS,
    until: publishing,
    headers,
  })
  const live = await publishing
  await settle(urls[0])
  const seconds = during.seconds
  const quiet = await loadUntil({
    urls,
    connections: PUBLISH_LOAD_CONNECTIONS,
    until: new Promise((resolve) => setTimeout(resolve, seconds * 1000)),
    headers,
  })
  report.publishes = {
    publishes: live.changes,
    changeToLive: { p50Ms: live.p50Ms, p95Ms: live.p95Ms },
    during,
    quiet,
  }
  const line = (name, r) =>
    `${name}: ${r.requests} requests in ${r.seconds} s, ${r.rps} req/s, p50 ${fmt(r.p50)} p95 ${fmt(r.p95)} p99 ${fmt(r.p99)} ms, errors ${r.errors}, non-2xx ${r.non2xx}`
  console.log(line(`during ${live.changes} publishes`, during))
  console.log(line("same load, no publishing", quiet))
  console.log(
    `change to live meanwhile: p50 ${(live.p50Ms / 1000).toFixed(1)} s, p95 ${(live.p95Ms / 1000).toFixed(1)} s`,
  )
  const pass = during.errors === 0 && during.non2xx === 0
  console.log(`${pass ? "PASS" : "FAIL"} 0 errors while publishing`)
}
