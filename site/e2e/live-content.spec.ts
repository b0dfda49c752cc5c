import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { adminClient } from "./admin-api"
import { expect, test } from "./fixtures"
import { html, sign, steadyVisitors } from "./live-catalogue-helpers"

/**
 * Issue 26: an editor's publish of an experience's text reaches its page
 * through Sanity's signed webhook without a build: the render thread reads the
 * document again and its pages are rendered and swapped as for a price
 * (scripts/lib/site.mjs's publish, site/lib/content/source.ts's
 * updateLocalContent), while visitors keep getting whole pages.
 */
const LIVE_MS = 90_000

type Doc = Record<string, unknown> & { _id: string; _type: string }

test("an experience's overview published through the signed webhook is on its page and in the search, and put back", async ({
  request,
}) => {
  const hook = process.env.CONTENT_WEBHOOK_URL
  const secret = process.env.CONTENT_WEBHOOK_SECRET
  const dataset = process.env.SANITY_LOCAL_DATASET
  test.skip(
    !hook || !secret || !dataset,
    "the e2e product serves the content webhook with a dataset of its own",
  )
  test.setTimeout(4 * LIVE_MS)
  const file = path.join(dataset!, "data.ndjson")
  const original = await readFile(file, "utf8")
  const docs = original
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Doc)
  const slugOf = (doc: Doc | undefined) => (doc?.slug as { current?: string } | undefined)?.current
  // An experience the e2e catalogue sells that the other live specs do not change (they use the
  // first AlUla tour).
  const admin = await adminClient(request)
  const { products } = await admin.get<{ products: { handle: string }[] }>(
    "/admin/products?limit=200&fields=handle",
  )
  const sold = new Set(products.map((p) => p.handle))
  const experience = docs
    .filter((d) => d._type === "experience" && !d._id.startsWith("drafts."))
    .filter((d) => sold.has(slugOf(d) ?? "") && !slugOf(d)!.includes("tumbas-nabateas"))
    .at(-1)!
  const city = docs.find((d) => d._id === (experience.city as { _ref: string })._ref)
  const page = `/things-to-do-in-${slugOf(city)}/${slugOf(experience)}`
  const before = await html(request, page)
  expect(before).toContain(slugOf(experience))
  // A word no other text has, so the site's search finds the experience by it alone.
  const word = `zorzalvivo${Date.now().toString(36)}`
  const marker = `Texto publicado en vivo ${word}`
  // The search has read the content before the publish (its index and texts kept in the server).
  expect(await html(request, `/search/${word}`)).not.toContain(`/${slugOf(experience)}`)
  const visitors = steadyVisitors(request, [page, "/"])
  const deliver = async (text: string, why: string) => {
    await writeFile(file, text)
    const body = JSON.stringify({ _id: experience._id, _type: "experience" })
    const answer = await request.post(hook!, {
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": sign(body, secret!),
        "idempotency-key": `e2e-${experience._id}-${why}`,
      },
      data: body,
    })
    expect(answer.status()).toBe(202)
  }
  try {
    const changed = { ...experience, overview: { ...(experience.overview as object), es: marker } }
    await deliver(
      original
        .split("\n")
        .map((line) =>
          line.startsWith(`{"_id":"${experience._id}"`) ? JSON.stringify(changed) : line,
        )
        .join("\n"),
      marker,
    )
    await expect.poll(() => html(request, page), { timeout: 3 * LIVE_MS }).toContain(marker)
    // The on-demand search (the site server's own copy of the content) finds it by the new word.
    await expect
      .poll(() => html(request, `/search/${word}`), { timeout: LIVE_MS })
      .toContain(`/${slugOf(experience)}`)
    // The admin's last change: the publish rendered the experience's pages, not a whole build
    // (which renders every page of the site, about 200 here).
    const { site_changes } = await admin.get<{
      site_changes: { runs?: { ok: boolean; reasons: string[]; pages?: number }[] }
    }>("/admin/site-changes")
    const run = site_changes.runs?.find((r) => r.reasons.includes("content publish"))
    expect(run).toMatchObject({ ok: true })
    expect(run!.pages).toBeLessThan(100)
  } finally {
    await deliver(original, `restore-${marker}`)
  }
  await expect.poll(() => html(request, page), { timeout: 3 * LIVE_MS }).not.toContain(marker)
  const { errors } = await visitors.stop()
  expect(errors).toEqual([])
})
