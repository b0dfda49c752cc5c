import { expect, test, type Page } from "./fixtures"

const SKELETON = "/things-to-do-in-riyadh/senderismo-dunas-atardecer"

/** The JSON-LD Product of an experience page. */
async function productLd(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")))
  const nodes = blocks.flatMap((b) => (b?.["@graph"] ? b["@graph"] : [b]))
  return nodes.find((n) => n?.["@type"] === "Product")
}

for (const { prefix, heading, seeMore, outOf } of [
  { prefix: "", heading: "Opiniones", seeMore: "Ver más opiniones", outOf: /de 5/ },
  { prefix: "/en", heading: "Reviews", seeMore: "See more reviews", outOf: /out of 5/ },
]) {
  test(`an experience page shows its reviews and loads more (${prefix || "/"})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}${SKELETON}`)
    const section = page.locator("section[data-reviews]")
    await expect(section.getByRole("heading", { level: 2, name: heading })).toBeVisible()

    const summary = section.getByTestId("reviews-summary")
    await expect(summary).toContainText(outOf)
    const average = Number(
      (await summary.getByTestId("reviews-average").textContent())!.replace(",", "."),
    )
    expect(average).toBeGreaterThanOrEqual(1)
    expect(average).toBeLessThanOrEqual(5)

    const reviews = section.getByTestId("review")
    await expect(reviews).toHaveCount(3)
    // Reviews keep the language they were written in; only the other language is marked.
    const own = prefix ? "en" : "es"
    await expect(section.locator(`[data-testid=review] [lang="${own}"]`)).toHaveCount(0)
    const total = Number(await section.getAttribute("data-total"))
    expect(total).toBeGreaterThan(3)

    const ld = await productLd(page)
    expect(ld.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: total })
    expect(ld.aggregateRating.ratingValue).toBe(average)
    expect(ld.review).toHaveLength(3)

    // The next page is held back until the button has been seen loading.
    const more = section.getByRole("button", { name: seeMore })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      /\/store\/experiences\/[^/]+\/reviews/,
      async (route) => {
        await held
        await route.continue()
      },
      { times: 1 },
    )
    await more.click()
    await expect(more).toBeDisabled()
    await expect(more).toHaveAttribute("aria-busy", "true")
    await expect(more.locator("[data-spinner]")).toBeVisible()
    release()
    await expect(reviews).toHaveCount(Math.min(8, total))
    await expect(more.locator("[data-spinner]")).toBeHidden()
    await expect(reviews.nth(3)).toBeVisible()
    await expect(section.locator(`[data-testid=review] [lang="${own}"]`)).toHaveCount(0)
    // Every review loaded: the button goes.
    while (await section.getByRole("button", { name: seeMore }).isVisible()) {
      const before = await reviews.count()
      await section.getByRole("button", { name: seeMore }).click()
      await expect(reviews).not.toHaveCount(before)
    }
    await expect(reviews).toHaveCount(total)
  })
}

test("the cancellation policy and booking facts come from commerce", async ({ page }) => {
  await page.goto(SKELETON)
  const facts = page.getByTestId("experience-facts")
  await expect(facts).toContainText("Edad mínima: 6 años")
  await expect(facts).toContainText("árabe")
  await expect(page.getByTestId("cancellation-policy")).toHaveText(
    "Cancelación gratuita hasta 24 horas antes del inicio",
  )
})
