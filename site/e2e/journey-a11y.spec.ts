import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"
import { pickerReady, SKELETON_PATH } from "./journey-helpers"

async function noViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([])
}

for (const locale of ["es", "en"] as const) {
  test(`axe finds nothing on the picker, the cart with a booking and checkout (${locale})`, async ({ page }) => {
    test.setTimeout(120_000)
    const prefix = locale === "en" ? "/en" : ""
    await page.goto(`${prefix}${SKELETON_PATH}`)
    await pickerReady(page)
    await noViolations(page, "experience")
    await page.getByTestId("add-to-cart").click()
    await expect(page.getByTestId("header-cart-count")).toHaveText(/\d/)
    await page.goto(`${prefix}/cart`)
    await expect(page.getByTestId("cart-booking").first()).toBeVisible()
    await noViolations(page, "cart")
    await page.goto(`${prefix}/checkout`)
    await expect(page.getByTestId("checkout-form")).toBeVisible()
    await page.getByTestId("checkout-confirm").click()
    await expect(page.getByTestId("error-firstName")).toBeVisible()
    await noViolations(page, "checkout with errors")
  })
}
