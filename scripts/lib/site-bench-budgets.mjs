// The budgets `npm run bench:site` checks (issues 10, 15 and 26) and its report table.

export const BUDGET = {
  contentInline: 1024,
  islandJsGzip: 90 * 1024,
  cartJsGzip: 100 * 1024,
  pagesPerSecond: 100,
}
/** The full build's peak resident memory, whole process tree (issue 26: 8 GB at 50,000 experiences). */
export const BUILD_PEAK_RSS_MB = 8 * 1024
/** The largest listing at any catalogue size (issue 15, "Listings that scale"). */
export const LISTING_BUDGET = { htmlCompressed: 150 * 1024, domNodes: 2000 }
export const LIGHTHOUSE_MIN = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
}
export const CONTENT_TYPES = [
  "blog",
  "blogPost",
  "faq",
  "about",
  "contact",
  "legal",
  "categories",
  "destinations",
]
export const ISLAND_TYPES = [
  "listing",
  "city",
  "category",
  "experience",
  "packages",
  "package",
  "combos",
  "combo",
]
/** On-demand pages of the booking journey (their own, larger JS budget). */
export const JOURNEY_TYPES = ["cart", "checkout"]

/**
 * Every budget of the issues, with what was measured and PASS/FAIL.
 * @param {any} r the bench's report
 * @param {{ experiences: number | null, locales: string[] }} run the catalogue size and the languages measured
 */
