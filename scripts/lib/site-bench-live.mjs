import { loadavg } from "node:os"
import { createLinkIndex, regeneratePages } from "../../site/lib/build/regenerate.mjs"
import { createPageRenderer } from "../../site/lib/build/render-pages.mjs"
import { createContentBench } from "./site-bench-content.mjs"
import { createChangeFeed } from "./site-changes.mjs"

/**
 * `bench:site --change-to-live N`: N changes a shop admin makes (an adult
 * price of an experience, a review hidden or published again), each timed
 * from the admin API's answer to the change on the page the bench server
 * serves, through the product's own path: the change feed (its 1 s quiet
 * period included), the pages that show the experience found and rendered
 * again with the build's bundle, and swapped in. Commerce's subscriber posts
 * to the running product's feed, not to the bench's, so the bench pushes the
 * handle itself at the moment the admin API answers (the subscriber does the
 * same a few milliseconds later). An editor's publish of an experience's
 * overview goes through Sanity's signed webhook (site-bench-content.mjs) into
 * the same feed, and its pages are rendered again without a build. Prices,
 * reviews and texts are put back afterwards.
 * @param {{ distDir: string, siteUrl: string, env: Record<string, string | undefined>, medusaUrl: string,
 *   admin: { email: string, password: string }, changes: number, kinds?: ("price" | "review" | "content")[] }} options
 *   (`kinds`: the changes in turn, a price, a review and a text by default)
 */
