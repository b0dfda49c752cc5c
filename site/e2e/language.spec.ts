import { expect, test } from "./fixtures"

test("the language switch keeps the page and records the choice", async ({ page, context }) => {
  await page.goto("/things-to-do-in-riyadh/senderismo-dunas-atardecer")
  await page.getByRole("link", { name: "English" }).click()
  await expect(page).toHaveURL(/\/en\/things-to-do-in-riyadh\/sunset-hike-across-the-red-dunes$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  expect((await context.cookies()).find((c) => c.name === "locale")?.value).toBe("en")

  // The next visit to the home page follows the choice.
  await page.goto("/")
  await expect(page).toHaveURL(/\/en$/)

  await page.goto("/en/faq")
  await page.getByRole("link", { name: "Español" }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "es")
  const cookie = (await context.cookies()).find((c) => c.name === "locale")
  expect(cookie).toMatchObject({ value: "es", sameSite: "Lax" })
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000)
})

test.describe("a first visit from an English browser", () => {
  test.use({ locale: "en-US" })

  test("goes from the Spanish home page to the English one", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/en$/)
  })

  test("is not moved on a deep link", async ({ page }) => {
    await page.goto("/faq")
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "es")
  })
})

test("a first visit to an English page records English", async ({ page, context }) => {
  await page.goto("/en/faq")
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value)
    .toBe("en")
})

test("a first visit to an English on-demand page records English", async ({ page, context }) => {
  await page.goto("/en/cart")
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === "locale")?.value)
    .toBe("en")
})
