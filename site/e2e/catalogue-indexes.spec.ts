import { expect, test } from "./fixtures"

/** What each header entry must open: a heading that fits its name, in the page's language. */
const MENU = {
  es: [
    ["Sobre nosotros", /Sobre Sendero/],
    ["Blog", /Blog/],
    ["Descubre", /Todas las experiencias/],
    ["Categorías", /Categorías de experiencias/],
    ["Explora", /Explora nuestros destinos/],
    ["Paquetes de viaje", /Paquetes de viaje/],
    ["Itinerarios", /Planifica tu viaje/],
    ["Cruceros", /Cruceros/],
    ["Paquetes", /Paquetes: combos/],
    ["Contacto", /Contacto/],
  ],
  en: [
    ["About Us", /About Sendero/],
    ["Blog", /blog/i],
    ["Discover", /All experiences/],
    ["Experience Category", /Experience categories/],
    ["Explore", /Explore our destinations/],
    ["Tour Packages", /Tour Packages/],
    ["Travel Itinerary", /Plan your trip/],
    ["Cruises", /Cruises/],
    ["Packages", /Packages: experience combos/],
    ["Contact Us", /Contact/],
  ],
} as const

for (const [locale, entries] of Object.entries(MENU)) {
  test(`every header link (${locale}) opens a page that fits its name`, async ({ page }) => {
    await page.goto(locale === "es" ? "/" : "/en")
    const nav = page.getByRole("banner").getByRole("navigation").first()
    // The entries the one-row header has no room for are under "Más" / "More".
    await nav.getByTestId("header-more").locator("summary").click()
    const links = nav.getByRole("link")
    await expect(links).toHaveCount(entries.length)
    const hrefs: string[] = []
    for (const [label] of entries) {
      hrefs.push((await nav.getByRole("link", { name: label, exact: true }).getAttribute("href"))!)
    }
    for (const [index, href] of hrefs.entries()) {
      const response = await page.goto(href)
      expect(response?.status(), href).toBe(200)
      expect(page.url(), href).toMatch(new RegExp(`${href}$`))
      await expect(page.locator("html")).toHaveAttribute("lang", locale)
      await expect(page.getByRole("heading", { level: 1 }), href).toHaveText(entries[index][1])
    }
  })
}

test("the category index lists every category with its count, and the counts are true", async ({
  page,
}) => {
  await page.goto("/categories")
  await expect(page.locator("script[src]")).toHaveCount(0)
  const cards = page.getByTestId("index-card")
  await expect(cards).toHaveCount(12)
  const itemList = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")))
  expect(itemList.find((d) => d["@type"] === "ItemList")?.numberOfItems).toBe(12)
  const cruises = cards.filter({ hasText: "Cruceros" })
  await expect(cruises.locator("img")).toHaveAttribute("src", /\S/)
  const count = (await cruises.getByTestId("index-count").textContent())!.match(/\d+/)![0]
  await cruises.getByRole("link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Cruceros/)
  await expect(page.getByTestId("listing-count")).toHaveText(`${count} experiencias`)
})

test("the destination index groups cities by country on a static map, in English too", async ({
  page,
}) => {
  await page.goto("/en/destinations")
  await expect(page.locator("script[src]")).toHaveCount(0)
  const map = page.getByRole("img", { name: "Map of our destinations" })
  await expect(map).toBeVisible()
  await expect(map.getByRole("link")).toHaveCount(14)
  const spain = page.getByTestId("destination-country").filter({ hasText: "Spain" })
  await expect(spain.getByRole("heading", { level: 2 })).toHaveText(/Spain\s*\d+ experiences/)
  await expect(spain.getByTestId("index-card")).toHaveCount(4)
  const seville = spain.getByTestId("index-card").filter({ hasText: "Seville" })
  const count = (await seville.getByTestId("index-count").textContent())!.match(/\d+/)![0]
  await seville.getByRole("link").click()
  await expect(page).toHaveURL(/\/en\/things-to-do-in-seville$/)
  await expect(page.getByTestId("listing-count")).toHaveText(`${count} experiences`)
})
