import { expect, test } from "./fixtures"
import { THEME_ICONS } from "../lib/ui/icons"

const SHELLS = ["/cart", "/checkout", "/checkout/error", "/auth/reset-password", "/playground"]

for (const path of SHELLS) {
  for (const [lang, url] of [
    ["es", path],
    ["en", `/en${path}`],
  ] as const) {
    test(`${url} answers 200 in ${lang} with one heading, kept out of search engines`, async ({
      page,
    }) => {
      const response = await page.goto(url)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", lang)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
    })
  }
}

test("a language prefix that is not offered does not serve the cart", async ({ request }) => {
  const french = await request.get("/fr/cart", { maxRedirects: 0 })
  expect(french.status()).toBe(301)
  expect(french.headers().location).toBe("/cart")
  const unknown = await request.get("/xx/cart")
  expect(unknown.status()).toBe(404)
})

test("the empty cart says so and offers chat or a call", async ({ page }) => {
  await page.goto("/en/cart")
  await expect(page.getByTestId("cart-empty")).toHaveText("Your cart is empty")
  const help = page.getByTestId("cart-help")
  await expect(help.getByRole("link", { name: /^Call / })).toHaveAttribute("href", /^tel:/)
  // The chat is offered (and named in the text) only when site settings give it a channel.
  await expect(help.getByTestId("cart-chat")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/)
  await expect(help).toContainText("Chat with us or give us a call")
  await page.goto("/cart")
  await expect(page.getByTestId("cart-empty")).toHaveText("Tu carrito está vacío")
})

test("a failed payment explains it and leads back to checkout", async ({ page }) => {
  await page.goto("/checkout/error")
  await expect(page.getByRole("heading", { level: 1, name: "Pago fallido" })).toBeVisible()
  await expect(page.getByTestId("payment-failed")).toHaveText(
    "Lo sentimos, pero su pago no se ha procesado. Por favor, verifique su información y vuelva a intentarlo.",
  )
  await page.getByRole("link", { name: "Intenta de nuevo" }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(page.getByRole("heading", { level: 1, name: "Finalizar la reserva" })).toBeVisible()

  await page.goto("/en/checkout/error")
  await page.getByRole("link", { name: "Try Again" }).click()
  await expect(page).toHaveURL(/\/en\/checkout$/)
})

test.describe("playground", () => {
  test("a loading button shows a spinner instead of its label and cannot be clicked", async ({
    page,
  }) => {
    await page.goto("/en/playground")
    const loading = page.getByTestId("button-loading-primary")
    await expect(loading).toBeDisabled()
    await expect(loading).toHaveAttribute("aria-busy", "true")
    await expect(loading.locator("[data-spinner]")).toBeVisible()

    // The island: counts clicks until loading is switched on.
    await page.getByTestId("island-demo").scrollIntoViewIfNeeded()
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0)
    const action = page.getByTestId("island-action")
    const clicks = page.getByTestId("island-clicks")
    await action.click()
    await expect(clicks).toHaveText("Clicks: 1")
    await page.getByLabel("Simulate loading").check()
    await expect(action.locator("[data-spinner]")).toBeVisible()
    await expect(action).toBeDisabled()
    await action.click({ force: true })
    await expect(clicks).toHaveText("Clicks: 1")
  })

  test("a disabled button or link cannot be used", async ({ page }) => {
    await page.goto("/playground")
    await expect(page.getByTestId("button-disabled-outlined")).toBeDisabled()
    const link = page.getByTestId("link-disabled-primary")
    await expect(link).toHaveAttribute("aria-disabled", "true")
    await expect(link).not.toHaveAttribute("href", /.*/)
    await link.click({ force: true })
    await expect(page).toHaveURL(/\/playground$/)
  })

  test("a toast appears and goes away by itself", async ({ page }) => {
    await page.goto("/en/playground")
    await page.getByTestId("island-demo").scrollIntoViewIfNeeded()
    await expect(page.locator("astro-island[ssr]")).toHaveCount(0)
    await page.getByTestId("toast-trigger").click()
    const toast = page.getByTestId("toast")
    await expect(toast).toHaveText(/Added to cart/)
    await expect(toast).toHaveCount(0)
  })

  test("every icon of the sprite is drawn with its name", async ({ page }) => {
    await page.goto("/playground")
    const icons = page.getByTestId("icon-list").locator("li")
    for (const theme of THEME_ICONS) {
      await expect(icons.filter({ hasText: new RegExp(`^${theme}$`) })).toHaveCount(1)
    }
    // The sprite the pages point at loads: each icon is drawn with a size.
    const box = await icons.first().locator("svg").boundingBox()
    expect(box?.width).toBe(24)
  })
})

test("the icon sprite is an SVG with every icon theme of the spec", async ({ page, request }) => {
  await page.goto("/playground")
  const href = await page.locator('svg[data-icon="hotel"] use').first().getAttribute("href")
  const response = await request.get(href!.split("#")[0])
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("image/svg+xml")
  // Its URL carries its version, so browsers keep it for good.
  expect(response.headers()["cache-control"]).toContain("immutable")
  const sprite = await response.text()
  for (const theme of THEME_ICONS) expect(sprite).toContain(`<symbol id="${theme}"`)
})
