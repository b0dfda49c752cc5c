import { existsSync, readdirSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { log } from "./lib/log.mjs"
import { pidOfPort, rssMb } from "./lib/process-memory.mjs"
import { readSettings } from "./lib/settings.mjs"
import { readJson } from "./lib/state.mjs"

/**
 * `npm run bench:soak`: the booking journey's API calls, over and over, for
 * `--minutes` (default 10) against a running product (`npm start`), through
 * the site server's same-origin proxy as a browser makes them: an experience
 * page, availability (range and day), a cart, a booking, the cart, a payment
 * collection and session (pay later), the completion. `--concurrency` journeys
 * at once (default 4). Every process serving it (site server, Medusa) has its
 * resident memory sampled every 15 s; after a one-minute warm-up the end must
 * stay within the bound (start + max(20 %, 64 MB)) and the run must have 0
 * errors (any unexpected status, network error or call over 30 s). Prints
 * PASS/FAIL and writes reports/bench-soak.json. Not part of `npm test`.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const { values: opts } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    concurrency: { type: "string", default: "4" },
  },
})
const MINUTES = Number(opts.minutes)
const CONCURRENCY = Number(opts.concurrency)
const WARMUP_MS = Math.min(60_000, (MINUTES * 60_000) / 5)
const SAMPLE_MS = 15_000
const GROWTH = { ratio: 0.2, mb: 64 }
const settings = readSettings(root, process.env)
const siteUrl = (process.env.SITE_URL || settings.siteUrl).replace(/\/$/, "")
const medusaUrl = (process.env.MEDUSA_URL || settings.medusaUrl).replace(/\/$/, "")
const key =
  process.env.PUBLISHABLE_KEY ||
  (await readJson(path.join(settings.stateDir, `seed-${settings.databaseName}.json`), {}))
    .publishableKey
if (!key) {
  log.fail("No publishable key: start the product (npm start) or set PUBLISHABLE_KEY")
  process.exit(1)
}
const headers = {
  "x-publishable-api-key": key,
  "content-type": "application/json",
  "accept-language": "en",
}

const processes = Object.entries({ site: new URL(siteUrl).port, medusa: new URL(medusaUrl).port })
  .map(([name, port]) => ({ name, port: Number(port), pid: pidOfPort(Number(port)) }))
  .filter((p) => {
    if (!p.pid)
      log.info(`No process of ours listens on :${p.port} (${p.name}): its memory is not sampled`)
    return p.pid
  })

const calls = { total: 0, errors: 0, byStep: {} }
const failures = []
const latencies = []
const call = async (step, method, url, body, expect) => {
  const started = performance.now()
  let status
  let data = null
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    })
    status = response.status
    const text = await response.text()
    data = /json/.test(response.headers.get("content-type") ?? "") && text ? JSON.parse(text) : null
  } catch (error) {
    status = error.name === "TimeoutError" ? "timeout" : "error"
  }
  latencies.push(performance.now() - started)
  calls.total++
  calls.byStep[step] = (calls.byStep[step] ?? 0) + 1
  if (status !== expect) {
    calls.errors++
    if (failures.length < 20)
      failures.push({ step, status, code: data?.code, message: data?.message })
    return null
  }
  return data ?? {}
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const { regions } = await (await fetch(`${medusaUrl}/store/regions`, { headers })).json()
const region = regions.find((r) => r.currency_code === "eur") ?? regions[0]
const { products } = await (
  await fetch(`${medusaUrl}/store/products?limit=20&fields=handle`, { headers })
).json()
// Each experience's prerendered page, where the built site has it (else the home page).
const client = path.join(settings.siteOutDir, "client")
const pageOf = (handle) => {
  const city =
    existsSync(client) &&
    readdirSync(client).find(
      (d) =>
        d.startsWith("things-to-do-in-") && existsSync(path.join(client, d, handle, "index.html")),
    )
  return city ? `/${city}/${handle}` : "/"
}
const experiences = products.map(({ handle }) => ({ handle, page: pageOf(handle) }))
if (!experiences.length) {
  log.fail("The catalogue has no experiences")
  process.exit(1)
}

let journeys = 0
let turn = 0
async function journey() {
  const i = turn++
  const { handle, page } = experiences[i % experiences.length]
  await call("page", "GET", `${siteUrl}${page}`, undefined, 200)
  const base = `${siteUrl}/store/experiences/${handle}/availability`
  const range = await call("range", "GET", `${base}?from=${day(1)}&to=${day(30)}`, undefined, 200)
  // As the calendar does: a day it shows open, a different one each time round.
  const open = (range?.days ?? []).filter((d) => d.status === "available")
  if (!open.length) return
  const date = open[Math.floor(i / experiences.length) % open.length].date
  const avail = await call("day", "GET", `${base}/${date}`, undefined, 200)
  // One adult: options priced per person (a per-item option asks for items, not travellers).
  const slots = (avail?.options ?? [])
    .filter((o) => o.pricing_type === "per_person")
    .flatMap((o) => o.slots ?? [])
    .filter((s) => s.seats_left > 0)
  if (!slots.length) return // a closed or full day: the journey picks another date next time
  const slot = slots.reduce((a, b) => (b.seats_left > a.seats_left ? b : a))
  const created = await call(
    "cart",
    "POST",
    `${siteUrl}/store/carts`,
    { region_id: region.id, email: `soak-${i}@example.com` },
    200,
  )
  if (!created) return
  const cartId = created.cart.id
  if (
    !(await call(
      "booking",
      "POST",
      `${siteUrl}/store/carts/${cartId}/bookings`,
      { slot_id: slot.id, travellers: { adult: 1 } },
      201,
    ))
  )
    return
  if (!(await call("cart-read", "GET", `${siteUrl}/store/carts/${cartId}`, undefined, 200))) return
  const collection = await call(
    "payment",
    "POST",
    `${siteUrl}/store/payment-collections`,
    { cart_id: cartId },
    200,
  )
  if (!collection) return
  const pc = collection.payment_collection.id
  if (
    !(await call(
      "session",
      "POST",
      `${siteUrl}/store/payment-collections/${pc}/payment-sessions`,
      { provider_id: "pp_system_default" },
      200,
    ))
  )
    return
  if (
    await call(
      "complete",
      "POST",
      `${siteUrl}/store/carts/${cartId}/complete-booking`,
      undefined,
      200,
    )
  )
    journeys++
}

const samples = []
const sample = () => {
  const at = Math.round((Date.now() - startedAt) / 1000)
  samples.push({ at_s: at, ...Object.fromEntries(processes.map((p) => [p.name, rssMb(p.pid)])) })
}

log.step(
  `Soak: ${MINUTES} min of booking journeys, ${CONCURRENCY} at once, via ${siteUrl} (Medusa ${medusaUrl})`,
)
const startedAt = Date.now()
const endAt = startedAt + MINUTES * 60_000
sample()
const sampler = setInterval(() => {
  sample()
  const last = samples.at(-1)
  console.log(
    `  ${last.at_s}s: ${journeys} journeys, ${calls.total} calls, ${calls.errors} errors · ${processes.map((p) => `${p.name} ${last[p.name]} MB`).join(" · ")}`,
  )
}, SAMPLE_MS)
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (Date.now() < endAt) await journey()
  }),
)
clearInterval(sampler)
sample()

const afterWarmup = samples.filter((s) => s.at_s * 1000 >= WARMUP_MS)
const memory = processes.map((p) => {
  const start = afterWarmup[0]?.[p.name] ?? samples[0][p.name]
  const end = samples.at(-1)[p.name]
  const peak = Math.max(...samples.map((s) => s[p.name]))
  const bound = Math.round(start + Math.max(start * GROWTH.ratio, GROWTH.mb))
  return {
    process: p.name,
    pid: p.pid,
    start_mb: start,
    end_mb: end,
    peak_mb: peak,
    bound_mb: bound,
    pass: end <= bound,
  }
})
latencies.sort((a, b) => a - b)
const q = (x) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))] ?? NaN)
const report = {
  date: new Date().toISOString(),
  minutes: MINUTES,
  concurrency: CONCURRENCY,
  journeys,
  calls,
  latency_ms: { p50: q(0.5), p95: q(0.95), p99: q(0.99) },
  memory,
  failures,
  samples,
}
report.pass = calls.errors === 0 && journeys > 0 && memory.every((m) => m.pass)
await mkdir(path.join(root, "reports"), { recursive: true })
await writeFile(path.join(root, "reports", "bench-soak.json"), JSON.stringify(report, null, 2))
for (const m of memory) {
  console.log(
    `${m.pass ? "PASS" : "FAIL"} memory ${m.process}: ${m.start_mb} MB after warm-up -> ${m.end_mb} MB at the end (peak ${m.peak_mb}, bound ${m.bound_mb})`,
  )
}
console.log(
  `${calls.errors === 0 ? "PASS" : "FAIL"} ${journeys} journeys, ${calls.total} calls, ${calls.errors} errors, p50 ${report.latency_ms.p50} ms p95 ${report.latency_ms.p95} ms p99 ${report.latency_ms.p99} ms`,
)
if (failures.length) console.log(`First failures: ${JSON.stringify(failures.slice(0, 5))}`)
console.log(`${report.pass ? "PASS" : "FAIL"}: wrote reports/bench-soak.json`)
process.exitCode = report.pass ? 0 : 1