export async function changeToLive({
  distDir,
  siteUrl,
  env,
  medusaUrl,
  admin,
  changes,
  kinds = ["price", "review", "content"],
}) {
  const token = await login(medusaUrl, admin)
  const api = async (method, apiPath, body) => {
    const response = await fetch(`${medusaUrl}${apiPath}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!response.ok)
      throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  // The render thread reads a copy of the build's dataset, which the content changes write to.
  const content = await createContentBench({
    datasetDir: env.SANITY_LOCAL_DATASET || "cms/dataset",
    copyDir: `${distDir}-dataset`,
    feed: { push: (change) => feed.push(change) },
  })
  const renderer = await createPageRenderer({
    outDir: distDir,
    siteUrl,
    env: { ...env, SANITY_LOCAL_DATASET: content.dir },
  })
  if (!renderer)
    throw new Error(`${distDir} kept no render bundle (built with SITE_PRERENDER_THREADS=0?)`)
  const clientDir = `${distDir}/client`
  const links = createLinkIndex(clientDir)
  // As the product does at start (scripts/lib/site.mjs): the render thread reads the catalogue once.
  const warm = performance.now()
  const warmPages = await renderer.warm()
  const warmMs = performance.now() - warm
  console.log(
    `  the render thread's first read: ${warmPages} pages (a page of each route in each language) in ${(warmMs / 1000).toFixed(1)} s`,
  )
  /** @type {{ pages: number, rendered: number, ms: number }[]} */
  const runs = []
  /** Why the render thread could not take a content publish (a build older than this bench). */
  let contentFailure = /** @type {string | null} */ (null)
  const feed = createChangeFeed({
    secret: "bench",
    log: { info: () => {}, error: (m) => console.error(`  ${m}`) },
    apply: async ({ handles: changed, documents }) => {
      const started = performance.now()
      const before = renderer.stats()
      let handles = changed
      if (documents.length) {
        // A content publish: the thread reads the documents again and names the experiences shown.
        const published = await renderer.publish(documents).catch((error) => {
          contentFailure = error.message
          throw error
        })
        if (published.types.some((type) => type !== "experience"))
          throw new Error(`the bench publishes experiences only, not ${published.types}`)
        handles = [...new Set([...changed, ...published.slugs])]
      }
      const paths = await links.pagesShowing(handles)
      const lookupMs = performance.now() - started
      let renderWallMs = 0
      const result = await regeneratePages({
        clientDir,
        paths,
        // BENCH_LIVE_WHOLE=1: each render reads the whole catalogue again (as before issue 26's narrowing).
        render: async (p, options) => {
          const t = performance.now()
          const out = await renderer.render(
            p,
            env.BENCH_LIVE_WHOLE === "1" ? {} : { ...options, handles },
          )
          renderWallMs += performance.now() - t
          return out
        },
        index: links,
      })
      const ms = performance.now() - started
      runs.push({ pages: paths.length, rendered: result.rendered, ms })
      logPhases({ lookupMs, renderWallMs, ms, before, after: renderer.stats(), result })
      if (env.SITE_CHANGES_SECRET && result.written.length)
        await fetch(`${siteUrl}/_sendero/invalidate`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-sendero-invalidate": env.SITE_CHANGES_SECRET,
          },
          body: JSON.stringify({ paths: [...result.written, ...result.removed], handles }),
        })
      return { pages: result.rendered, written: result.written.length, failed: result.failed }
    },
  })
  const page = async (urlPath) => (await fetch(`${siteUrl}${urlPath}`)).text()
  // BENCH_LIVE_TIMEOUT_S: how long a change may take to be live (120 s; a change whose card is on
  // thousands of pages at 50,000 experiences takes longer).
  const timeoutS = Number(env.BENCH_LIVE_TIMEOUT_S || 120)
  const until = async (urlPath, test) => {
    const deadline = Date.now() + timeoutS * 1000
    while (Date.now() < deadline) {
      if (test(await page(urlPath))) return
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error(`${urlPath} did not change within ${timeoutS} s`)
  }

  const { products } = await api(
    "GET",
    "/admin/products?limit=100&fields=id,handle,variants.id,variants.metadata,variants.prices.*",
  )
  const priced = []
  for (const product of products) {
    const adults = product.variants.filter(
      (v) => v.metadata?.band === "adult" && v.prices.some((p) => p.currency_code === "eur"),
    )
    if (!adults.length) continue
    const [spanish] = await links
      .pagesShowing([product.handle])
      .then((paths) => paths.filter((p) => p.endsWith(`/${product.handle}`)))
    if (spanish) priced.push({ product, adults, path: spanish })
  }
  if (!priced.length) throw new Error("no experience with an adult price has a page in this build")
  /** @type {{ kind: string, ms: number, rendered?: number, renderMs?: number, logged?: boolean }[]} */
  const timings = []
  const undo = []
  const touched = new Set()
  try {
    // A different experience each time: the prices read above are the ones being changed.
    for (let i = 0; i < priced.length && timings.length < changes; i++) {
      const { product, adults, path: urlPath } = priced[i]
      const kind = kinds[timings.length % kinds.length]
      if (kind === "content") {
        // An editor publishes a new Spanish overview: the page shows it.
        const t0 = performance.now()
        const text = await content.publishOverview(product.handle)
        if (!text) continue
        try {
          await until(urlPath, (html) => {
            if (contentFailure) throw new Error(contentFailure)
            return html.includes(text)
          })
        } catch (error) {
          console.error(`  content changes left out: ${error.message}`)
          kinds = kinds.filter((k) => k !== "content")
          continue
        }
        timings.push({ kind: "content", ms: performance.now() - t0 })
      } else if (kind === "price") {
        // The lowest adult price, one euro lower: the page's "from" price changes.
        const eur = (v) => v.prices.find((p) => p.currency_code === "eur")
        const cheapest = adults.reduce((a, b) => (eur(a).amount <= eur(b).amount ? a : b))
        const before = eur(cheapest).amount
        const lowered = new RegExp(`data-price="${before - 1}"|>${before - 1},00\\s€`)
        // A page already showing that price somewhere would be "live" before the change.
        if (lowered.test(await page(urlPath))) continue
        const setEur = (amount) =>
          api("POST", `/admin/products/${product.id}/variants/${cheapest.id}`, {
            prices: cheapest.prices.map((p) => ({
              id: p.id,
              currency_code: p.currency_code,
              amount: p.currency_code === "eur" ? amount : p.amount,
            })),
          })
        await setEur(before - 1)
        undo.push(() => setEur(before))
        touched.add(product.handle)
        const t0 = performance.now()
        void feed.push({ handles: [product.handle], reason: "bench: price" })
        await until(urlPath, (html) => lowered.test(html))
        timings.push({ kind: "price", ms: performance.now() - t0 })
      } else {
        const { reviews } = await api(
          "GET",
          `/admin/reviews?status=published&handle=${product.handle}&limit=1`,
        )
        if (!reviews.length) continue
        const count = productReviews(await page(urlPath))
        if (count === 0) continue
        await api("POST", `/admin/reviews/${reviews[0].id}/hide`, {
          reason: "bench:site change to live",
        })
        undo.push(() => api("POST", `/admin/reviews/${reviews[0].id}/publish`, {}))
        touched.add(product.handle)
        const t0 = performance.now()
        void feed.push({ handles: [product.handle], reason: "bench: review" })
        await until(urlPath, (html) => productReviews(html) === count - 1)
        timings.push({ kind: "review", ms: performance.now() - t0 })
      }
      await feed.idle()
      const run = runs.at(-1)
      const last = timings.at(-1)
      if (run && last && !last.logged) {
        last.logged = true
        Object.assign(last, { rendered: run.rendered, renderMs: run.ms })
        console.log(
          `  change ${timings.length} (${last.kind}): live in ${(last.ms / 1000).toFixed(1)} s; ${run.rendered} pages rendered in ${(run.ms / 1000).toFixed(1)} s; load ${loadavg()[0].toFixed(1)}`,
        )
      }
    }
  } finally {
    for (const step of undo.reverse())
      await step().catch((error) =>
        console.error(`  could not put a change back: ${error.message}`),
      )
    if (undo.length) await feed.push({ handles: [...touched], reason: "bench: put back" })
    await content.restore().catch((error) => console.error(`  could not put a text back: ${error}`))
    await feed.close()
    await content.close()
    await renderer.close()
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b)
  const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
  return {
    changes: timings.length,
    p50Ms: pct(50),
    p95Ms: pct(95),
    maxMs: sorted.at(-1),
    pagesPerChange: runs.length ? runs.reduce((a, r) => a + r.rendered, 0) / runs.length : 0,
    renderMsPerChange: runs.length ? runs.reduce((a, r) => a + r.ms, 0) / runs.length : 0,
    warmMs,
    timings,
  }
}

