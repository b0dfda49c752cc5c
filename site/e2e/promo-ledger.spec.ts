import { expect, test, type Page } from "./fixtures"
import { adminClient } from "./admin-api"
import { mailTo } from "./inbox"
import { days, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * One price from cart to charge: a 165 € cart (3 adults, 1 child) with a code
 * typed in lower case, a second code refused by the one-code rule with a
 * message naming both, the first removed and the second applied, then the
 * same total on the cart, the checkout, the hosted page, the success page,
 * the order, the capture and the e-mail.
 */

const STEPPERS = { add: /^Añadir: /, remove: /^Quitar: / }
/** "132,00 €" -> 132 */
const euros = (text: string | null) => Number((text ?? "").replace(/[^\d,]/g, "").replace(",", "."))

async function cartFigures(page: Page) {
  const subtotal = euros(await page.getByTestId("cart-subtotal").textContent())
  const discount = (await page.getByTestId("cart-discount").count())
    ? euros(await page.getByTestId("cart-discount").locator("dd").textContent())
    : 0
  const total = euros(await page.getByTestId("cart-total").textContent())
  return { subtotal, discount, total }
}

test("Spanish: a lower-case code, a second code refused by name, swapped; cart, checkout, hosted page, success, order, capture and e-mail show one total", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 400 .*\/store\/carts\/cart_\w+\/promotions/,
    "the second code is refused by name (not combinable)",
  )
  test.setTimeout(180_000)
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await days(page, "available").first().click()
  await setTravellers(page, "adult", 3, STEPPERS)
  await setTravellers(page, "child", 1, STEPPERS)
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")

  await page.goto("/cart")
  const promo = page.getByLabel("Código promocional")
  await promo.fill("bienvenida10")
  await promo.press("Enter")
  await expect(page.getByTestId("promo-applied")).toContainText("BIENVENIDA10")
  expect(await cartFigures(page)).toEqual({ subtotal: 165, discount: 16.5, total: 148.5 })

  await promo.fill("GRUPO20")
  // A click waits for the button to be free again (the first code's refresh may still be running;
  // Enter on a busy form submits nothing, as in any browser).
  await page.getByRole("button", { name: "Aplicar", exact: true }).click()
  await expect(page.getByTestId("promo-error")).toHaveText(
    "Solo se puede usar un código por reserva. Quita BIENVENIDA10 para usar GRUPO20.",
  )
  await expect(page.getByTestId("promo-applied")).toContainText("BIENVENIDA10")

  await page.getByRole("button", { name: "Quitar el código BIENVENIDA10" }).click()
  await expect(page.getByTestId("promo-applied")).toHaveCount(0)
  await expect(page.getByTestId("promo-error")).toHaveCount(0)
  await promo.fill("GRUPO20")
  // A click waits for the button to be free again (the removal's refresh may still be running).
  await page.getByRole("button", { name: "Aplicar", exact: true }).click()
  await expect(page.getByTestId("promo-applied")).toContainText("GRUPO20")
  // The minimum (150 €) is met before discounts; the lines add up.
  const shown = await cartFigures(page)
  expect(shown).toEqual({ subtotal: 165, discount: 33, total: 132 })

  const email = `dos.codigos.${Date.now()}@example.com`
  await page.goto("/checkout")
  await expect(page.getByTestId("checkout-total")).toHaveText(/132,00\s€/)
  await page.locator('[name="firstName"]').fill("Lucía")
  await page.locator('[name="lastName"]').fill("García")
  await page.locator('[name="email"]').fill(email)
  await page.locator('[name="phoneNumber"]').fill("612345678")
  await page.getByLabel("Tarjeta de crédito o débito").check()
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 })
  const pay = page.getByRole("button", { name: /^Pagar / })
  await expect(pay).toHaveText(/132,00\s€/)
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242")
  await pay.click()

  await expect(page).toHaveURL(/\/checkout\/success\?order_id=order_/, { timeout: 30_000 })
  await expect(page.getByTestId("order-total")).toHaveText(/132,00\s€/)
  const orderId = new URL(page.url()).searchParams.get("order_id")!
  const admin = await adminClient(request)
  const { order } = await admin.get<{
    order: {
      total: number
      payment_collections: { payments: { captures: { amount: number }[] }[] }[]
    }
  }>(`/admin/orders/${orderId}?fields=total,payment_collections.payments.captures.amount`)
  expect(Number(order.total)).toBe(132)
  const captured = order.payment_collections.flatMap((c) => c.payments).flatMap((p) => p.captures)
  expect(captured.reduce((sum, c) => sum + Number(c.amount), 0)).toBe(132)

  const mails = await mailTo(request, email)
  const confirmation = mails.find((mail) => /132,00\s€/.test(mail.text ?? ""))
  expect(confirmation, "the confirmation e-mail states 132,00 €").toBeTruthy()
})
