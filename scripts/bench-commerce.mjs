import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { benchCardPayments } from "./lib/card-bench.mjs"
import { adminHeaders, createPlainProduct, runRace } from "./lib/commerce-bench.mjs"
import { measurePair } from "./lib/load.mjs"
import { log } from "./lib/log.mjs"
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from "./lib/postgres.mjs"
import { startProduct, UNCAPPED_HOLD_LIMITS } from "./lib/product.mjs"
import { readSettings } from "./lib/settings.mjs"

/**
 * `npm run bench:commerce`: our availability-day and add-booking endpoints
 * beside Medusa's own GET /store/products/:id and POST /store/carts/:id/line-items,
 * measured in the same run on the full seeded catalogue, as ratios (and the
 * picker's month of days beside the day route); then the
 * overselling race on two servers; the card path (checkout start, card
 * settlement, webhook to order, admin cancel-and-refund) against the Stripe
 * test double, beside Medusa's own payment session, complete, capture and
 * cancel. Prints a table and writes a JSON report.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const stateDir = path.join(root, ".data", "bench")
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8)

const pg = await startEmbeddedPostgres({
  dataDir: path.join(stateDir, "postgres"),
  port: Number(process.env.BENCH_POSTGRES_PORT || 54359),
})
const database = `sendero_bench_${Date.now()}`
await ensureDatabase(pg.serverUrl, database)
delete process.env.SENDERO_SEED_EXPERIENCES
const settings = readSettings(root, {
  ...process.env,
  NODE_ENV: "",
  SENDERO_MODE: "test",
  SENDERO_STATE_DIR: stateDir,
  DATABASE_URL: `${pg.serverUrl}/${database}`,
  SENDERO_DATABASE_NAME: database,
  MEDUSA_PORT: process.env.BENCH_MEDUSA_PORT || "9200",
  STRIPE_API_KEY: "",
  STRIPE_WEBHOOK_SECRET: "",
  STRIPE_DOUBLE_PORT: process.env.BENCH_STRIPE_PORT || "12119",
})
let product = null
try {
  product = await startProduct(settings, {
    withSite: false,
    extraMedusaPorts: [Number(process.env.BENCH_MEDUSA_PORT_2 || 9201)],
    commerceEnv: UNCAPPED_HOLD_LIMITS,
  })
  const base = product.medusaUrls[0]
  const headers = {
    "x-publishable-api-key": product.publishableKey,
    "content-type": "application/json",
  }
  const api = async (method, p, body) => {
    const response = await fetch(`${base}${p}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    })
    return response.json()
  }
  const { regions } = await api("GET", "/store/regions")
  const region = regions.find((r) => r.currency_code === "eur")
  const { products } = await api("GET", `/store/products?limit=120&fields=id,handle,*variants`)
  const date = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

  // Targets that exist: a bookable slot (one adult) and its adult variant, per experience.
  const targets = []
  for (const p of products.slice(0, 120)) {
    for (let offset = 2; offset < 12; offset++) {
      const day = await api("GET", `/store/experiences/${p.handle}/availability/${date(offset)}`)
      const option = day.options?.find(
        (o) => o.pricing_type === "per_person" && o.slots.some((s) => s.seats_left >= 10),
      )
      if (!option) continue
      const variant = p.variants?.find(
        (v) => v.metadata?.option_code === option.code && v.metadata?.band === "adult",
      )
      if (!variant) continue
      targets.push({
        handle: p.handle,
        id: p.id,
        date: date(offset),
        slot: option.slots.find((s) => s.seats_left >= 10).id,
        variant: variant.id,
      })
      break
    }
  }
  const target = (i) => targets[i % targets.length]
  const admin = await adminHeaders(base, product)
  const plainVariant = await createPlainProduct(base, admin)
  const carts = async (n) => {
    const ids = []
    for (let i = 0; i < n; i += CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CONCURRENCY, n - i) }, () =>
        api("POST", "/store/carts", { region_id: region.id }),
      )
      ids.push(...(await Promise.all(batch)).map((r) => r.cart.id))
    }
    return ids
  }
  log.info(
    `${targets.length} experiences as targets, ${REQUESTS} requests per scenario, concurrency ${CONCURRENCY}`,
  )

  // The picker's day read for the i-th request (the same in both pairs that measure it).
  const dayRequest = (i) => ({
    url: `${base}/store/experiences/${target(i).handle}/availability/${target(i).date}`,
    init: { headers },
  })
  const results = {}
  ;[results.product, results.availabilityDay] = await measurePair({
    names: [
      "GET /store/products/:id (Medusa)",
      "GET /store/experiences/:handle/availability/:date",
    ],
    total: REQUESTS,
    concurrency: CONCURRENCY,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      { url: `${base}/store/products/${target(i).id}?region_id=${region.id}`, init: { headers } },
      dayRequest(i),
    ],
  })
  // The picker's month prefetch (31 days, gzipped as a browser asks) beside the day route it saves clicks from.
  ;[results.availabilityDayBesideMonth, results.availabilityMonth] = await measurePair({
    names: [
      "GET /store/experiences/:handle/availability/:date (again)",
      "GET /store/experiences/:handle/days (31 days)",
    ],
    total: REQUESTS,
    concurrency: CONCURRENCY,
    expectStatus: [200, 200],
    makeRequests: (i) => [
      dayRequest(i),
      {
        url: `${base}/store/experiences/${target(i).handle}/days?from=${date(1)}&to=${date(31)}`,
        init: { headers: { ...headers, "accept-encoding": "gzip" } },
      },
    ],
  })
  const lineCarts = await carts(REQUESTS)
  const bookingCarts = await carts(REQUESTS)
  ;[results.lineItem, results.addBooking] = await measurePair({
    names: ["POST /store/carts/:id/line-items (Medusa)", "POST /store/carts/:id/bookings"],
    total: REQUESTS,
    concurrency: CONCURRENCY,
    expectStatus: [200, 201],
    makeRequests: (i) => [
      {
        url: `${base}/store/carts/${lineCarts[i]}/line-items`,
        init: {
          method: "POST",
          headers,
          body: JSON.stringify({ variant_id: plainVariant, quantity: 1 }),
        },
      },
      {
        url: `${base}/store/carts/${bookingCarts[i]}/bookings`,
        init: {
          method: "POST",
          headers,
          body: JSON.stringify({ slot_id: target(i).slot, travellers: { adult: 1 } }),
        },
      },
    ],
  })

  // BENCH_BOOKING_ONLY=1: only the two booking pairs (a quick before/after while tuning them).
  const bookingOnly = process.env.BENCH_BOOKING_ONLY === "1"
  const cardTotal = Math.min(REQUESTS, Number(process.env.BENCH_CARD_REQUESTS || 60))
  if (!bookingOnly)
    Object.assign(
      results,
      await benchCardPayments({
        base,
        headers,
        admin,
        regionId: region.id,
        slotFor: (i) => target(i + 7).slot,
        plainVariant,
        double: product.stripeDouble,
        total: cardTotal,
        concurrency: Math.min(CONCURRENCY, 4),
      }),
    )

  const race = bookingOnly ? null : await runRace(root, product)
  const ratio = (ours, theirs) => ({
    p50: Math.round((ours.p50_ms / theirs.p50_ms) * 100) / 100,
    p95: Math.round((ours.p95_ms / theirs.p95_ms) * 100) / 100,
    throughput: Math.round((theirs.rps / ours.rps) * 100) / 100,
  })
  const report = {
    when: new Date().toISOString(),
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    results,
    ratios: {
      availability_day_vs_product: ratio(results.availabilityDay, results.product),
      month_of_days_vs_day: ratio(results.availabilityMonth, results.availabilityDayBesideMonth),
      add_booking_vs_line_item: ratio(results.addBooking, results.lineItem),
      ...(bookingOnly
        ? {}
        : {
            card_start_vs_payment_session: ratio(results.cardStart, results.paymentSession),
            complete_card_vs_complete_plain: ratio(results.completeCard, results.completePlain),
            card_settle_vs_capture: ratio(results.completeCard, results.capture),
            webhook_to_order_vs_capture: ratio(results.webhookToOrder, results.captureOneAtATime),
            cancel_refund_vs_cancel: ratio(results.cancelCard, results.cancelPlain),
          }),
    },
    race,
  }
  console.log(
    "\nscenario                                              p50 ms   p95 ms    req/s  failures",
  )
  for (const r of Object.values(results)) {
    console.log(
      `${r.name.padEnd(60)} ${String(r.p50_ms).padStart(8)} ${String(r.p95_ms).padStart(8)} ${String(r.rps ?? "-").padStart(8)} ${String(r.failures).padStart(9)}`,
    )
  }
  console.log(
    `\nratio availability-day / product:   p50 ${report.ratios.availability_day_vs_product.p50}  p95 ${report.ratios.availability_day_vs_product.p95}  (goal: p50 <= 0.19, issue 24)`,
  )
  console.log(
    `ratio days (31) / availability-day: p50 ${report.ratios.month_of_days_vs_day.p50}  p95 ${report.ratios.month_of_days_vs_day.p95}  (info: one month prefetch per month shown)`,
  )
  console.log(
    `ratio add-booking / line-items:      p50 ${report.ratios.add_booking_vs_line_item.p50}  p95 ${report.ratios.add_booking_vs_line_item.p95}  (goal: p50 <= 0.36, issue 24)`,
  )
  if (!bookingOnly) {
    console.log(
      `ratio card start / payment-sessions:  p50 ${report.ratios.card_start_vs_payment_session.p50}  p95 ${report.ratios.card_start_vs_payment_session.p95}`,
    )
    console.log(
      `ratio complete card / complete plain: p50 ${report.ratios.complete_card_vs_complete_plain.p50}  p95 ${report.ratios.complete_card_vs_complete_plain.p95}`,
    )
    console.log(
      `ratio card settlement / capture:     p50 ${report.ratios.card_settle_vs_capture.p50}  p95 ${report.ratios.card_settle_vs_capture.p95}  (Medusa's capture of a plain order, interleaved)`,
    )
    console.log(
      `webhook -> order decided:            p50 ${results.webhookToOrder.p50_ms} ms  p95 ${results.webhookToOrder.p95_ms} ms  (goal < 1000 ms)`,
    )
    console.log(
      `ratio webhook -> order / capture:    p50 ${report.ratios.webhook_to_order_vs_capture.p50}  p95 ${report.ratios.webhook_to_order_vs_capture.p95}  (both one at a time)`,
    )
    console.log(
      `ratio cancel+refund / cancel:        p50 ${report.ratios.cancel_refund_vs_cancel.p50}  p95 ${report.ratios.cancel_refund_vs_cancel.p95}  (card order with bookings vs Medusa's cancel of a captured plain order)`,
    )
    console.log(
      `race: ${race ? `${race.buyers} buyers on ${race.servers} servers in ${race.wall_ms} ms` : "failed"}`,
    )
    if (race?.card) {
      const c = race.card
      console.log(
        `card race: ${c.buyers} paid buyers for ${c.capacity} seats: ${c.booked} booked, ${c.released} released; ready in ${c.ready_ms} ms, decided in ${c.decided_ms} ms, webhooks done ${c.settled_ms} ms later`,
      )
    }
  }
  await mkdir(path.join(root, "reports"), { recursive: true })
  const file = path.join(root, "reports", "bench-commerce.json")
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`report: ${path.relative(root, file)}`)
  if (Object.values(results).some((r) => r.failures)) process.exitCode = 1
} finally {
  await product?.stop()
  await dropDatabase(pg.serverUrl, database).catch(() => {})
  await pg.stop()
}
