import { expect, test, type Page } from "./fixtures"
import { pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * Issue 27 (point 6) at the booking box's longest: in English, in a second currency, an option
 * with extras, the last free slot, adults and a child, every extra and a pickup point. On a
 * desktop the box does not scroll inside itself, and when the traveller scrolls down to the
 * button, the party, the breakdown and the total are in view above it; no button overflows.
 */

const steppers = { add: /^Add: /, remove: /^Remove: / }

/** Opens the first experience of the English listing with an option offering two extras, that option chosen. */
async function optionWithExtras(page: Page) {
  await page.goto("/en/things-to-do")
  const links = await page
    .getByTestId("experience-card-link")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")!))
  for (const href of [...new Set(links)]) {
    await page.goto(href)
    await pickerReady(page)
    const options = page.getByTestId("option-card").locator('input[name="option"]')
    for (let i = 0; i < (await options.count()); i++) {
      await options.nth(i).check()
      const extras = page.getByTestId("booking-form").locator('input[type="checkbox"]')
      if ((await extras.count()) >= 2) return
    }
  }
  throw new Error("no option with two extras on the English listing")
}

/** Whether an element lies wholly inside the viewport. */
const inView = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect()
      return r.top >= 0 && r.bottom <= innerHeight && r.height > 0
    })

for (const size of [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
]) {
  test(`desktop ${size.width}x${size.height}, the longest state (English, USD, extras, pickup, a child): no inner scroll; party, breakdown and total in view with the button`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(size)
    await page.goto("/en/things-to-do")
    await page.getByRole("banner").getByTestId("currency-switch").selectOption("USD")
    await optionWithExtras(page)
    const free = page.locator('[data-testid="slot"]:has(input:not([disabled]))')
    await free.last().click()
    await setTravellers(page, "adult", 2, steppers)
    if (await page.getByTestId("stepper-child").count())
      await setTravellers(page, "child", 1, steppers)
    const extras = page.getByTestId("booking-form").locator('input[type="checkbox"]')
    for (let i = 0; i < (await extras.count()); i++) await extras.nth(i).check()
    const pickup = page.getByTestId("booking-form").locator("select")
    if (await pickup.count()) {
      const values = await pickup
        .first()
        .locator("option")
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean))
      await pickup.first().selectOption(values.at(-1)!)
    }
    await expect(page.getByTestId("price-total")).toContainText("US$")
    // One line per band and per extra.
    await expect(page.getByTestId("price-breakdown")).toContainText("Adults × 2")
    await expect
      .poll(() => page.getByTestId("price-breakdown").locator("dt").count())
      .toBeGreaterThanOrEqual(1 + (await extras.count()))

    const box = await page.locator("#booking").evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      scroll: el.scrollHeight - el.clientHeight,
      overflowing: [...el.querySelectorAll("button, a")]
        .filter((b) => b.scrollWidth > b.clientWidth + 1)
        .map((b) => b.textContent),
    }))
    expect(box.overflow).toBe("visible")
    expect(box.scroll).toBeLessThanOrEqual(1)
    expect(box.overflowing).toEqual([])
    // Scrolled down until the button shows at the bottom of the screen: the rest is above it, in view.
    await page.getByTestId("add-to-cart").evaluate((el) => el.scrollIntoView({ block: "end" }))
    for (const part of ["add-to-cart", "stepper-adult", "price-breakdown", "price-total"])
      expect(await inView(page, part), part).toBe(true)
  })
}

test("with another currency chosen, the pages with a picker or prices hydrate without an error (no #418), in both languages", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto("/things-to-do")
  await page.getByRole("banner").getByTestId("currency-switch").selectOption("SAR")
  await page.goto("/combos")
  const combo = await page.locator("main a[href*='/combos/']").first().getAttribute("href")
  await page.goto("/paquetes-de-viaje")
  const tour = await page.getByTestId("experience-card-link").first().getAttribute("href")
  for (const path of [SKELETON_PATH, combo!, tour!, "/trip-planner", "/cart"]) {
    await page.goto(path)
    await page.waitForLoadState("networkidle")
    // The same page in English, through the language switch (English slugs differ).
    await page.getByRole("banner").locator("a[data-locale-switch]:visible").click()
    await expect(page).toHaveURL(/\/en(\/|$)/)
    await page.waitForLoadState("networkidle")
  }
  await page.goto(SKELETON_PATH)
  await expect(page.getByTestId("calendar-prices")).toContainText("SAR")
})