export function budgets(r, { experiences, locales }) {
  const rows = []
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  if (r.changeToLive) {
    const c = r.changeToLive
    // Issue 26: 10 s at the shipped catalogue, 15 s at 5,000 experiences, 30 s at 50,000.
    const goal =
      !experiences || experiences < 5000 ? 10_000 : experiences < 50_000 ? 15_000 : 30_000
    rows.push({
      budget: "Change to live, p50 / p95",
      measured: `${(c.p50Ms / 1000).toFixed(1)} s / ${(c.p95Ms / 1000).toFixed(1)} s (${c.changes} changes, ${c.pagesPerChange.toFixed(1)} pages rendered per change in ${((c.renderMsPerChange ?? 0) / 1000).toFixed(1)} s, the render thread's first read ${((c.warmMs ?? 0) / 1000).toFixed(1)} s${r.build ? `; full build ${r.build.seconds.toFixed(1)} s` : ""})`,
      limit: `p95 <= ${goal / 1000} s`,
      pass: c.p95Ms <= goal,
    })
  }
  if (r.build) {
    const b = r.build
    rows.push({
      budget: "Full build, pages/s",
      measured: `${b.pagesPerSecond.toFixed(0)} (${b.pages} pages in ${b.seconds.toFixed(1)} s; prerender ${b.prerenderSeconds?.toFixed(1) ?? "?"} s; trivial baseline ${b.baselinePagesPerSecond.toFixed(0)}/s, ratio ${(b.pagesPerSecond / b.baselinePagesPerSecond).toFixed(2)})`,
      limit: `>= ${BUDGET.pagesPerSecond}`,
      pass: b.pagesPerSecond >= BUDGET.pagesPerSecond,
    })
    rows.push({
      budget: "Full build, peak resident memory",
      measured: `${(b.peakRssMb / 1024).toFixed(2)} GB (astro build and its children; load average after it ${b.loadAverage.map((l) => l.toFixed(1)).join(" ")})`,
      limit: `<= ${BUILD_PEAK_RSS_MB / 1024} GB`,
      pass: b.peakRssMb <= BUILD_PEAK_RSS_MB,
    })
  }
  for (const [locale, l] of Object.entries(r.listing ?? {})) {
    const compressed = Math.min(l.htmlGzip, l.htmlBrotli)
    rows.push({
      budget: `Largest listing HTML, compressed (${locale})`,
      measured: `${kb(compressed)} (${kb(l.htmlBytes)} raw, gzip ${kb(l.htmlGzip)}, br ${kb(l.htmlBrotli)}; ${l.cards} cards; index ${l.index.chunks} chunks, ${kb(l.index.bytes)} raw, ${kb(l.index.gzip)} gzip)`,
      limit: `<= ${kb(LISTING_BUDGET.htmlCompressed)}`,
      pass: compressed <= LISTING_BUDGET.htmlCompressed,
    })
    rows.push({
      budget: `Largest listing DOM nodes at first paint (${locale})`,
      measured: String(l.domNodes),
      limit: `<= ${LISTING_BUDGET.domNodes}`,
      pass: l.domNodes <= LISTING_BUDGET.domNodes,
    })
  }
  for (const type of CONTENT_TYPES) {
    const entries = locales.map((locale) => r.js[`${type}:${locale}`])
    const files = Math.max(...entries.map((e) => e.files.length))
    const inline = Math.max(...entries.map((e) => e.inlineBytes))
    rows.push({
      budget: `JS on ${type} (es, en)`,
      measured: `${files} files, ${inline} B inline`,
      limit: `0 files, <= ${BUDGET.contentInline} B inline`,
      pass: files === 0 && inline <= BUDGET.contentInline,
    })
  }
  for (const type of JOURNEY_TYPES) {
    const worst = Math.max(
      ...locales.map((locale) => r.js[`${type}:${locale}`]).map((e) => e.fileGzip + e.inlineGzip),
    )
    rows.push({
      budget: `JS gzip on ${type} (es, en)`,
      measured: kb(worst),
      limit: `<= ${kb(BUDGET.cartJsGzip)}`,
      pass: worst <= BUDGET.cartJsGzip,
    })
  }
  for (const type of [...ISLAND_TYPES, "home"]) {
    const worst = Math.max(
      ...locales.map((locale) => r.js[`${type}:${locale}`]).map((e) => e.fileGzip + e.inlineGzip),
    )
    rows.push({
      budget: `JS gzip on ${type} (es, en)`,
      measured: kb(worst),
      limit: type === "home" ? "(no budget)" : `<= ${kb(BUDGET.islandJsGzip)}`,
      pass: type === "home" ? null : worst <= BUDGET.islandJsGzip,
    })
  }
  rows.push({
    budget: "Served compressed (home, Accept-Encoding br, gzip)",
    measured: r.compression ?? "none",
    limit: "br or gzip",
    pass: r.compression === "br" || r.compression === "gzip",
  })
  for (const [key, result] of Object.entries(r.lighthouse ?? {})) {
    const s = result.scores
    const bare = r.lighthouseBare?.scores.performance
    rows.push({
      budget: `Lighthouse ${key} (P/A/BP/SEO${JOURNEY_TYPES.includes(key.split(":")[0]) ? " without is-crawlable" : ""})`,
      measured: `${s.performance}/${s.accessibility}/${s["best-practices"]}/${s.seo} (bare page P ${bare ?? "?"})`,
      limit: ">= 95/100/100/100",
      pass: Object.entries(LIGHTHOUSE_MIN).every(([id, min]) => s[id] >= min),
    })
  }
  return rows
}

/** Prints the budgets as a table, the Lighthouse audits that lost points and the count. */
export function printReport(r) {
  const rows = r.budgets
  const width = Math.max(...rows.map((row) => row.budget.length))
  const mwidth = Math.max(...rows.map((row) => row.measured.length))
  console.log("")
  console.log(
    `${"Budget".padEnd(width)}  ${"Measured".padEnd(mwidth)}  Limit                          Result`,
  )
  for (const row of rows) {
    const result = row.pass === null ? "-" : row.pass ? "PASS" : "FAIL"
    console.log(
      `${row.budget.padEnd(width)}  ${row.measured.padEnd(mwidth)}  ${row.limit.padEnd(30)} ${result}`,
    )
  }
  const lost = Object.entries(r.lighthouse ?? {}).filter(([, v]) => v.lost.length)
  if (lost.length) {
    console.log("\nLighthouse audits that lost points:")
    for (const [key, v] of lost) console.log(`  ${key}: ${v.lost.join(", ")}`)
  }
  const failed = rows.filter((row) => row.pass === false).length
  console.log(`\n${rows.length - failed} budgets passed, ${failed} failed`)
}
