import AxeBuilder from "@axe-core/playwright"
import { LOCALES } from "@sendero/shared/locales"
import { expect, test } from "./fixtures"
import type { Page } from "@playwright/test"
import { pickerReady, SKELETON_PATH } from "./journey-helpers"

async function noViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([])
}

for (const locale of LOCALES) {
  test(`axe finds nothing on the picker, the cart with a booking and checkout (${locale})`, async ({
    page,
  }) => {
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

test("the calendar works from the keyboard and the add button shows it is working", async ({
  page,
}) => {
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  const picked = page.getByTestId("calendar").locator('button[aria-pressed="true"]')
  const first = (await picked.getAttribute("data-date"))!
  await picked.focus()
  await page.keyboard.press("ArrowRight")
  const next = page.getByTestId("calendar").locator("button:focus")
  const nextDate = (await next.getAttribute("data-date"))!
  expect(nextDate > first).toBe(true)
  await expect(next).toHaveAttribute("aria-label", /: (disponible|agotado|cerrado)/)
  await page.keyboard.press("Enter")
  if ((await next.getAttribute("data-status")) === "available") {
    await expect(page.getByTestId("booking-form")).toHaveAttribute("data-date", nextDate)
  }
  await page.keyboard.press("ArrowDown")
  await expect(page.getByTestId("calendar").locator("button:focus")).toHaveAttribute(
    "data-date",
    new Date(Date.parse(`${nextDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
  )

  // Adding: the Button's loading state (spinner, not clickable) until the seats are held.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/store\/carts\/[^/]+\/bookings$/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByTestId("add-to-cart").click()
  const adding = page.getByRole("button", { name: "Añadiendo…" })
  await expect(adding).toBeDisabled()
  await expect(adding).toHaveAttribute("aria-busy", "true")
  release()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
})

// Issue 27: the box no longer scrolls inside itself to keep its button on screen (the party and the
// total were hidden below it); the button sits under the party and the total, in the page's flow.
test("on desktop the booking box never scrolls inside itself; scrolling down to its add button shows the party and total with it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await expect(page.getByTestId("booking-bar")).toBeHidden()
  expect(
    await page.locator("#booking").evaluate((el) => el.scrollHeight - el.clientHeight),
  ).toBeLessThanOrEqual(1)
  const shown = (id: string) =>
    page.getByTestId(id).evaluate((el) => {
      const r = el.getBoundingClientRect()
      return r.top >= 0 && r.bottom <= innerHeight
    })
  // Down the page 100 px at a time, as a wheel does: where the button first shows whole, so do the party and total.
  let y = 0
  while (!(await shown("add-to-cart")) && y < 4000)
    await page.evaluate((top) => scrollTo(0, top), (y += 100))
  expect(await shown("add-to-cart")).toBe(true)
  expect(await shown("price-total"), `total at ${y}`).toBe(true)
  expect(await shown("stepper-adult"), `party at ${y}`).toBe(true)
})
