import { expect, test } from "./fixtures"

/** One page of each kind, as Spanish paths; the English page is the same under /en. */
const ROUTES = [
  "/",
  "/things-to-do",
  "/things-to-do-in-riyadh",
  "/senderismo",
  "/things-to-do-in-riyadh/senderismo-dunas-atardecer",
  "/about",
  "/blog",
  "/blog/alula-en-tres-dias",
  "/faq",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/categories",
  "/destinations",
]
const CONTENT_PAGES = new Set([
  "/categories",
  "/destinations",
  "/about",
  "/blog",
  "/blog/alula-en-tres-dias",
  "/faq",
  "/contact-us",
  "/privacy-policy",
  "/terms-and-conditions",
])
/** English pages have English slugs. */
const ENGLISH_SLUGS: Record<string, string> = {
  "/senderismo": "/hiking",
  "/things-to-do-in-riyadh/senderismo-dunas-atardecer":
    "/things-to-do-in-riyadh/sunset-hike-across-the-red-dunes",
  "/blog/alula-en-tres-dias": "/blog/alula-in-three-days",
}
const english = (path: string) => (path === "/" ? "/en" : `/en${ENGLISH_SLUGS[path] ?? path}`)

for (const path of ROUTES) {
  for (const [lang, url] of [
    ["es", path],
    ["en", english(path)],
  ] as const) {
    test(`${url} answers 200 in ${lang} with its SEO tags`, async ({ page }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveURL(new RegExp(`${url === "/" ? "/" : url}$`))
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${url}$`),
      )
      for (const hreflang of ["es", "en", "x-default"]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1)
      }
      // The pair points at each other, English slugs included.
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute(
        "href",
        new RegExp(`${path}$`),
      )
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        new RegExp(`${english(path)}$`),
      )
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\S/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/)
      await expect(page.getByRole("banner")).toBeVisible()
      await expect(page.getByRole("main")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toBeVisible()
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} Sendero`,
      )
      if (CONTENT_PAGES.has(path)) await expect(page.locator("script[src]")).toHaveCount(0)
    })
  }
}

test("the experience page carries Product, Offer and BreadcrumbList JSON-LD", async ({ page }) => {
  await page.goto("/things-to-do-in-riyadh/senderismo-dunas-atardecer")
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const types = blocks.map((text) => (JSON.parse(text) as { "@type": string })["@type"])
  expect(types).toEqual(expect.arrayContaining(["Organization", "Product", "BreadcrumbList"]))
  const product = blocks.map((text) => JSON.parse(text)).find((d) => d["@type"] === "Product")
  expect(product.offers).toMatchObject({ "@type": "Offer", priceCurrency: "EUR" })
  await expect(
    page.getByRole("navigation", { name: "Estás aquí" }).getByRole("link", { name: "Inicio" }),
  ).toBeVisible()
})

test("a blog post carries BlogPosting JSON-LD", async ({ page }) => {
  await page.goto("/en/blog/alula-in-three-days")
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks.map((text) => JSON.parse(text)["@type"])).toContain("BlogPosting")
})

test("the home page has the search, destinations and a support block with tel, mailto and WhatsApp", async ({
  page,
}) => {
  await page.goto("/")
  const search = page.getByRole("search", { name: "Buscar experiencias" })
  await expect(search.getByLabel("Destino")).toBeVisible()
  await expect(search.getByLabel("Fecha")).toBeVisible()
  const support = page.getByTestId("support-links")
  await expect(support.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(support.locator('a[href^="mailto:"]')).toHaveCount(1)
  // WhatsApp, and the 24/7 chat opens the same WhatsApp chat (a real channel, never a dead label).
  await expect(support.locator('a[href^="https://wa.me/"]')).toHaveCount(2)
  await expect(support.getByTestId("support-chat")).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  )

  await search.getByLabel("Destino").fill("Riad")
  await search.getByRole("button", { name: "Buscar" }).click()
  await expect(page).toHaveURL(/\/search\/Riad$/)
})

test("listings show 24 cards and load 24 more on demand", async ({ page }) => {
  await page.goto("/things-to-do")
  const cards = page.locator("[data-card]:visible")
  const total = Number((await page.getByTestId("listing-count").textContent())!.match(/\d+/)![0])
  test.skip(total <= 24, "the seeded catalogue is too small for a second page")
  await expect(cards).toHaveCount(24)
  await page.getByRole("button", { name: "Cargar más experiencias" }).click()
  await expect(cards).toHaveCount(Math.min(48, total))
  await expect(page.locator("[data-card]:visible").nth(24).getByRole("link")).toBeFocused()
})

test("robots.txt and the sitemap with hreflang alternates", async ({ request }) => {
  const robots = await request.get("/robots.txt")
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml$/m)
  const sitemap = await request.get("/sitemap.xml", { maxRedirects: 0 })
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  expect(xml).toContain("/things-to-do-in-riyadh/senderismo-dunas-atardecer")
  expect(xml).toMatch(/hreflang="en" href="[^"]*\/en\/faq\/?"/)
})
