import { expect, test, type Page } from "./fixtures"
import { adminClient } from "./admin-api"
import { pastBooking } from "./feedback-helpers"
import { SKELETON, SKELETON_PATH } from "./journey-helpers"

const INBOX = process.env.MAIL_INBOX_URL
const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`

/** Any dialog means a payload ran: free text must stay inert. */
function failOnDialog(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`A script ran on the page: ${dialog.message()}`)
  })
}

test("a traveller reviews a past booking from the experience page, stars by keyboard (es)", async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /status of 400 .*\/store\/reviews$/,
    "a review under 20 characters is refused with the spec's copy",
  )
  failOnDialog(page)
  const email = `opina.${Date.now()}@example.com`
  const { reference } = await pastBooking(request, email)
  await page.goto(SKELETON_PATH)
  const form = page.getByTestId("review-form")
  // The island hydrates when it comes into view: until then the button does nothing.
  await expect(async () => {
    await page.getByRole("button", { name: "Escribir una opinión" }).click()
    await expect(form).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await form.getByLabel("Referencia de la reserva").fill(reference)
  await form.getByLabel("Correo electrónico de la reserva").fill(email)
  await form.getByRole("radio", { name: "1 estrella" }).focus()
  await page.keyboard.press("Space")
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
  await expect(form.getByRole("radio", { name: "4 estrellas" })).toBeChecked()
  await form.getByLabel("Título").fill(XSS)
  await expect(form.getByText("Hasta 120 caracteres.")).toBeVisible()
  await form.getByLabel("Tu opinión").fill("Corto")
  await form.getByLabel("Tu nombre").fill("Lucía")
  await form.getByRole("button", { name: "Enviar opinión" }).click()
  await expect(form.getByRole("alert")).toHaveText("Escribe al menos 20 caracteres.")
  await expect(form.getByLabel("Tu opinión")).toHaveAttribute("aria-invalid", "true")
  await form
    .getByLabel("Tu opinión")
    .fill("Las dunas al atardecer, inolvidables; el guía, un encanto.")
  await form.getByRole("button", { name: "Enviar opinión" }).click()
  await expect(page.getByTestId("review-thanks")).toHaveText(
    "¡Gracias! Publicaremos tu opinión en cuanto la revisemos.",
  )

  const admin = await adminClient(request)
  const { reviews } = await admin.get<{
    reviews: { title: string; verified: boolean; status: string }[]
  }>(`/admin/reviews?status=pending&handle=${SKELETON}`)
  expect(reviews).toContainEqual(
    expect.objectContaining({ title: XSS, verified: true, status: "pending" }),
  )
})

test("a visitor requests a custom offer from the contact page and gets its reference (en)", async ({
  page,
  request,
}) => {
  failOnDialog(page)
  const email = `offer.${Date.now()}@example.com`
  // The time trap (a person takes a few seconds to fill a form) reads the page's clock.
  await page.clock.install()
  await page.goto("/en/contact-us")
  const form = page.getByTestId("offer-form")
  await form.getByLabel("My dates are flexible").check()
  await form.getByLabel("Adults").fill("3")
  await form.getByLabel("Total budget (optional)").fill("1500")
  await form.getByLabel("Currency").selectOption("USD")
  await form.getByLabel("Arabic").check()
  await form.getByLabel("Message").fill(`A private desert dinner ${XSS}`)
  await form.getByLabel("Name").fill("Sam")
  await form.getByLabel("E-mail").fill(email)
  await form.getByLabel("Country code").fill("+44")
  await form.getByLabel("Phone").fill("7700 900123")
  await page.clock.fastForward(3000)
  await form.getByRole("button", { name: "Request offer" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Request received" })).toBeVisible()
  const sent = page.getByTestId("form-sent")
  await expect(sent).toContainText(/We have received your request OFR-[0-9A-Z]{8}/)
  const reference = (await sent.textContent())!.match(/OFR-[0-9A-Z]{8}/)![0]
  if (INBOX) {
    await expect(async () => {
      const all = (await (await request.get(`${INBOX}/api/email`)).json()) as {
        subject: string
        to: { address: string }[]
        text: string
      }[]
      const mail = all.find((m) => m.to.some((t) => t.address === email))
      expect(mail?.subject).toBe("We have received your custom offer request")
      expect(mail?.text).toContain(reference)
    }).toPass({ timeout: 20_000 })
  }
})

test("a visitor sends a contact message: the form says what is missing and keeps the text as typed (es)", async ({
  page,
}) => {
  failOnDialog(page)
  await page.clock.install()
  await page.goto("/contact-us")
  const form = page.getByTestId("contact-form")
  await form.getByLabel("Correo electrónico").fill("lucia@example.com")
  await form.getByLabel("Asunto").fill("Grupo de empresa")
  await form.getByLabel("Mensaje").fill(XSS)
  await page.clock.fastForward(3000)
  await form.getByRole("button", { name: "Enviar mensaje" }).click()
  // The browser checks the fields before sending: the missing one says so, nothing else does.
  await expect(page.getByTestId("contact-name-error")).toHaveText("Campo Requerido")
  await expect(page.getByTestId("contact-name-error")).toBeVisible()
  await expect(page.getByTestId("contact-subject-error")).toBeHidden()
  const again = page.getByTestId("contact-form")
  await expect(again.getByLabel("Mensaje")).toHaveValue(XSS)
  await again.getByLabel("Nombre").fill("Lucía")
  await again.getByRole("button", { name: "Enviar mensaje" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Mensaje enviado" })).toBeVisible()
  await expect(page.getByTestId("form-sent")).toHaveText(
    "¡Gracias! Hemos recibido tu mensaje y te responderemos pronto.",
  )
})
