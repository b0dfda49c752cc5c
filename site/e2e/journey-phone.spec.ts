import { expect, test } from "./fixtures"
import { devices } from "@playwright/test"
import { layoutShift, pickerReady, SKELETON_PATH, watchLayoutShifts } from "./journey-helpers"

test.use({ ...devices["Pixel 7"], locale: "en-GB" })

test("on a phone, in English: the sticky bar leads to the picker, then cart, checkout with pay later and success", async ({
  page,
  consoleGuard,
}) => {
  test.setTimeout(120_000)
  consoleGuard.allow(
    /status of 400 .*\/store\/carts\/cart_\w+\/promotions/,
    "an ended code and one under its minimum are refused (400)",
  )
  await page.goto(`/en${SKELETON_PATH}`)
  // The bar stays in view while reading, far above the booking box.
  const bar = page.getByTestId("booking-bar")
  await expect(bar).toBeInViewport()
  await expect(bar).toContainText(/From\s*€45\.00/i)
  // Nothing is wider than the phone: a wider header used to push the bar half off the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412)
  await page.mouse.wheel(0, 1500)
  await expect(bar).toBeInViewport()
  await bar.getByRole("link", { name: "Check availability" }).click()
  await expect(page.getByTestId("calendar")).toBeInViewport()
  await pickerReady(page)
  await expect(page.getByTestId("slot").first()).toContainText(/\d+ seats? left|Only \d+ left/)

  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
  // The cart and checkout take their skeletons' place: nothing moves (CLS).
  await watchLayoutShifts(page)
  await page.getByTestId("added").getByRole("link", { name: "Go to cart" }).click()
  await expect(page).toHaveURL(/\/en\/cart$/)
  await expect(page.getByTestId("cart-booking")).toHaveCount(1)
  await expect(page.getByTestId("cart-booking-travellers")).toHaveText("Adults: 2")
  expect(await layoutShift(page)).toBeLessThan(0.05)
  // Promo codes in English: an ended one and one whose minimum spend is not reached say why.
  const promo = page.getByLabel("Promo code")
  for (const [code, why] of [
    ["VERANO2024", /^This code has expired\.$/],
    ["GRUPO20", /^This code needs a minimum spend of €150\.00\.$/],
  ] as const) {
    await promo.fill(code)
    await page.getByRole("button", { name: "Apply" }).click()
    await expect(page.getByTestId("promo-error")).toHaveText(why)
  }

  await page.getByTestId("cart-checkout").click()
  await expect(page).toHaveURL(/\/en\/checkout$/)
  // On phones the summary comes before the form.
  const summary = await page.getByTestId("checkout-summary").boundingBox()
  const form = await page.getByTestId("checkout-form").boundingBox()
  expect(await layoutShift(page)).toBeLessThan(0.05)
  expect(summary!.y).toBeLessThan(form!.y)
  await page.getByTestId("checkout-confirm").click()
  await expect(page.getByTestId("error-email")).toHaveText("Required field")
  await page.getByLabel("First name").fill("Ahmed")
  await page.getByLabel("Last name").fill("Al-Harbi")
  await page.getByLabel("E-mail").fill("ahmed@example")
  await page.getByLabel("E-mail").blur()
  await expect(page.getByTestId("error-email")).toHaveText("This format is not correct.")
  await page.getByLabel("E-mail").fill("ahmed@example.com")
  await page.getByLabel("Country code").fill("+966")
  await page.getByLabel("Phone number").fill("501234567")
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/en\/checkout\/success\?order_id=order_/)
  await expect(page.getByRole("heading", { name: "Booking confirmed!" })).toBeVisible()
  await expect(page.getByTestId("order-booking-travellers")).toHaveText("Adults: 2")
})

test("on a phone, a tour package's and a combo's sticky bar shows the price and reaches the picker", async ({
  page,
}) => {
  for (const [path, picker] of [
    ["/en/tour-packages/essential-riyadh-in-four-days", "calendar"],
    ["/combos/combo-dunas-de-riad", "combo-picker"],
  ] as const) {
    await page.goto(path)
    const bar = page.getByTestId("booking-bar")
    await expect(bar, path).toBeInViewport()
    await expect(bar, path).toContainText(
      path.startsWith("/en") ? /From\s*€\d/ : /Desde\s*\d[\d.,]*\s*€/,
    )
    await page.mouse.wheel(0, 1500)
    await expect(bar, path).toBeInViewport()
    await bar.getByTestId("booking-bar-check").click()
    await expect(page.getByTestId(picker), path).toBeInViewport()
  }
})

test("the phone menu is a button that opens every entry", async ({ page }) => {
  await page.goto("/en/about")
  const menu = page.getByTestId("phone-menu")
  const entries = menu.getByRole("link")
  await expect(entries.first()).toBeHidden()
  await menu.locator("summary").click()
  const count = await entries.count()
  expect(count).toBeGreaterThanOrEqual(6)
  for (let i = 0; i < count; i++) await expect(entries.nth(i)).toBeVisible()
})

test("on a 360 px phone the header fits and the language switch is in the menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  for (const path of ["/", `/en${SKELETON_PATH}`, "/en/cart"]) {
    await page.goto(path)
    await expect(page.getByTestId("phone-menu")).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(360)
  }
  await page.getByTestId("phone-menu").locator("summary").click()
  await page.getByTestId("phone-menu").getByRole("link", { name: "Español" }).click()
  await expect(page).toHaveURL(/:\d+\/cart$/)
  await expect(page.locator("html")).toHaveAttribute("lang", "es")
})
