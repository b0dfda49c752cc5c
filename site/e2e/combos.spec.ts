import { formReady } from "./account-helpers"
import { adminClient } from "./admin-api"
import { expect, test, type APIRequestContext } from "./fixtures"
import { ipSiteUrl, setTravellers } from "./journey-helpers"

const COMBO = "combo-dunas-de-riad"
const MEDUSA = process.env.MEDUSA_URL || "http://localhost:9000"
type StoreCombo = {
  id: string
  handle: string
  parts: { handle: string; option_code: string }[]
  prices: Record<string, { adult: { total: number; sum: number } }>
}

/**
 * The first day from three days ahead on which every part of the combo has
 * an untouched slot (nobody holds or booked a seat): its date and slot ids.
 */
async function freshDay(
  request: APIRequestContext,
  combo: StoreCombo,
  headers: Record<string, string>,
) {
  const admin = await adminClient(request)
  for (let offset = 3; offset < 40; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    const slots: string[] = []
    for (const part of combo.parts) {
      const day = await request.get(
        `${MEDUSA}/store/experiences/${part.handle}/availability/${date}`,
        { headers },
      )
      if (!day.ok()) break
      const options = (await day.json()).options as { code: string; slots: { id: string }[] }[]
      const slot = options.find((o) => o.code === part.option_code)?.slots[0]
      if (!slot) break
      const { slot: facts } = await admin.get<{ slot: { held: number; booked: number } }>(
        `/admin/slots/${slot.id}`,
      )
      if (facts.held || facts.booked) break
      slots.push(slot.id)
    }
    if (slots.length === combo.parts.length) return { date, slots, admin }
  }
  throw new Error("no day with every part of the combo free")
}

test.describe("combos", () => {
  test.use({ baseURL: ipSiteUrl(), viewport: { width: 1280, height: 900 } })

  test("a combo is refused as a whole when one part is full, then booked at its bundle price in one order", async ({
    page,
    request,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /status of 409 .*\/store\/carts\/cart_\w+\/combos$/,
      "the combo whose one part is full is refused as a whole (the point of the test)",
    )
    test.setTimeout(180_000)
    const keys = await (
      await adminClient(request)
    ).get<{ api_keys: { token: string }[] }>("/admin/api-keys?type=publishable&limit=1")
    const headers = { "x-publishable-api-key": keys.api_keys[0].token }
    const combo = (
      (await (await request.get(`${MEDUSA}/store/combos?city=riyadh`, { headers })).json())
        .combos as StoreCombo[]
    ).find((c) => c.handle === COMBO)!
    const { date, slots, admin } = await freshDay(request, combo, headers)
    // The sunrise hike has one seat left that day.
    await admin.post(`/admin/slots/${slots[1]}`, { capacity: 1 })

    // The listing links to the combo; its page shows both parts, their durations and the saving.
    await page.goto("/combos")
    await page
      .getByTestId("combo-grid")
      .locator(`[data-combo="${COMBO}"]`)
      .getByTestId("combo-card-link")
      .click()
    await expect(page).toHaveURL(new RegExp(`/combos/${COMBO}$`))
    await expect(page.getByTestId("combo-part")).toHaveCount(2)
    await expect(page.getByTestId("combo-part-duration").first()).toHaveText("Duración: 3 h")
    const { total, sum } = combo.prices.eur.adult
    // The saving and its share of the parts' sum, in Spanish conventions ("16 %").
    await expect(page.getByTestId("combo-saving")).toContainText(`${sum - total},00`)
    await expect(page.getByTestId("combo-saving")).toContainText(
      new RegExp(`\\(${Math.round(((sum - total) / sum) * 100)}\\s%\\)`),
    )

    // Two adults: the sunrise part is full, so nothing is held anywhere.
    const picker = page.getByTestId("combo-picker")
    // A date typed before the picker hydrates would fetch no times.
    await formReady(page, "combo-picker")
    for (const [index, id] of slots.entries()) {
      const part = picker.getByTestId(`combo-part-${index + 1}`)
      await part.getByLabel("Fecha").fill(date)
      await part.locator(`input[type=radio][value="${id}"]`).check()
    }
    await expect(page.getByTestId("combo-total")).toHaveText(new RegExp(`${2 * total},00\\s€`))
    await page.getByTestId("combo-add").click()
    await expect(page.getByTestId("combo-error")).toHaveText(
      "No hay plazas suficientes para la actividad 2 del combo: solo queda 1 plaza. No se ha reservado nada.",
    )
    for (const id of slots) {
      const { slot } = await admin.get<{ slot: { held: number } }>(`/admin/slots/${id}`)
      expect(slot.held).toBe(0)
    }

    // One adult fits: both parts are held, the cart has both bookings at the bundle price.
    await setTravellers(page, "combo-adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
    await page.getByTestId("combo-add").click()
    await expect(page.getByTestId("combo-added")).toBeVisible()
    // The header's cart counts both parts' bookings at once, as on an experience page.
    await expect(page.getByTestId("header-cart-count")).toHaveText("2")
    await page.getByTestId("combo-added").getByRole("link", { name: "Ver carrito" }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId("cart-booking")).toHaveCount(2)
    await expect(page.getByTestId("cart-total")).toHaveText(new RegExp(`${total},00\\s€`))

    await page.getByTestId("cart-checkout").click()
    await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
    await page.getByLabel("Apellidos").fill("García")
    await page.getByLabel("Correo electrónico").fill("combo@example.com")
    await page.getByLabel("Teléfono").fill("612 345 678")
    await page.getByTestId("checkout-confirm").click()
    await expect(page).toHaveURL(/\/checkout\/success\?order_id=order_/)
    await expect(page.getByTestId("order-booking")).toHaveCount(2)
    const orderId = new URL(page.url()).searchParams.get("order_id")!
    for (const id of slots) {
      const { slot } = await admin.get<{
        slot: { booked: number; held: number; bookings: { order_id: string }[] }
      }>(`/admin/slots/${id}`)
      expect(slot).toMatchObject({ booked: 1, held: 0 })
      expect(slot.bookings.map((b) => b.order_id)).toContain(orderId)
    }
  })

  test("the English combo page lives at its English slug, paired with the Spanish one", async ({
    page,
  }) => {
    await page.goto("/en/combos")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Packages: experience combos")
    await page
      .getByTestId("combo-grid")
      .locator(`[data-combo="${COMBO}"]`)
      .getByTestId("combo-card-link")
      .click()
    await expect(page).toHaveURL(/\/en\/combos\/riyadh-dunes-combo$/)
    await expect(page.getByTestId("combo-part")).toHaveCount(2)
    await expect(page.getByTestId("combo-saving")).toContainText("You save per adult")
    await expect(page.getByTestId("combo-saving")).toContainText(/\(\d+%\)/)
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
      "href",
      new RegExp(`/combos/${COMBO}$`),
    )
    await expect(page.getByRole("button", { name: "Add the combo to the cart" })).toBeDisabled()
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const product = blocks
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Product")
    expect(product).toMatchObject({
      "@type": "Product",
      offers: { "@type": "Offer", priceCurrency: "EUR" },
    })
    const sitemap = await (await page.request.get("/sitemap.xml")).text()
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>[^<]*/combos/${COMBO}</loc><xhtml:link rel="alternate" hreflang="es" [^>]*/><xhtml:link rel="alternate" hreflang="en" href="[^"]*/en/combos/riyadh-dunes-combo"`,
      ),
    )
  })
})
