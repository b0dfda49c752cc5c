import { expect, test } from "./fixtures"
import { INBOX, mailLinks, mailTo } from "./inbox"
import { pickerReady, setTravellers } from "./journey-helpers"

const TITLE_ES = "Senderismo por las dunas al atardecer"

test("a booking's e-mail reaches the inbox in Spanish, and every link in it opens a page", async ({
  page,
  request,
}) => {
  test.skip(!INBOX, "needs the product's local inbox (MAIL_INBOX_URL)")
  const email = `viajera.${Date.now()}@example.com`
  await page.goto("/")
  await page.getByRole("link", { name: TITLE_ES }).first().click()
  await pickerReady(page)
  await setTravellers(page, "adult", 1, { add: /^Añadir: /, remove: /^Quitar: / })
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("added")).toBeVisible()
  await page.goto("/checkout")
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía")
  await page.getByLabel("Apellidos").fill("García")
  await page.getByLabel("Correo electrónico").fill(email)
  await page.getByLabel("Teléfono").fill("612345678")
  await page.getByTestId("checkout-confirm").click()
  await expect(page.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()

  const [mail] = await mailTo(request, email)
  expect(mail.subject).toMatch(/^Hemos recibido tu reserva: pedido n\.º \d+$/)
  const reference = mail.text.match(/Referencia de la reserva: (SND-[0-9A-F]{8})/)![1]
  const links = mailLinks(mail)
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    const url = new URL(link)
    expect((await request.get(url.pathname + url.search)).status(), link).toBe(200)
  }

  const voucher = links.find((l) => l.includes("/voucher/"))!
  await page.goto(new URL(voucher).pathname)
  await expect(page.getByRole("heading", { level: 1, name: TITLE_ES })).toBeVisible()
  await expect(page.getByText(reference, { exact: true }).first()).toBeVisible()
  await expect(
    page.getByRole("img", { name: `Código QR de la reserva ${reference}` }),
  ).toBeVisible()
  // Paid later: the QR voucher says it is not paid yet, as the e-mail's voucher does (issue 27.9).
  expect(mail.text).toContain("Reservada, pendiente de pago")
  await expect(page.getByTestId("voucher-unpaid")).toHaveText("Reservada, pendiente de pago")
})
