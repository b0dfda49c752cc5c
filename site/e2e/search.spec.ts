import { expect, test } from "./fixtures"

const cardLinks = (page: import("./fixtures").Page) =>
  page.getByTestId("search-experiences").getByTestId("experience-card-link")

test("Spanish search ignores case and accents and ranks title matches first", async ({ page }) => {
  const response = await page.goto("/search/DUNAS")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de «DUNAS»")
  await expect(page.getByTestId("search-count")).toHaveText(/^\d+ resultados$/)
  await expect(cardLinks(page).first()).toHaveText(/dunas/i)
  await expect(
    page.getByRole("link", { name: "Senderismo por las dunas al atardecer", exact: true }),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    /\/en\/search\/DUNAS$/,
  )

  await page.goto("/search/sevilla")
  await expect(
    page.getByTestId("search-cities").getByRole("link", { name: "Sevilla" }),
  ).toHaveAttribute("href", "/things-to-do-in-seville")
  await page.goto("/search/dubai")
  await expect(page.getByTestId("search-cities").getByRole("link", { name: "Dubái" })).toBeVisible()
  await page.goto("/search/senderismo")
  await expect(
    page.getByTestId("search-categories").getByRole("link", { name: "Senderismo" }),
  ).toBeVisible()
  await expect(cardLinks(page).first()).toBeVisible()
  await page.goto("/search/riad")
  await expect(page.getByTestId("search-cities").getByRole("link", { name: "Riad" })).toBeVisible()
})

test("English search finds English titles, and the language switch keeps the search", async ({
  page,
}) => {
  await page.goto("/en/search/Dunes")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “Dunes”")
  await expect(
    page.getByRole("link", { name: "Sunset hike across the red dunes", exact: true }),
  ).toBeVisible()
  await expect(page.getByTestId("search-count")).toHaveText(/^\d+ results$/)
  await page.locator("[data-locale-switch]:visible").click()
  await expect(page).toHaveURL(/\/search\/Dunes$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de «Dunes»")
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the home search sends the destination and the date to the results", async ({ page }) => {
    // A date with open slots: results with a date show only experiences open that day.
    const d = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    await page.goto("/")
    const search = page.getByRole("search", { name: "Buscar experiencias" })
    await search.getByLabel("Destino").fill("  Riad ")
    await search.getByLabel("Fecha").fill(d)
    await search.getByRole("button", { name: "Buscar" }).click()
    await expect(page).toHaveURL(new RegExp(`/search/Riad\\?date=${d}$`))
    await expect(
      page.getByTestId("search-cities").getByRole("link", { name: "Riad" }),
    ).toBeVisible()

    await page.getByLabel("¿Qué quieres hacer?").fill("senderismo dunas")
    await page.getByRole("button", { name: "Buscar", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/search/senderismo%20dunas\\?date=${d}$`))
    await expect(
      page.getByRole("link", { name: "Senderismo por las dunas al atardecer", exact: true }),
    ).toBeVisible()
  })
})

test("a search without results says so and suggests destinations and every experience", async ({
  page,
}) => {
  const response = await page.goto("/en/search/zzqqxxwv")
  expect(response?.status()).toBe(200)
  const empty = page.getByTestId("search-empty")
  await expect(empty).toContainText("No results found for “zzqqxxwv”.")
  await expect(empty.getByRole("link", { name: "Riyadh" })).toHaveAttribute(
    "href",
    "/en/things-to-do-in-riyadh",
  )
  await empty.getByRole("link", { name: "See all experiences" }).click()
  await expect(page).toHaveURL(/\/en\/things-to-do$/)
})

test("blank, too long and malformed search texts answer without a server error", async ({
  page,
  request,
}) => {
  const long = "dunas".repeat(30)
  let response = await page.goto(`/search/${long}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByTestId("search-empty")).toContainText("demasiado larga")

  response = await page.goto("/search/%20%20%20")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar experiencias")
  await expect(page.getByTestId("search-empty")).toContainText("No se han encontrado resultados")

  // A malformed escape is read literally: the visitor gets the site's own empty result.
  for (const path of ["/search/%E0%A4%A", "/search/100%", "/en/search/%FF"]) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    expect(await answer.text(), path).toContain('data-testid="search-empty"')
  }
  const unknown = await request.get("/things-to-do-in-%E0%A4")
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain("Página no encontrada")
})

test("the search form URL redirects to the results page, and other prefixes are not pages", async ({
  page,
  request,
}) => {
  let answer = await request.get("/search?q=%20%20dunas%20rojas%20&date=2030-05-04", {
    maxRedirects: 0,
  })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toMatch(/\/search\/dunas%20rojas\?date=2030-05-04$/)
  answer = await request.get("/en/search?q=dunes", { maxRedirects: 0 })
  expect(answer.status()).toBe(302)
  expect(answer.headers().location).toMatch(/\/en\/search\/dunes$/)

  const response = await page.goto("/search")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("search", { name: "Buscar en Sendero" })).toBeVisible()

  answer = await request.get("/blog/search/dunas", { maxRedirects: 0 })
  expect(answer.status()).toBe(404)
})
