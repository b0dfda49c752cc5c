import { expect, test } from "./fixtures"

test("the wishlist keeps hearts across pages and a reload, without an account", async ({
  page,
}) => {
  await page.goto("/things-to-do-in-dubai")
  const cards = page.locator("[data-card]:visible")
  const first = cards.nth(0)
  const firstTitle = (await first.getByTestId("experience-card-link").textContent())!.trim()
  const heart = first.getByRole("button", { name: `Guardar en tu lista de deseos: ${firstTitle}` })
  await expect(heart).toHaveAttribute("aria-pressed", "false")
  await heart.click()
  await expect(heart).toHaveAttribute("aria-pressed", "true")

  // A second one from its own page, which knows the first is kept.
  const second = cards.nth(1)
  const secondTitle = (await second.getByTestId("experience-card-link").textContent())!.trim()
  await second.getByTestId("experience-card-link").click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondTitle)
  const pageHeart = page
    .getByRole("main")
    .getByRole("button", { name: `Guardar en tu lista de deseos: ${secondTitle}` })
    .first()
  await pageHeart.click()
  await expect(pageHeart).toHaveAttribute("aria-pressed", "true")

  await page.getByTestId("header-wishlist").click()
  await expect(page).toHaveURL(/\/wishlist$/)
  const items = page.getByTestId("wishlist-item")
  await expect(items).toHaveCount(2)
  await expect(items.nth(0)).toContainText(secondTitle)
  await expect(items.nth(1)).toContainText(firstTitle)
  await page.reload()
  await expect(items).toHaveCount(2)

  // Removed here, the listing's heart follows; the English page lists the rest in English.
  await items
    .nth(1)
    .getByRole("button", { name: `Quitar de tu lista de deseos: ${firstTitle}` })
    .click()
  await expect(items).toHaveCount(1)
  await page.goto("/things-to-do-in-dubai")
  await expect(heart).toHaveAttribute("aria-pressed", "false")
  await page.goto("/en/wishlist")
  await expect(page.getByTestId("wishlist-item")).toHaveCount(1)
  await expect(page.getByTestId("wishlist-item").getByRole("link")).toHaveAttribute(
    "href",
    /^\/en\/things-to-do-in-dubai\/[a-z0-9-]+$/,
  )
  await page.getByRole("button", { name: /^Remove from your wishlist/ }).click()
  await expect(page.getByText("You have not saved any experience yet.")).toBeVisible()
})

test("content pages keep shipping no script: their hearts stay hidden", async ({ page }) => {
  await page.goto("/blog/alula-en-tres-dias")
  await expect(page.locator("script[src]")).toHaveCount(0)
  await expect(page.locator("button[data-wish]").first()).toBeHidden()
})
