import { expect, test } from "./fixtures"
import { days, ipSiteUrl, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * A card payment returns to the host the traveller used (issue 27.5): started
 * at http://127.0.0.1:<port>, the provider's page sends the browser back to
 * 127.0.0.1, not to the configured localhost (another site to the browser,
 * whose storage does not know the payment), and the success page shows the order.
 */

test.use({ baseURL: ipSiteUrl(), viewport: { width: 1280, height: 900 } })

test("a card payment started at 127.0.0.1 comes back to 127.0.0.1 and shows the paid order", async ({
  page,
}) => {
  test.setTimeout(120_000)
  const origin = ipSiteUrl()
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await days(page, "available").last().click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")

  await page.goto("/checkout")
  await page.locator('[name="firstName"]').fill("Lucía")
  await page.locator('[name="lastName"]').fill("García")
  await page.locator('[name="email"]').fill(`lucia.host.${Date.now()}@example.com`)
  await page.locator('[name="phoneNumber"]').fill("612345678")
  await page.getByLabel("Tarjeta de crédito o débito").check()
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 })
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: /^Pagar / }).click()

  await page.waitForURL(/\/checkout\/success\?order_id=order_/, { timeout: 30_000 })
  expect(new URL(page.url()).origin).toBe(origin)
  await expect(page.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()
  await expect(page.getByTestId("card-paid")).toHaveText(
    "Pago realizado con éxito. Tu actividad está confirmada.",
  )
  await expect(page.getByTestId("order-booking")).toHaveCount(1)
  await expect(page.getByText("No encontramos este pago en este navegador.")).toHaveCount(0)
})
