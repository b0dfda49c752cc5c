import { expect, test } from "./fixtures"
import { adminClient, adminProducts } from "./admin-api"
import { riyadhDate } from "./admin/orders"
import {
  answerStore,
  choosePerItemDay,
  expireHeldSeats,
  readyToConfirm,
  skeletonAdultEur,
  steppers,
} from "./journey-edges-helpers"
import {
  chosenSlot,
  days,
  openOn,
  pickerReady,
  setTravellers,
  SKELETON,
  SKELETON_PATH,
} from "./journey-helpers"

test("a sold-out slot is shown but not selectable; a closed date offers no option; seats bound the steppers", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 409 .*\/store\/carts\/cart_\w+\/bookings$/,
    "more travellers than seats left are refused at the add",
  )
  test.setTimeout(120_000)
  const admin = await adminClient(request)
  const [soldOut, closed, few] = [riyadhDate(17), riyadhDate(18), riyadhDate(19)]

  await openOn(page, soldOut)
  await admin.post(
    `/admin/slots/${await page.getByTestId("slot").first().getAttribute("data-slot-id")}`,
    { capacity: 0 },
  )
  await openOn(page, soldOut)
  await expect(days(page, "sold_out").and(page.locator(`[data-date="${soldOut}"]`))).toHaveCount(1)
  const slot = page.getByTestId("slot").first()
  await expect(slot).toContainText("Agotado")
  await expect(slot.locator("input")).toBeDisabled()

  await admin.post(`/admin/experiences/${SKELETON}/closures`, { date: closed })
  await openOn(page, closed)
  await expect(page.getByTestId("calendar").locator(`[data-date="${closed}"]`)).toHaveAttribute(
    "data-status",
    "closed",
  )
  await expect(page.getByTestId("no-options")).toContainText("No hay opción disponible")

  await openOn(page, few)
  await pickerReady(page)
  const fewSlot = await chosenSlot(page)
  await admin.post(`/admin/slots/${fewSlot}`, { capacity: 3 })
  await openOn(page, few)
  await pickerReady(page)
  await expect(page.getByTestId("slot").first()).toContainText("Quedan 3 plazas")
  await setTravellers(page, "adult", 3, steppers)
  await expect(
    page.getByTestId("stepper-adult").getByRole("button", { name: steppers.add }),
  ).toBeDisabled()
  await expect(
    page.getByTestId("stepper-child").getByRole("button", { name: steppers.add }),
  ).toBeDisabled()
  // Someone else takes seats meanwhile: the refusal says how many remain, next to the travellers.
  await admin.post(`/admin/slots/${fewSlot}`, { capacity: 1 })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("problem-travellers")).toContainText("1")
  // The refusal asks the day again: the slot shows the seat that is left, the refusal stays.
  await expect(page.locator(`[data-slot-id="${fewSlot}"]`)).toContainText("¡Solo queda 1 plaza!")
  await expect(page.getByTestId("problem-travellers")).toContainText("1")
})

test("an experience that cannot be booked says so and offers similar activities", async ({
  page,
  request,
}) => {
  const { admin, products: all } = await adminProducts(request)
  // Not a per-item experience: the next journey books one, and this one's page is regenerated
  // (taken down as a draft, put back once published) by the live catalogue while it runs.
  const target = all.find(
    (p) =>
      p.status === "published" &&
      p.handle !== SKELETON &&
      p.metadata?.city &&
      !p.variants.some((v) => v.metadata?.unit === "item"),
  )!
  const path = `/things-to-do-in-${target.metadata!.city}/${target.handle}`
  await admin.post(`/admin/products/${target.id}`, { status: "draft" })
  try {
    await page.goto(path)
    const box = page.getByTestId("experience-unavailable")
    await expect(box).toContainText("Actividad no disponible")
    await expect(box).toContainText(
      "Lo sentimos. Esta actividad no está disponible para reserva en este momento.",
    )
    await expect(box.getByRole("link", { name: "Explorar actividades similares" })).toHaveAttribute(
      "href",
      `/things-to-do-in-${target.metadata!.city}`,
    )
  } finally {
    await admin.post(`/admin/products/${target.id}`, { status: "published" })
    // Its page is back (the live catalogue regenerates it) before the next journey.
    await expect.poll(async () => (await request.get(path)).status(), { timeout: 60_000 }).toBe(200)
  }
})

