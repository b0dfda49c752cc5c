import { expect, test } from "./fixtures"
import type { APIRequestContext, Page } from "@playwright/test"
import { adminClient } from "./admin-api"
import { riyadhDate } from "./admin/orders"
import { days, pickerReady, setTravellers, SKELETON, SKELETON_PATH } from "./journey-helpers"

/**
 * Issue 27 (points 6-9), as a traveller sees them (the booking box on a desktop at its longest is
 * in booking-box-longest.spec.ts): each open day's price in the calendar, sold-out and closed days,
 * two tabs in step, no console error on the cart and checkout, and the copy fixes.
 */

const steppers = { add: /^Añadir: /, remove: /^Quitar: / }

/** Every console error and uncaught error of a page (React's hydration errors among them). */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`)
  })
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`))
  return errors
}

/** The slot ids of one date of the skeleton experience, from the Store API's day route. */
async function slotsOn(request: APIRequestContext, date: string) {
  const answer = await request.get(
    `${process.env.MEDUSA_URL}/store/experiences/${SKELETON}/availability/${date}`,
    {
      headers: { "x-publishable-api-key": process.env.PUBLISHABLE_KEY ?? "" },
    },
  )
  expect(answer.ok(), `day ${date}`).toBe(true)
  const day = (await answer.json()) as { options: { slots: { id: string }[] }[] }
  return day.options.flatMap((o) => o.slots.map((s) => s.id))
}

/** Shows the calendar month holding `date` (moving forward month by month). */
async function showMonthOf(page: Page, date: string, nextMonth = "Mes siguiente") {
  for (
    let i = 0;
    i < 3 && !(await page.getByTestId("calendar").locator(`button[data-date="${date}"]`).count());
    i++
  ) {
    await page.getByRole("button", { name: nextMonth }).click()
  }
  return page.getByTestId("calendar").locator(`button[data-date="${date}"]`)
}

test("desktop 1366: the header is the name and actions on one line, the menu one line under it, 'Iniciar sesión' unbroken", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(SKELETON_PATH)
  const login = page.getByTestId("header-account").getByRole("link", { name: "Iniciar sesión" })
  await expect(login).toBeVisible()
  const lineHeight = await login.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect((await login.boundingBox())!.height).toBeLessThan(lineHeight * 2)
  const tops = await page
    .getByRole("banner")
    .getByRole("navigation", { name: /principal/i })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)))
  expect(tops.length).toBeGreaterThan(3)
  expect(new Set(tops).size).toBe(1)
})

/** Every open day of the shown month has its price, whole, inside its day; the line under it names `currency`. */
async function pricesFit(page: Page, currency: string) {
  await expect(page.getByTestId("calendar-prices")).toContainText(currency)
  await expect(days(page, "available").first()).toBeVisible()
  const open = await days(page, "available").count()
  const prices = page.getByTestId("calendar").getByTestId("day-price")
  await expect(prices).toHaveCount(open)
  await expect(prices.first()).toBeVisible()
  const drawn = await prices.evaluateAll((spans) =>
    spans.map((s) => ({
      text: s.textContent ?? "",
      fits:
        s.scrollWidth <= s.clientWidth + 1 &&
        s.getBoundingClientRect().right <= s.parentElement!.getBoundingClientRect().right + 1,
      size: parseFloat(getComputedStyle(s).fontSize),
    })),
  )
  for (const day of drawn) {
    expect(day.text).toMatch(/^\d[\d.,]*$/)
    expect(day.fits, day.text).toBe(true)
    expect(day.size).toBeGreaterThanOrEqual(11)
  }
}

for (const [locale, other] of [
  ["es", "SAR"],
  ["en", "USD"],
] as const) {
  test(`phone 320 px (${locale}): each open day shows its lowest price, whole, inside its day, also in ${other} and the next month`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto(locale === "es" ? SKELETON_PATH : `/en${SKELETON_PATH}`)
    await pricesFit(page, "EUR")
    await expect(page.getByTestId("calendar-prices")).toContainText(
      locale === "es" ? "precio más bajo en EUR" : "lowest price in EUR",
    )
    await page.getByRole("banner").getByTestId("currency-switch").selectOption(other)
    await pricesFit(page, other)
    const shown = (await page.getByTestId("calendar-month").textContent()) ?? ""
    await page
      .getByRole("button", { name: locale === "es" ? "Mes siguiente" : "Next month" })
      .click()
    await expect(page.getByTestId("calendar-month")).not.toHaveText(shown)
    await pricesFit(page, other)
  })
}

