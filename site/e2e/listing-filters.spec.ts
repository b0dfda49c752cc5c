import { expect, test } from "@playwright/test"

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
