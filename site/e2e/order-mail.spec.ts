import { expect, test, type APIRequestContext } from "./fixtures"

const TITLE_ES = "Senderismo por las dunas al atardecer"
const INBOX = process.env.MAIL_INBOX_URL

type InboxMail = { subject: string; to: { address: string }[]; text: string; html: string }

/** The e-mails the local inbox (MailDev's REST API) received for an address, waiting for the first. */
async function mailTo(request: APIRequestContext, address: string) {
  let found: InboxMail[] = []
  await expect(async () => {
    const all = (await (await request.get(`${INBOX}/api/email`)).json()) as InboxMail[]
    found = all.filter((m) => m.to.some((t) => t.address === address))
    expect(found.length).toBeGreaterThan(0)
  }).toPass({ timeout: 20_000 })
  return found
}

test("a booking's e-mail reaches the inbox in Spanish, and every link in it opens a page", async ({ page, request }) => {
  test.skip(!INBOX, "needs the product's local inbox (MAIL_INBOX_URL)")
  const email = `viajera.${Date.now()}@example.com`
  await page.goto("/")
  await page.getByRole("link", { name: TITLE_ES }).click()
  await page.getByRole("radio").first().check()
  await page.getByLabel("Adultos").fill("1")
  await page.getByLabel("Niños").fill("0")
  await page.getByLabel("Correo electrónico").fill(email)
  await page.getByRole("button", { name: "Reservar ahora y pagar después" }).click()
  await expect(page.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()

  const [mail] = await mailTo(request, email)
  expect(mail.subject).toMatch(/^Hemos recibido tu reserva: pedido n\.º \d+$/)
  const reference = mail.text.match(/Referencia de la reserva: (SND-[0-9A-F]{8})/)![1]
  const links = [...new Set([...mail.html.matchAll(/href="(https?:[^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, "&")))]
  expect(links.length).toBeGreaterThan(0)
  for (const link of links) {
    const url = new URL(link)
    expect((await request.get(url.pathname + url.search)).status(), link).toBe(200)
  }

  const voucher = links.find((l) => l.includes("/voucher/"))!
  await page.goto(new URL(voucher).pathname)
  await expect(page.getByRole("heading", { level: 1, name: TITLE_ES })).toBeVisible()
  await expect(page.getByText(reference, { exact: true })).toBeVisible()
  await expect(page.getByRole("img", { name: `Código QR de la reserva ${reference}` })).toBeVisible()
})
