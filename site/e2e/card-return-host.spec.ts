import { expect, test } from "./fixtures"
import { days, ipSiteUrl, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * A card payment returns to the host the traveller used (issue 27.5): started
 * at http://127.0.0.1:<port>, the provider's page sends the browser back to
 * 127.0.0.1, not to the configured localhost (another site to the browser,
 * whose storage does not know the payment), and the success page shows the order; so does a
 * card paid after the cart was booked with pay later in another tab.
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

test("at 127.0.0.1, a card paid after the cart was booked with pay later in another tab comes back to 127.0.0.1 and shows the booking, the card not charged", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const origin = ipSiteUrl()
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await days(page, "available").last().click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
  const fill = async (tab: typeof page) => {
    await tab.locator('[name="firstName"]').fill("Lucía")
    await tab.locator('[name="lastName"]').fill("García")
    await tab.locator('[name="email"]').fill(`lucia.later.${Date.now()}@example.com`)
    await tab.locator('[name="phoneNumber"]').fill("612345678")
  }
  // Tab one leaves for the card page and the card is paid there while the provider's webhook is
  // late (the double's control API holds it); meanwhile tab two books the cart with pay later.
  await page.goto("/checkout")
  await fill(page)
  await page.getByLabel("Tarjeta de crédito o débito").check()
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 })
  const payPage = new URL(page.url())
  const sessionId = payPage.pathname.split("/").pop()!
  const control = (path: string, data: object) =>
    page.request.post(`${payPage.origin}/_control/${path}`, { data })
  expect((await control("webhook", { mode: "hold" })).ok()).toBe(true)
  const placed: { orderId?: string | null } = {}
  try {
    const paid = (await (
      await control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" })
    ).json()) as { outcome: string; session: { success_url: string } }
    expect(paid.outcome).toBe("succeeded")
    // The provider sends the browser back to the host the traveller used.
    const back = new URL(paid.session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId))
    expect(back.origin).toBe(origin)
    const other = await context.newPage()
    await other.goto("/checkout")
    await fill(other)
    await other.getByTestId("checkout-confirm").click()
    await expect(other).toHaveURL(/\/checkout\/success\?order_id=order_/, { timeout: 30_000 })
    placed.orderId = new URL(other.url()).searchParams.get("order_id")
    await page.goto(back.href)
    await page.waitForURL(/\/checkout\/success\?order_id=order_\w+&payment=released$/, {
      timeout: 30_000,
    })
  } finally {
    await control("webhook", { mode: "immediate" })
    await control("deliver", {})
  }
  expect(new URL(page.url()).origin).toBe(origin)
  expect(new URL(page.url()).searchParams.get("order_id")).toBe(placed.orderId)
  await expect(page.getByTestId("card-released")).toBeVisible()
  await expect(page.getByTestId("order-booking")).toHaveCount(1)
})
