import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"
import { adminClient } from "./admin-api"
import { days, pickerReady, setTravellers } from "./journey-helpers"

type AdminProduct = {
  handle: string
  variants: {
    metadata: Record<string, unknown> | null
    prices: { amount: number; currency_code: string }[]
  }[]
}

/** What the admin says a package's adult seat and single-room supplement cost in EUR. */
async function packagePrices(request: Parameters<typeof adminClient>[0], handle: string) {
  const admin = await adminClient(request)
  const { products } = await admin.get<{ products: AdminProduct[] }>(
    `/admin/products?handle=${handle}&fields=handle,variants.metadata,variants.prices.amount,variants.prices.currency_code`,
  )
  const eur = (match: (m: Record<string, unknown>) => boolean) =>
    products[0].variants
      .find((v) => v.metadata && match(v.metadata))!
      .prices.find((p) => p.currency_code === "eur")!.amount
  return {
    adult: eur((m) => m.band === "adult"),
    singleRoom: eur((m) => m.extra === "single-room"),
  }
}

const euros = (amount: number) =>
  new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" })
    .format(amount)
    .replace(/\s/g, " ")
const normalised = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim()

test("tour packages: the header entry lands on the listing, a package shows its day-by-day plan and route, a departure books with the single-room supplement", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const nav = page.getByRole("banner").getByRole("navigation").first()

  // Spanish: the header's 'Paquetes de viaje' opens the listing; a package, its timeline, route map and what it includes.
  await page.goto("/")
  await nav.getByRole("link", { name: "Paquetes de viaje" }).click()
  await expect(page).toHaveURL(/\/paquetes-de-viaje$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Paquetes de viaje")
  const card = page.getByTestId("experience-card-link").first()
  const href = (await card.getAttribute("href"))!
  const handle = href.split("/").at(-1)!
  await card.click()
  await expect(page).toHaveURL(new RegExp(`/paquetes-de-viaje/${handle}$`))
  const timeline = page.getByTestId("package-day")
  expect(await timeline.count()).toBeGreaterThanOrEqual(2)
  await expect(timeline.first()).toContainText("Día 1")
  await expect(timeline.last()).toContainText("Fin del viaje")
  await expect(page.getByTestId("package-route-map")).toBeVisible()
  await expect(page.getByTestId("package-included")).toContainText("Alojamiento")
  // What it includes is a list of definitions assistive tech can read (axe: dl groups of dt and dd only).
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="package-included"]')
    .analyze()
  expect(
    violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([])
  // Search engines: its English twin and a Product with an Offer.
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/tour-packages\/[a-z0-9-]+$/,
  )
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  const product = jsonLd.map((text) => JSON.parse(text)).find((data) => data["@type"] === "Product")
  expect(product?.offers?.["@type"]).toBe("Offer")

  // A departure for two adults with single rooms: the picker and the cart charge both supplements.
  const { adult, singleRoom } = await packagePrices(request, handle)
  await pickerReady(page)
  await days(page, "available").first().click()
  await setTravellers(page, "adult", 2, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByRole("checkbox", { name: /Suplemento de habitación individual/ }).check()
  const total = euros(2 * adult + 2 * singleRoom)
  await expect
    .poll(async () => normalised(await page.getByTestId("price-total").textContent()))
    .toBe(total)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
  await page.getByTestId("added").getByRole("link", { name: "Ir al carrito" }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId("cart-booking")).toHaveCount(1)
  await expect(page.getByTestId("cart-booking")).toContainText(/habitación individual/i)
  await expect
    .poll(async () => normalised(await page.getByTestId("cart-total").textContent()))
    .toBe(total)

  // English: the header's 'Tour Packages', a package planning every day.
  await page.goto("/en")
  await nav.getByRole("link", { name: "Tour Packages" }).click()
  await expect(page).toHaveURL(/\/en\/tour-packages$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tour Packages")
  await page.getByTestId("experience-card-link").first().click()
  await expect(page).toHaveURL(/\/en\/tour-packages\/[a-z0-9-]+$/)
  const englishDays = Number(
    (await page
      .getByText(/· \d+ days$/)
      .first()
      .textContent())!.match(/(\d+) days/)![1],
  )
  await expect(page.getByTestId("package-day")).toHaveCount(englishDays)
  await expect(page.getByTestId("package-day").first()).toContainText("Day 1")
})
