import { adminClient } from "./admin-api"
import { expect, test } from "./fixtures"
import { html } from "./live-catalogue-helpers"

/**
 * One truth for a combo's "bought separately" price, walked as a shop admin:
 * a sale on one of a combo's parts that makes the parts alone cost no more
 * than the bundle takes the crossed-out sum and the "save" line off the
 * combo's page within seconds, in euros only: in dollars, where the part is
 * not on sale, the traveller who switches currency still sees what the combo
 * saves. When the sale ends they are back (the e2e catalogue's one combo,
 * combos.spec.ts's: the sale always ends, and the test waits for the page to
 * show the saving again).
 */
const MEDUSA = process.env.MEDUSA_URL || "http://localhost:9000"
const COMBO = "combo-dunas-de-riad"
const LIVE_MS = 90_000

type Band = { total: number; sum: number; saving: number }
type StoreCombo = {
  handle: string
  parts: { handle: string; option_code: string }[]
  prices: Record<string, { adult?: Band }>
}
type Variant = {
  id: string
  metadata?: { band?: string; option_code?: string } | null
  prices: { amount: number; currency_code: string }[]
}

test("a sale on a combo's part that leaves nothing to save takes the saving off the combo's page in its currency until it ends", async ({
  page: browser,
  request,
}) => {
  test.setTimeout(4 * LIVE_MS)
  const admin = await adminClient(request)
  const keys = await admin.get<{ api_keys: { token: string }[] }>(
    "/admin/api-keys?type=publishable&limit=1",
  )
  const headers = { "x-publishable-api-key": keys.api_keys[0].token }
  const combos = async () =>
    (await (await request.get(`${MEDUSA}/store/combos`, { headers })).json()).combos as StoreCombo[]
  const combo = (await combos()).find((c) => c.handle === COMBO)!
  expect(combo).toBeTruthy()
  const page = `/combos/${combo.handle}`
  // The euro texts (the page's first render) of the crossed-out sum and the "save" line; empty, CSS
  // hides the line, and the currency switcher fills them from `data-prices` in another currency.
  const crossedOut = /line-through[^>]*data-prices="[^"]*">\s*[^<\s]/
  const saves = /data-testid="combo-saving"[^>]*>[^<]*<strong[^>]*>[^<]/
  const before = await html(request, page)
  expect(before).toMatch(saves)
  expect(before).toMatch(crossedOut)
  expect(combo.prices.usd.adult!.saving).toBeGreaterThan(0)

  // The part that costs most alone, on sale at its price less the whole saving.
  const adults = await Promise.all(
    combo.parts.map(async (part) => {
      const { products } = await admin.get<{ products: { variants: Variant[] }[] }>(
        `/admin/products?handle=${part.handle}&fields=id,variants.id,variants.metadata,variants.prices.*`,
      )
      return products[0].variants.find(
        (v) => v.metadata?.band === "adult" && v.metadata?.option_code === part.option_code,
      )!
    }),
  )
  const eurOf = (v: Variant) => v.prices.find((p) => p.currency_code === "eur")!.amount
  const dearest = adults.reduce((a, b) => (eurOf(a) >= eurOf(b) ? a : b))
  const { saving } = combo.prices.eur.adult!
  const saleOf = async () =>
    (await combos()).find((c) => c.handle === combo.handle)!.prices.eur.adult!
  const { price_list: sale } = await admin.post<{ price_list: { id: string } }>(
    "/admin/price-lists",
    {
      title: "Rebajas e2e combo",
      description: "Rebajas de la prueba del combo",
      type: "sale",
      status: "active",
      prices: [{ amount: eurOf(dearest) - saving, currency_code: "eur", variant_id: dearest.id }],
    },
  )
  try {
    expect(await saleOf()).toMatchObject({ saving: 0 })
    await expect.poll(() => html(request, page), { timeout: LIVE_MS }).not.toMatch(saves)
    expect(await html(request, page)).not.toMatch(crossedOut)
    await browser.goto(page)
    const line = browser.getByTestId("combo-saving")
    await expect(line).toBeHidden()
    const sum = browser.getByTestId("combo-price").locator(".line-through")
    await expect(sum).toHaveText("")
    // In dollars the part is not on sale: the combo saves, and says so.
    await browser.getByRole("banner").getByTestId("currency-switch").selectOption("USD")
    await expect(line).toBeVisible()
    await expect(line).toContainText("US$")
    await expect(sum).toContainText("US$")
    await browser.getByRole("banner").getByTestId("currency-switch").selectOption("EUR")
    await expect(line).toBeHidden()
  } finally {
    await admin.post(`/admin/price-lists/${sale.id}`, { status: "draft" })
  }
  expect(await saleOf()).toMatchObject({ saving })
  await expect.poll(() => html(request, page), { timeout: LIVE_MS }).toMatch(saves)
})
