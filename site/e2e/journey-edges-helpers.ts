import type { Page } from "@playwright/test"
import { expect } from "./fixtures"
import type { AdminProduct } from "./admin-api"
import { openDay, pickerReady, SKELETON, SKELETON_PATH } from "./journey-helpers"

/* Steps of journey-edges.spec.ts (a journey at its edges: sold out, expired, refused, down). */

/** The picker's stepper buttons, by their Spanish names. */
export const steppers = { add: /^Añadir: /, remove: /^Quitar: / }

/** Opens days until one offers a per-item option and chooses it; its date and the option cards. */
export async function choosePerItemDay(page: Page) {
  const perItem = page
    .getByTestId("option-card")
    .filter({ hasText: /máximo \d+ viajeros por unidad/ })
  for (let i = 1; !(await perItem.count()) && i < 12; i++) {
    await (await openDay(page, i)).click()
    await expect(page.getByTestId("booking-form")).toBeVisible()
  }
  // The option's own radio comes first; a chosen option also lists its start times as radios.
  await perItem.first().getByRole("radio").first().check()
  const date = (await page
    .getByTestId("calendar")
    .locator('button[aria-pressed="true"]')
    .getAttribute("data-date"))!
  return { perItem, date }
}

/** Moves every held booking's end, as the cart keeps it in localStorage, into the past. */
export async function expireHeldSeats(page: Page) {
  await page.evaluate(() => {
    const labels = JSON.parse(localStorage.getItem("sendero.bookings")!)
    for (const key of Object.keys(labels))
      labels[key].expiresAt = new Date(Date.now() - 1000).toISOString()
    localStorage.setItem("sendero.bookings", JSON.stringify(labels))
  })
}

/** A cart with the skeleton experience and a filled checkout form, one click from confirming. */
export async function readyToConfirm(page: Page) {
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  await page.goto("/checkout")
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellidos").fill("García")
  await page.getByLabel("Correo electrónico").fill("lucia.garcia@example.com")
  await page.getByLabel("Teléfono").fill("612345678")
}

/** Answers a store route in the browser with this status and JSON body (a refusal, an outage). */
export function answerStore(page: Page, url: RegExp, status: number, body: object) {
  return page.route(url, (route) =>
    route.fulfill({ status, contentType: "application/json", body: JSON.stringify(body) }),
  )
}

/** The skeleton's adult euro price, its variant's admin URL and a body setting it (other prices kept). */
export function skeletonAdultEur(all: AdminProduct[]) {
  const skeleton = all.find((p) => p.handle === SKELETON)!
  const adult = skeleton.variants.find((v) => v.metadata?.band === "adult")!
  const eur = adult.prices.find((p) => p.currency_code === "eur")!
  const others = adult.prices
    .filter((p) => p.id !== eur.id)
    .map((p) => ({ id: p.id, amount: p.amount, currency_code: p.currency_code }))
  const priced = (amount: number) => ({
    prices: [...others, { id: eur.id, amount, currency_code: "eur" }],
  })
  return { url: `/admin/products/${skeleton.id}/variants/${adult.id}`, eur, priced }
}
