import { expect, test } from "./fixtures"
import { adminClient } from "./admin-api"
import { openDay, pickerReady, setTravellers, SKELETON_PATH } from "./journey-helpers"

/**
 * A traveller who leaves for the card page in one tab and books with pay
 * later in another, then pays the card after all: the pay-later order stands,
 * the card's money goes back, and the card's return page shows the booking
 * with that said, not a failure or "payment not found".
 */
test("Spanish: a card paid after the cart was booked with pay later in another tab shows the booking and says the card is not charged", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  let orderId: string | undefined
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await (await openDay(page, 2)).click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")

  const fill = async (tab: typeof page) => {
    await tab.locator('[name="firstName"]').fill("Lucía")
    await tab.locator('[name="lastName"]').fill("García")
    await tab.locator('[name="email"]').fill(`lucia.${Date.now()}@example.com`)
    await tab.locator('[name="phoneNumber"]').fill("612345678")
  }
  // Tab one leaves for the card provider's page, and the card is paid there while Stripe's webhook
  // is late (the test double's control API holds it), so nothing has settled the card yet.
  await page.goto("/checkout")
  await fill(page)
  await page.getByLabel("Tarjeta de crédito o débito").check()
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 })
  const payPage = new URL(page.url())
  const sessionId = payPage.pathname.split("/").pop()!
  const control = (path: string, data: object) =>
    request.post(`${payPage.origin}/_control/${path}`, { data })
  expect((await control("webhook", { mode: "hold" })).ok()).toBe(true)
  try {
    const paid = await control(`sessions/${sessionId}/pay`, { card: "4242 4242 4242 4242" })
    expect((await paid.json()).outcome).toBe("succeeded")

    // Meanwhile tab two books the same cart with pay later, and wins.
    const other = await context.newPage()
    await other.goto("/checkout")
    await fill(other)
    await other.getByTestId("checkout-confirm").click()
    await expect(other).toHaveURL(/\/checkout\/success\?order_id=order_/, { timeout: 30_000 })
    orderId = new URL(other.url()).searchParams.get("order_id")!
    await expect(other.getByTestId("card-paid")).toHaveCount(0)

    // Tab one comes back from the provider's page (its success address).
    await page.goto(`/checkout/success?session_id=${sessionId}`)
    await expect(page).toHaveURL(/\/checkout\/success\?order_id=order_\w+&payment=released$/, {
      timeout: 30_000,
    })
  } finally {
    await control("webhook", { mode: "immediate" })
    await control("deliver", {})
  }
  expect(new URL(page.url()).searchParams.get("order_id")).toBe(orderId)
  await expect(page.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()
  await expect(page.getByTestId("card-released")).toHaveText(
    "Tu reserva ya estaba hecha cuando terminó este pago con tarjeta, así que no lo cobramos: si llegó a cargarse en tu tarjeta, te lo devolvemos en un plazo de 24 horas.",
  )
  await expect(page.getByTestId("card-paid")).toHaveCount(0)
  await expect(page.getByTestId("order-booking")).toHaveCount(1)

  // The ledger: one order, and nothing of the card kept on it.
  const admin = await adminClient(request)
  const { order } = await admin.get<{
    order: { payment_collections: { payments: { captures: { amount: number }[] }[] }[] }
  }>(`/admin/orders/${orderId}?fields=payment_collections.payments.captures.amount`)
  const captured = order.payment_collections
    .flatMap((c) => c.payments ?? [])
    .flatMap((p) => p.captures ?? [])
    .reduce((sum, c) => sum + Number(c.amount), 0)
  expect(captured).toBe(0)
})

/**
 * The other order: the card is paid first (its webhook places the order) while a second tab
 * still shows the checkout; that tab's pay later is refused (`cart_completed`) and the traveller
 * is shown the booking the card paid, with that said, not sent to an emptied cart.
 */
test("Spanish: a checkout in another tab, sent after the card placed the order, shows the booking the card paid", async ({
  page,
  context,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000)
  consoleGuard.allow(
    /status of 409 .*\/store\/carts\/cart_\w+\?fields=/,
    "the second tab's checkout of a cart that is an order already is refused (cart_completed)",
  )
  const email = `lucia.first.${Date.now()}@example.com`
  await page.goto(SKELETON_PATH)
  await pickerReady(page)
  await (await openDay(page, 3)).click()
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("header-cart-count")).toHaveText("1")
  const fill = async (tab: typeof page) => {
    await tab.locator('[name="firstName"]').fill("Lucía")
    await tab.locator('[name="lastName"]').fill("García")
    await tab.locator('[name="email"]').fill(email)
    await tab.locator('[name="phoneNumber"]').fill("612345678")
  }
  const other = await context.newPage()
  await other.goto("/checkout")
  await fill(other)

  await page.goto("/checkout")
  await fill(page)
  await page.getByLabel("Tarjeta de crédito o débito").check()
  await page.getByTestId("checkout-confirm").click()
  await expect(page).toHaveURL(/\/pay\/cs_test_/, { timeout: 20_000 })
  const payPage = new URL(page.url())
  const sessionId = payPage.pathname.split("/").pop()!
  const paid = await request.post(`${payPage.origin}/_control/sessions/${sessionId}/pay`, {
    data: { card: "4242 4242 4242 4242" },
  })
  expect((await paid.json()).outcome).toBe("succeeded")
  // Stripe's webhook places the card's order.
  const admin = await adminClient(request)
  const orderOf = async () =>
    (
      await admin.get<{ orders: { id: string; email: string }[] }>(
        `/admin/orders?q=${encodeURIComponent(email)}&fields=id,email`,
      )
    ).orders.find((o) => o.email === email)?.id
  await expect.poll(orderOf, { timeout: 30_000 }).toMatch(/^order_/)
  const orderId = await orderOf()

  // Tab two, still on the checkout, books with pay later: the booking that stands is shown.
  await other.getByTestId("checkout-confirm").click()
  await expect(other).toHaveURL(/\/checkout\/success\?order_id=order_\w+&placed=before$/, {
    timeout: 30_000,
  })
  expect(new URL(other.url()).searchParams.get("order_id")).toBe(orderId)
  await expect(other.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()
  await expect(other.getByTestId("placed-before")).toHaveText(
    "Esta reserva ya se había hecho en otra pestaña o ventana, así que no hemos hecho otra: es esta.",
  )
  await expect(other.getByTestId("card-paid")).toBeVisible()
  await expect(other.getByTestId("order-booking")).toHaveCount(1)
  await expect(other.getByTestId("header-cart-count")).toBeHidden()
})
