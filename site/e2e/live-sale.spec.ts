import { adminClient } from "./admin-api"
import { expect, test } from "./fixtures"
import { html, steadyVisitors } from "./live-catalogue-helpers"

/**
 * Issue 26's change feed walked as a shop admin running a sale: a sale price
 * list is on the experience page and its listing cards within seconds, in
 * both languages, when it starts, when its price is edited and when it ends
 * (the pricing module emits no event for the last two; before, the pages kept
 * the old price until a restart).
 */
const CITY = "/things-to-do-in-alula"
/** Pages change within this (the goal is seconds; the e2e machine is shared). */
const LIVE_MS = 90_000
const HEGRA = "visita-guiada-a-las-tumbas-nabateas-de-hegra-por-la-manana"

type Variant = {
  id: string
  metadata?: { band?: string } | null
  prices: { amount: number; currency_code: string }[]
}

test("a sale's start, its edited price and its end are on the experience page and its cards, in both languages", async ({
  request,
}) => {
  test.setTimeout(6 * LIVE_MS)
  const admin = await adminClient(request)
  // The experience live-catalogue.spec.ts reprices (the e2e product's only one sold per person
  // in its city that no journey books); the sale is ended before this test does.
  const handle = HEGRA
  const eurOf = (v: Variant) => v.prices.find((p) => p.currency_code === "eur")!.amount
  const { products } = await admin.get<{ products: { variants: Variant[] }[] }>(
    `/admin/products?handle=${handle}&fields=id,variants.id,variants.metadata,variants.prices.*`,
  )
  const adults = products[0].variants.filter((v) => v.metadata?.band === "adult")
  const page = `${CITY}/${handle}`
  const english = /hreflang="en" href="[a-z]+:\/\/[^/"]+(\/[^"]+)"/.exec(
    await html(request, page),
  )?.[1]
  expect(english).toBeTruthy()
  const cheapest = adults.reduce((a, b) => (eurOf(a) <= eurOf(b) ? a : b))
  const before = eurOf(cheapest)
  const visitors = steadyVisitors(request, [page, english!, CITY, `/en${CITY}`])

  const card = (amount: number) => new RegExp(`data-handle="${handle}"[^>]*data-price="${amount}"`)
  const shows = async (amount: number) => {
    await expect
      .poll(() => html(request, page), { timeout: LIVE_MS })
      .toMatch(new RegExp(`Desde <strong[^>]*>${amount},00\\s€`))
    await expect
      .poll(() => html(request, english!), { timeout: LIVE_MS })
      .toMatch(new RegExp(`From <strong[^>]*>€${amount}\\.00`))
    await expect.poll(() => html(request, CITY), { timeout: LIVE_MS }).toMatch(card(amount))
    await expect.poll(() => html(request, `/en${CITY}`), { timeout: LIVE_MS }).toMatch(card(amount))
  }

  const { price_list: sale } = await admin.post<{ price_list: { id: string } }>(
    "/admin/price-lists",
    {
      title: "Rebajas e2e",
      description: "Rebajas de la prueba",
      type: "sale",
      status: "active",
      prices: [{ amount: before - 5, currency_code: "eur", variant_id: cheapest.id }],
    },
  )
  try {
    await shows(before - 5)
    // The sale's price edited in the admin.
    const { price_list } = await admin.get<{ price_list: { prices: { id: string }[] } }>(
      `/admin/price-lists/${sale.id}?fields=id,prices.id`,
    )
    await admin.post(`/admin/price-lists/${sale.id}/prices/batch`, {
      update: [
        {
          id: price_list.prices[0].id,
          amount: before - 4,
          currency_code: "eur",
          variant_id: cheapest.id,
        },
      ],
    })
    await shows(before - 4)
  } finally {
    // The sale ended.
    await admin.post(`/admin/price-lists/${sale.id}`, { status: "draft" })
  }
  await shows(before)
  const { errors, requests } = await visitors.stop()
  expect(errors).toEqual([])
  expect(requests).toBeGreaterThan(10)
})
