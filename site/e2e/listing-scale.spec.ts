import { expect, test, type APIRequestContext } from "./fixtures"

/** Cards a listing has in its HTML (lib/listing/index-entry.ts LISTING_PAGE_SIZE). */
const PAGE_SIZE = 24

/** The handles of the cards a prerendered listing page has in its HTML. */
async function cardsInHtml(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  return { html, handles: [...html.matchAll(/data-card data-handle="([^"]+)"/g)].map((m) => m[1]!) }
}

const countOf = (text: string | null) => Number(text!.match(/\d+/)![0])

test("a listing's HTML has one page of cards whatever the catalogue, and page links without JS", async ({
  request,
  browser,
}) => {
  const first = await cardsInHtml(request, "/things-to-do")
  const total = countOf(/data-testid="listing-count"[^>]*>([^<]+)</.exec(first.html)![1]!)
  test.skip(total <= PAGE_SIZE, "the seeded catalogue is too small for a second page")
  expect(first.handles).toHaveLength(PAGE_SIZE)
  // The rest comes from the listing index, named by language and place and revalidated (a catalogue
  // change rewrites a chunk in place: lib/build/regenerate.mjs).
  const urls = JSON.parse(
    /data-index="([^"]+)"/.exec(first.html)![1]!.replaceAll("&quot;", '"'),
  ) as string[]
  expect(urls.length).toBeGreaterThan(0)
  const chunk = await request.get(urls[0]!)
  expect(chunk.headers()["cache-control"]).toContain("no-cache")
  const { entries } = (await chunk.json()) as { entries: { h: string }[] }
  expect(entries.slice(0, PAGE_SIZE).map((e) => e.h)).toEqual(first.handles)

  // Without JS: 24 cards, no load-more button, a link to page 2 with the next ones.
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto("/en/things-to-do")
  await expect(page.locator("[data-card]")).toHaveCount(PAGE_SIZE)
  await expect(page.getByRole("button", { name: "Load more experiences" })).toBeHidden()
  await page.getByTestId("listing-pages").getByRole("link", { name: "Next" }).click()
  await expect(page).toHaveURL(/\/en\/things-to-do\/page\/2$/)
  await expect(page).toHaveTitle(/Page 2/)
  await expect(page.locator("[data-card]")).toHaveCount(Math.min(PAGE_SIZE, total - PAGE_SIZE))
  const second = await page
    .locator("[data-card]")
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.handle))
  expect(second.some((handle) => first.handles.includes(handle!))).toBe(false)
  await expect(page.getByRole("link", { name: "Previous" })).toHaveAttribute(
    "href",
    "/en/things-to-do",
  )
  await context.close()
})

test("filters and sort cover the whole catalogue, not only the cards in the HTML", async ({
  page,
  request,
}) => {
  const { handles: inHtml } = await cardsInHtml(request, "/things-to-do")
  await page.goto("/things-to-do")
  const total = countOf(await page.getByTestId("listing-count").textContent())
  test.skip(total <= PAGE_SIZE, "the seeded catalogue is too small for a second page")

  // The cheapest experiences of the whole catalogue, drawn from the index.
  await page.getByLabel("Ordenar por").selectOption("price-asc")
  await expect(page).toHaveURL(/\?sort=price-asc$/)
  const cards = page.locator("[data-card]:visible")
  await expect(cards).toHaveCount(PAGE_SIZE)
  const shown = await cards.evaluateAll((all) =>
    all.map((card) => ({
      handle: (card as HTMLElement).dataset.handle!,
      price: Number((card as HTMLElement).dataset.price),
    })),
  )
  expect(shown.map((c) => c.price)).toEqual(shown.map((c) => c.price).sort((a, b) => a - b))
  const drawn = shown.findIndex((c) => !inHtml.includes(c.handle))
  expect(drawn, "a card from beyond the first page").toBeGreaterThanOrEqual(0)

  // A drawn card is a whole card: price, duration, heart, and a link to its page.
  const card = cards.nth(drawn)
  await expect(card.getByText(/^Duración: /)).toBeVisible()
  await expect(card.getByText(/por (persona|vehículo o grupo)/)).toBeVisible()
  const title = (await card.getByTestId("experience-card-link").textContent())!.trim()
  await expect(
    card.getByRole("button", { name: `Guardar en tu lista de deseos: ${title}` }),
  ).toBeVisible()
  await card.getByTestId("experience-card-link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
})