test("a sold-out day can be chosen and lists its options as sold out; a closed day says 'No hay opción disponible' and leads to another date", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await adminClient(request)
  // Dates no other journey uses (slots-and-manifest books and closes riyadhDate(26), accounts uses
  // 27, desk-change moves bookings to 33 and 35, departures 37; 38 below).
  const [soldOut, closed] = [riyadhDate(21), riyadhDate(22)]
  for (const slot of await slotsOn(request, soldOut))
    await admin.post(`/admin/slots/${slot}`, { capacity: 0 })
  await admin.post(`/admin/experiences/${SKELETON}/closures`, { date: closed })

  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  const soldOutDay = await showMonthOf(page, soldOut)
  await expect(soldOutDay).toHaveAttribute("data-status", "sold_out")
  await expect(soldOutDay).not.toHaveAttribute("aria-disabled", "true")
  await soldOutDay.click()
  await expect(page.getByTestId("booking-form")).toHaveAttribute("data-date", soldOut)
  const cards = page.getByTestId("option-card")
  await expect(cards.first()).toBeVisible()
  const options = await cards.count()
  await expect(page.getByTestId("option-sold-out")).toHaveCount(options)
  await expect(page.getByTestId("option-sold-out").first()).toHaveText("Agotado")
  await expect(page.getByTestId("slot").first()).toContainText("Agotado")
  await expect(page.getByTestId("slot").first().locator("input")).toBeDisabled()

  const closedDay = await showMonthOf(page, closed)
  await expect(closedDay).toHaveAttribute("data-status", "closed")
  await closedDay.click()
  const none = page.getByTestId("no-options")
  await expect(none).toContainText("No hay opción disponible")
  await expect(none).toContainText("Elige otra fecha en el calendario.")
  await none.getByTestId("other-date").click()
  await expect(page.getByTestId("booking-form")).toBeVisible()
  const picked = await page.getByTestId("booking-form").getAttribute("data-date")
  expect(picked! > closed).toBe(true)
  await expect(
    page.getByTestId("calendar").locator(`button[data-date="${picked}"]`),
  ).toHaveAttribute("data-status", "available")

  // A day closed after the calendar came (still shown open, maybe at hand): the same message, and
  // no refused request in the console (the day route answers an empty list, not a 404).
  const late = riyadhDate(38)
  const lateDay = await showMonthOf(page, late)
  await expect(lateDay).toHaveAttribute("data-status", "available")
  await admin.post(`/admin/experiences/${SKELETON}/closures`, { date: late })
  await lateDay.click()
  await expect(page.getByTestId("no-options")).toContainText("No hay opción disponible")
})

test("add by keyboard: focus moves to the confirmation; its buttons stay inside the box; the cart follows in another tab, with no console error", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors = consoleErrors(page)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await setTravellers(page, "adult", 1, steppers)
  await page.getByTestId("add-to-cart").focus()
  await page.keyboard.press("Enter")
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
  await expect(page.getByTestId("added")).toBeFocused()
  await expect(page.getByTestId("added")).toContainText("Añadido al carrito")
  const keep = page.getByTestId("added").getByRole("button", { name: "Seguir explorando" })
  const fits = await keep.evaluate((el) => {
    const box = el.closest("section")!.getBoundingClientRect()
    const r = el.getBoundingClientRect()
    return el.scrollWidth <= el.clientWidth + 1 && r.left >= box.left && r.right <= box.right
  })
  expect(fits).toBe(true)

  // Two tabs on the cart: travellers changed in one show in the other without a reload.
  await page.goto("/cart")
  const other = await context.newPage()
  const otherErrors = consoleErrors(other)
  await other.goto("/cart")
  await expect(page.getByTestId("cart-booking-travellers")).toHaveText("Adultos: 1")
  await expect(other.getByTestId("cart-booking-travellers")).toHaveText("Adultos: 1")
  await other.getByRole("button", { name: "Cambiar viajeros" }).click()
  await other
    .getByTestId(/^stepper-.*-adult$/)
    .getByRole("button", { name: /^Añadir: / })
    .click()
  await other.getByTestId("cart-save").click()
  await expect(other.getByTestId("cart-booking-travellers")).toHaveText("Adultos: 2")
  await expect(page.getByTestId("cart-booking-travellers")).toHaveText("Adultos: 2")
  await expect(page.getByTestId("hold-countdown")).toContainText(
    /Te guardamos las plazas 1?\d min \d\d s/,
  )

  // The cart and checkout in both languages: nothing in the console once every island has hydrated.
  for (const path of ["/cart", "/checkout", "/en/cart", "/en/checkout"]) {
    await page.goto(path)
    await expect(page.getByTestId("header-account")).toBeVisible()
    await page.waitForLoadState("networkidle")
  }
  expect([...errors, ...otherErrors]).toEqual([])
})

test("copy: an empty contact form says 'Campo Requerido' at each field before sending anything; the chat says WhatsApp; the language switch keeps a listing's filters", async ({
  page,
}) => {
  // The browser checks the fields: nothing is sent, so no refused request shows in the console.
  const sent: string[] = []
  page.on("request", (r) => r.url().includes("/contact-us/send") && sent.push(r.url()))
  await page.goto("/contact-us")
  await page.getByTestId("contact-form").getByRole("button").click()
  for (const field of ["name", "email", "subject", "message"]) {
    await expect(page.getByTestId(`contact-${field}-error`)).toHaveText("Campo Requerido")
    await expect(page.getByTestId(`contact-${field}-error`)).toBeVisible()
  }
  await page.getByTestId("contact-form").getByLabel("Correo electrónico").fill("no-es-correo")
  await page.getByTestId("contact-form").getByRole("button").click()
  await expect(page.getByTestId("contact-email-format-error")).toBeVisible()
  await expect(page.getByTestId("contact-email-error")).toBeHidden()
  await page.goto("/en/contact-us")
  await page.getByTestId("contact-form").getByRole("button").click()
  await expect(page.getByTestId("contact-email-error")).toHaveText("Required field")
  await expect(page.getByTestId("contact-email-error")).toBeVisible()
  expect(sent).toEqual([])
  // A client that skips the browser's check still gets each field's message from the server.
  const bare = await page.request.post("/contact-us/send", {
    form: { form: "contact" },
    headers: { origin: new URL(page.url()).origin },
  })
  expect(bare.status()).toBe(400)
  expect(await bare.text()).toContain("Campo Requerido")

  // 'Chat 24/7' opens WhatsApp: its label says so.
  await page.goto("/cart")
  await expect(page.getByTestId("cart-chat")).toHaveText(/Chat 24\/7 por WhatsApp/)
  await expect(page.getByTestId("cart-chat")).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/)

  await page.goto("/things-to-do?duration=1-4h")
  await page.getByRole("banner").locator("a[data-locale-switch]:visible").click()
  await expect(page).toHaveURL(/\/en\/things-to-do\?duration=1-4h$/)
})
