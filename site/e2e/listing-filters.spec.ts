import { expect, test } from "./fixtures"

const countOf = async (text: string | null) => Number(text!.match(/\d+/)![0])

test("filters, chips, sort and reset run in the browser and live in the URL", async ({ page }) => {
  await page.goto("/things-to-do")
  const count = page.getByTestId("listing-count")
  const total = await countOf(await count.textContent())

  await page.getByLabel("Recogida en el hotel incluida", { exact: true }).check()
  await expect(page).toHaveURL(/\?pickup=1$/)
  const withPickup = await countOf(await count.textContent())
  expect(withPickup).toBeLessThanOrEqual(total)
  await expect(
    page.getByRole("button", { name: "Quitar el filtro Recogida en el hotel incluida" }),
  ).toBeVisible()

  // The filtered listing can be shared: a reload keeps it.
  await page.reload()
  await expect(page.getByLabel("Recogida en el hotel incluida", { exact: true })).toBeChecked()
  await expect(count).toHaveText(`${withPickup} experiencias`)

  await page.getByRole("button", { name: "Quitar el filtro Recogida en el hotel incluida" }).click()
  await expect(count).toHaveText(`${total} experiencias`)
  await expect(page).toHaveURL(/\/things-to-do$/)

  await page.getByLabel("Ordenar por").selectOption("price-asc")
  await expect(page).toHaveURL(/\?sort=price-asc$/)
  const prices = await page
    .locator("[data-card]:visible")
    .evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.price)))
  expect(prices).toEqual([...prices].sort((a, b) => a - b))

  await page.getByLabel("Mínimo (€)").fill("1000000")
  await page.getByLabel("Mínimo (€)").press("Tab")
  await expect(page.getByText("No hay experiencias que coincidan con estos filtros.")).toBeVisible()
  await expect(page.locator("[data-card]:visible")).toHaveCount(0)
  await page.getByRole("button", { name: "Restablecer todo" }).last().click()
  await expect(count).toHaveText(`${total} experiencias`)
  await expect(page).toHaveURL(/\?sort=price-asc$/)
})

test("an English listing filters by time of day", async ({ page }) => {
  await page.goto("/en/things-to-do?time=morning")
  await expect(page.getByLabel("Morning", { exact: true })).toBeChecked()
  const times = await page
    .locator("[data-card]:visible")
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.time))
  expect(new Set(times)).toEqual(new Set(["morning"]))
})

test("language and star-rating filters with chips, reset and reload", async ({ page }) => {
  await page.goto("/things-to-do-in-riyadh")
  const count = page.getByTestId("listing-count")
  const total = await countOf(await count.textContent())
  const visible = (attribute: string) =>
    page
      .locator("[data-card]:visible")
      .evaluateAll(
        (cards, name) => cards.map((card) => (card as HTMLElement).getAttribute(name) ?? ""),
        attribute,
      )

  // The dune hike's guides speak Arabic, so the city listing offers it.
  await page.getByLabel("árabe", { exact: true }).check()
  await expect(page).toHaveURL(/\?lang=ar$/)
  const arabic = await countOf(await count.textContent())
  expect(arabic).toBeGreaterThan(0)
  for (const languages of await visible("data-languages"))
    expect(languages.split(",")).toContain("ar")

  const rating = page.getByRole("group", { name: "Valoración" })
  await rating.getByLabel("3 o más").check()
  await expect(page).toHaveURL(/\?lang=ar&rating=3$/)
  for (const value of await visible("data-rating")) expect(Number(value)).toBeGreaterThanOrEqual(3)
  const both = await countOf(await count.textContent())
  expect(both).toBeLessThanOrEqual(arabic)

  // A shared link keeps the filters.
  await page.reload()
  await expect(page.getByLabel("árabe", { exact: true })).toBeChecked()
  await expect(rating.getByLabel("3 o más")).toBeChecked()
  await expect(count).toHaveText(`${both} experiencias`)

  await page.getByRole("button", { name: "Quitar el filtro 3 o más" }).click()
  await expect(page).toHaveURL(/\?lang=ar$/)
  await expect(rating.getByLabel("Cualquiera")).toBeChecked()
  await expect(count).toHaveText(`${arabic} experiencias`)

  await page.getByRole("button", { name: "Restablecer todo" }).first().click()
  await expect(page).toHaveURL(/\/things-to-do-in-riyadh$/)
  await expect(page.getByLabel("árabe", { exact: true })).not.toBeChecked()
  await expect(count).toHaveText(`${total} experiencias`)
})

test("an English listing opened with filters that match nothing says so", async ({ page }) => {
  // Unknown values (a language nobody offers, a made-up rating) are ignored.
  await page.goto("/en/things-to-do-in-riyadh?lang=ar,xx&rating=9&max=0")
  await expect(page).toHaveURL(/\?max=0&lang=ar$/)
  await expect(page.getByLabel("Arabic", { exact: true })).toBeChecked()
  await expect(page.getByRole("button", { name: "Remove the filter Arabic" })).toBeVisible()
  await expect(page.getByText("No experiences match these filters.")).toBeVisible()
  await expect(page.locator("[data-card]:visible")).toHaveCount(0)
  await page.getByRole("button", { name: "Reset all" }).last().click()
  await expect(page.locator("[data-card]:visible").first()).toBeVisible()
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("the cards come first and the filters open on demand", async ({ page }) => {
    await page.goto("/things-to-do-in-riyadh")
    const duration = page.getByLabel("De 1 a 4 horas", { exact: true })
    await expect(duration).toBeHidden()
    await expect(page.getByTestId("experience-grid")).toBeVisible()

    await page.getByText("Filtros", { exact: true }).click()
    await duration.check()
    await expect(page).toHaveURL(/\?duration=1-4h$/)
    await expect(
      page.getByRole("button", { name: "Quitar el filtro De 1 a 4 horas" }),
    ).toBeVisible()
  })
})