/**
 * Where a change's time went, one line: the link index's lookup, the render thread's forgetting and
 * reading of the changed experiences, its renders (the content queries evaluated in them apart),
 * the rest of the renders' wall time (waiting, messages), and writing and swapping the files.
 */
function logPhases({ lookupMs, renderWallMs, ms, before, after, result }) {
  const s = (/** @type {number} */ v) => `${(v / 1000).toFixed(1)} s`
  const forget = after.forgetMs - before.forgetMs
  const renders = after.renders - before.renders
  const thread = after.renderMs - before.renderMs
  const content = after.contentMs - before.contentMs
  const queries = after.contentQueries - before.contentQueries
  const slowest = after.slowest
    .slice(0, 3)
    .map((p) => `${p.path} ${s(p.ms)}`)
    .join(", ")
  console.log(
    `    phases: lookup ${s(lookupMs)}; forget and read ${s(forget)}; ${renders} renders ${s(thread)} ` +
      `in the thread (content queries ${queries}, ${s(content)}); render wall ${s(renderWallMs - forget)}; ` +
      `write and swap ${s(ms - lookupMs - renderWallMs)}; ${result.written.length} written; slowest: ${slowest}`,
  )
}

/**
 * The review count the page shows (its reviews section's total; the JSON-LD Product's
 * aggregateRating follows it, and is left out below a minimum of reviews); none is 0.
 */
const productReviews = (html) => Number(/data-reviews[^>]*data-total="(\d+)"/.exec(html)?.[1] ?? 0)

async function login(medusaUrl, { email, password }) {
  const response = await fetch(`${medusaUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok)
    throw new Error(
      `admin login failed (${response.status}): set SENDERO_ADMIN_EMAIL and SENDERO_ADMIN_PASSWORD`,
    )
  return (await response.json()).token
}