test("per-item options book 1 to their maximum per item, and a second item once the party exceeds it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { admin, products: all } = await adminProducts(request)
  const target = all.find(
    (p) =>
      p.status === "published" &&
      p.metadata?.city &&
      p.variants.some((v) => v.metadata?.unit === "item"),
  )
  test.skip(!target, "no per-item experience seeded")
  const path = `/things-to-do-in-${target!.metadata!.city}/${target!.handle}`
  await page.goto(path)
  await pickerReady(page)
  // A date whose options include the per-item one, with room for two items.
  const { perItem, date } = await choosePerItemDay(page)
  await admin.post(`/admin/slots/${await chosenSlot(page)}`, { capacity: 5 })
  await page.goto(`${path}?date=${date}`)
  await pickerReady(page)
  await perItem.first().getByRole("radio").first().check()
  const hint = await page.getByTestId("stepper-travellers").textContent()
  const max = Number(hint!.match(/máximo (\d+) viajeros por unidad/)![1])
  await setTravellers(page, "travellers", max, steppers)
  await expect(page.getByTestId("stepper-travellers")).toContainText("1 unidad")
  const one = await page.getByTestId("price-total").textContent()
  await setTravellers(page, "travellers", max + 1, steppers)
  await expect(page.getByTestId("stepper-travellers")).toContainText("2 unidades")
  await expect(page.getByTestId("price-total")).not.toHaveText(one!)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  await page.goto("/cart")
  await expect(page.getByTestId("cart-booking-travellers").last()).toHaveText("2 unidades")
})

test("a hold that expired shows so and is held again in one click", async ({ page }) => {
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  // The hold's end as the cart knows it, moved into the past (the server's own expiry is the lead's tests).
  await expireHeldSeats(page)
  await page.goto("/cart")
  const expired = page.getByTestId("hold-expired")
  await expect(expired).toContainText("La reserva de plazas ha caducado.")
  await expired.getByRole("button", { name: "Volver a reservar las plazas" }).click()
  await expect(page.getByTestId("hold-countdown")).toContainText(
    /Te guardamos las plazas 1\d min \d\d s/,
  )
})

test("a cart whose price changed shows the banner and the new total", async ({ page, request }) => {
  test.setTimeout(120_000)
  const { admin, products: all } = await adminProducts(request)
  const adultEur = skeletonAdultEur(all)
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await setTravellers(page, "adult", 1, steppers)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  await admin.post(adultEur.url, adultEur.priced(50))
  try {
    await page.goto("/cart")
    const banner = page.getByTestId("check-banner")
    await expect(banner).toContainText("Algunos precios se han actualizado.")
    await expect(page.getByTestId("check-new-total")).toContainText(/50,00\s€/)
    await expect(
      page.locator('[data-testid="cart-booking"][data-state="price_changed"]'),
    ).toHaveCount(1)
    await expect(page.getByTestId("cart-checkout")).toBeDisabled()
  } finally {
    await admin.post(adultEur.url, adultEur.priced(adultEur.eur.amount))
  }
})

