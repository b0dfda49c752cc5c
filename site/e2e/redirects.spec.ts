import { expect, test } from "./fixtures"

/** Spec §2 redirect rules in the default layout: [from, status, to]. */
const CASES: [string, number, string][] = [
  ["/discover", 301, "/things-to-do"],
  ["/discover/desert-tours", 301, "/things-to-do"],
  ["/en/discover", 301, "/en/things-to-do"],
  ["/experiences", 301, "/things-to-do"],
  ["/en/experiences", 301, "/en/things-to-do"],
  ["/riyadh/senderismo-dunas-atardecer", 301, "/things-to-do-in-riyadh/senderismo-dunas-atardecer"],
  [
    "/en/riyadh/senderismo-dunas-atardecer",
    301,
    "/en/things-to-do-in-riyadh/sunset-hike-across-the-red-dunes",
  ],
  // English pages have English slugs: the old English URLs with Spanish slugs move for good.
  [
    "/en/things-to-do-in-riyadh/senderismo-dunas-atardecer",
    301,
    "/en/things-to-do-in-riyadh/sunset-hike-across-the-red-dunes",
  ],
  ["/en/senderismo", 301, "/en/hiking"],
  ["/en/cruceros", 301, "/en/cruises"],
  ["/en/blog/alula-en-tres-dias", 301, "/en/blog/alula-in-three-days"],
  // ... for every page type with its own English slug: tour packages, combos, a category's pages.
  [
    "/en/tour-packages/riad-esencial-en-cuatro-dias",
    301,
    "/en/tour-packages/essential-riyadh-in-four-days",
  ],
  [
    "/en/paquetes-de-viaje/riad-esencial-en-cuatro-dias",
    301,
    "/en/tour-packages/essential-riyadh-in-four-days",
  ],
  ["/en/paquetes-de-viaje", 301, "/en/tour-packages"],
  ["/en/combos/combo-dunas-de-riad", 301, "/en/combos/riyadh-dunes-combo"],
  ["/en/cruceros/page/2", 301, "/en/cruises/page/2"],
  [
    "/tour-packages/riad-esencial-en-cuatro-dias",
    301,
    "/paquetes-de-viaje/riad-esencial-en-cuatro-dias",
  ],
  ["/hiking", 301, "/senderismo"],
  [
    "/experiences/senderismo-dunas-atardecer",
    301,
    "/things-to-do-in-riyadh/senderismo-dunas-atardecer",
  ],
  ["/fr/about", 301, "/about"],
  ["/de", 301, "/"],
  ["/es/faq", 301, "/faq"],
  ["/cn/blog/alula-en-tres-dias", 301, "/blog/alula-en-tres-dias"],
  ["/ofertas", 302, "/things-to-do"],
  ["/riad", 301, "/things-to-do-in-riyadh"],
  ["/en/riad", 301, "/en/things-to-do-in-riyadh"],
  ["/blog/guia-fin-del-mundo", 301, "/blog/guia-senderismo-fin-del-mundo"],
]

for (const [from, status, to] of CASES) {
  test(`${from} redirects to ${to}`, async ({ request, baseURL }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(status)
    expect(new URL(response.headers()["location"]!, baseURL).pathname).toBe(to)
  })
}

test("the known sections are not taken for an experience address", async ({ request }) => {
  const response = await request.get("/blog/no-such-post", { maxRedirects: 0 })
  expect(response.status()).toBe(404)
})

test("a redirect lands on a page that answers 200", async ({ page }) => {
  const response = await page.goto("/riyadh/senderismo-dunas-atardecer")
  expect(response?.status()).toBe(200)
  await expect(page).toHaveURL(/\/things-to-do-in-riyadh\/senderismo-dunas-atardecer$/)
})