test("a search or a listing with a date shows only experiences open that day, and the picker opens on it", async ({
  page,
  request,
}) => {
  const admin = await adminClient(request)
  const date = riyadhDate(23)
  await page.goto(`/search/dunas?date=${date}`)
  const card = page
    .getByTestId("search-experiences")
    .getByRole("link", { name: "Senderismo por las dunas al atardecer" })
  await expect(card).toHaveAttribute("href", `${SKELETON_PATH}?date=${date}`)
  await card.click()
  await expect(page.getByTestId("calendar").locator(`button[data-date="${date}"]`)).toHaveAttribute(
    "aria-pressed",
    "true",
  )

  // A listing opened with the date: its cards open the picker on it.
  const listing = SKELETON_PATH.slice(0, SKELETON_PATH.lastIndexOf("/"))
  await page.goto(`${listing}?date=${date}`)
  const listed = page
    .getByTestId("experience-grid")
    .getByRole("link", { name: "Senderismo por las dunas al atardecer" })
  await expect(listed).toHaveAttribute("href", `${SKELETON_PATH}?date=${date}`)

  await admin.post(`/admin/experiences/${SKELETON}/closures`, { date })
  try {
    await page.goto(`/search/dunas?date=${date}`)
    await expect(page.getByTestId("search-date")).toBeVisible()
    await expect(
      page.getByRole("link", { name: "Senderismo por las dunas al atardecer" }),
    ).toHaveCount(0)
    // The listing leaves it out that day and says which day it shows; without the date it is back.
    await page.goto(`${listing}?date=${date}`)
    await expect(page.locator("[data-chips]")).toContainText("Con plazas libres el")
    await expect(listed).toHaveCount(0)
    await expect(page.getByTestId("experience-grid").getByRole("link").first()).toHaveAttribute(
      "href",
      /\?date=/,
    )
    await page.locator("[data-chips]").getByRole("button").click()
    await expect(page).not.toHaveURL(/date=/)
    await expect(listed).toBeVisible()
  } finally {
    await admin.post(`/admin/experiences/${SKELETON}/closures`, { date, status: "open" })
  }
})

test("the currency switcher: the picker, prerendered prices and the cart follow the chosen currency", async ({
  page,
}) => {
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await expect(page.getByTestId("price-total")).toContainText("€")
  await page.getByTestId("currency-switch").selectOption("USD")
  await expect(page.getByTestId("price-total")).toContainText("US$")
  await expect(page.getByTestId("booking-bar").locator("[data-prices]")).toContainText("US$")
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  // A prerendered listing, loaded afresh, shows the stored currency without a rebuild.
  await page.goto("/things-to-do-in-riyadh")
  await expect(page.locator("[data-prices]").first()).toContainText("US$")
  await page.goto("/cart")
  await expect(page.getByTestId("cart-total")).toContainText("US$")
  await page.getByTestId("currency-switch").selectOption("EUR")
  await expect(page.getByTestId("cart-total")).toContainText("€")
  await page.reload()
  await expect(page.getByTestId("cart-total")).toContainText("€")
})

test.describe("checkout failures", () => {
  test("a refusal brings the traveller back to the cart with the reason", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /status of 400 .*\/store\/carts\/cart_\w+\/checkout$/,
      "the test answers the checkout with a 400 refusal",
    )
    await readyToConfirm(page)
    await answerStore(page, /\/store\/carts\/[^/]+\/checkout$/, 400, {
      type: "not_allowed",
      code: "cart_needs_check",
      message: "Revisa tu carrito antes de pagar.",
    })
    await page.getByTestId("checkout-confirm").click()
    await expect(page).toHaveURL(/\/cart$/)
    await expect(page.getByTestId("cart-notice")).toHaveText("Revisa tu carrito antes de pagar.")
  })

  test("an outage shows 'Ups! Algo salió mal' with the booking request problem, and the form stays", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /status of 500 .*\/store\/carts\/cart_\w+\/complete-booking$/,
      "the test answers the completion with a 500 (an outage)",
    )
    await readyToConfirm(page)
    await answerStore(page, /\/store\/carts\/[^/]+\/complete-booking$/, 500, {
      type: "unknown_error",
      request_id: "r1",
    })
    await page.getByTestId("checkout-confirm").click()
    const failure = page.getByTestId("checkout-failure")
    await expect(failure).toContainText("Ups! Algo salió mal")
    await expect(failure).toContainText("Hubo un problema con tu solicitud de reserva.")
    await expect(page.getByLabel("Apellidos")).toHaveValue("García")
    await expect(page.getByTestId("checkout-confirm")).toBeEnabled()
  })
})
