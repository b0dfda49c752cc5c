import { adminClient } from "../admin-api"
import { pastBooking } from "../feedback-helpers"
import { SKELETON, SKELETON_PATH } from "../journey-helpers"
import { mailTo } from "../inbox"
import { adminPath, expect, medusaUrl, test } from "./fixtures"

const XSS = `<script>alert("x")</script><img src=x onerror=alert(1)>`

test("reviews moderation: a pending review is published and shows in the storefront's 'see more' at once; its text stays inert", async ({
  adminPage,
  page,
  request,
}) => {
  test.setTimeout(180_000)
  adminPage.on("dialog", (dialog) => {
    throw new Error(`A script ran in the admin: ${dialog.message()}`)
  })
  const email = `moderada.${Date.now()}@example.com`
  const { reference, headers } = await pastBooking(request, email)
  const title = `Inolvidable ${Date.now()} ${XSS}`
  const written = await request.post(`${medusaUrl()}/store/reviews`, {
    headers,
    data: {
      reference,
      email,
      rating: 5,
      title,
      body: "Las dunas al atardecer son espectaculares.",
      author_name: "Lucía",
    },
  })
  expect(written.status()).toBe(201)
  const { review } = (await written.json()) as { review: { id: string } }
  try {
    const reviews = `${medusaUrl()}/store/experiences/${SKELETON}/reviews?limit=50`
    const before = (await (await request.get(reviews, { headers })).json()) as { count: number }

    await adminPage.goto(adminPath("/reviews"))
    await expect(adminPage.getByRole("heading", { name: "Opiniones", level: 1 })).toBeVisible()
    const card = adminPage.getByTestId("admin-review").filter({ hasText: title })
    await expect(card).toBeVisible()
    await expect(card.getByText("Reserva verificada")).toBeVisible()
    await card.getByRole("button", { name: "Publicar" }).click()
    await expect(card).toHaveCount(0)
    await adminPage.getByRole("tab", { name: "Publicadas" }).click()
    await expect(adminPage.getByTestId("admin-review").filter({ hasText: title })).toBeVisible()

    const after = (await (await request.get(reviews, { headers })).json()) as {
      count: number
      reviews: { title: string; verified: boolean }[]
    }
    expect(after.count).toBe(before.count + 1)
    expect(after.reviews[0]).toMatchObject({ title, verified: true })

    // Shown at once, at the top, as text: by 'see more' while the page is older than the review,
    // or in the page itself once the live catalogue has rendered it again (seconds later).
    page.on("dialog", (dialog) => {
      throw new Error(`A script ran on the site: ${dialog.message()}`)
    })
    await page.goto(SKELETON_PATH)
    const list = page.locator("[data-review-list]")
    if (!(await list.getByText(title).count())) {
      await page.getByRole("button", { name: "Ver más opiniones" }).click()
    }
    await expect(list.locator("> li").first()).toContainText(title)
    await expect(list.getByText(title)).toHaveCount(1)
  } finally {
    // Hidden again, so the storefront's prerendered reviews (other journeys count them) match the API.
    await (await adminClient(request)).post(`/admin/reviews/${review.id}/hide`, { reason: "e2e" })
  }
})

test("custom-offer requests: the team keeps a note and sends an offer through the form; the traveller gets it by e-mail", async ({
  adminPage,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await storeHeaders(request)
  // A slot of its own, far ahead, so the offer's seats touch no other journey's.
  const admin = await adminClient(request)
  const date = new Date(Date.now() + (150 + Math.floor(Math.random() * 40)) * 86_400_000)
    .toISOString()
    .slice(0, 10)
  await admin.post(`/admin/experiences/${SKELETON}/slots`, {
    option_code: "shared",
    date,
    start_time: "05:15",
    duration_minutes: 60,
    capacity: 6,
  })
  const email = `team.${Date.now()}@example.com`
  const sent = await request.post(`${medusaUrl()}/store/offer-requests`, {
    headers: { ...headers, "x-medusa-locale": "en" },
    data: {
      handle: SKELETON,
      flexible: false,
      date_from: date,
      date_to: date,
      travellers: { adult: 4 },
      languages: ["en"],
      message: "A private camp for four.",
      name: "Sam",
      email,
      phone_country: "+44",
      phone_number: "7700 900123",
      elapsed_ms: 5000,
    },
  })
  expect(sent.status()).toBe(201)
  const { offer_request } = (await sent.json()) as { offer_request: { reference: string } }

  await adminPage.goto(adminPath("/offer-requests"))
  await expect(
    adminPage.getByRole("heading", { name: "Solicitudes de oferta", level: 1 }),
  ).toBeVisible()
  const card = adminPage
    .getByTestId("admin-offer-request")
    .filter({ hasText: offer_request.reference })
  const status = card.getByRole("combobox", { name: "Estado" })
  await expect(status).toHaveText("Nueva")
  await card.getByLabel("Notas").fill("Llamada hecha; enviada propuesta de 4x4.")
  await card.getByRole("button", { name: "Guardar" }).click()
  await expect(card.getByLabel("Notas")).toHaveValue("Llamada hecha; enviada propuesta de 4x4.")

  await card.getByRole("button", { name: "Enviar oferta" }).click()
  const drawer = adminPage.getByRole("dialog")
  // Prefilled from the request: its experience, its first date, its group.
  await expect(drawer.getByLabel("Adultos")).toHaveValue("4")
  await expect(drawer.getByLabel("Fecha")).toHaveValue(date)
  await expect(drawer.getByRole("combobox", { name: "Experiencia" })).not.toHaveText(
    "Elige una experiencia",
  )
  await expect(drawer.getByRole("combobox", { name: "Hora" })).toContainText("05:15")
  await drawer.getByLabel("Precio total").fill("95")
  await drawer.getByLabel("Nota para el viajero (opcional)").fill("Includes a campfire dinner.")
  await drawer.getByRole("button", { name: "Enviar oferta" }).click()
  await expect(drawer).toHaveCount(0)
  await expect(status).toHaveText("Oferta enviada")
  await expect(card.getByTestId("admin-offer-sent")).toContainText(/95,00\s€/)

  const [mail] = await mailTo(request, email, 2).then((all) =>
    all.filter((m) => m.subject.startsWith("Your custom offer")),
  )
  expect(mail.subject).toBe(`Your custom offer (${offer_request.reference})`)
  expect(mail.text).toContain("4 adults")
  expect(mail.text).toContain("€95.00")
  expect(mail.text).toContain("Includes a campfire dinner.")
  expect(mail.text).toMatch(/\/pay\/cs_/)
})

/** The Store API's headers: the publishable key, read through the admin API. */
async function storeHeaders(request: Parameters<typeof pastBooking>[0]) {
  const login = await request.post(`${medusaUrl()}/auth/user/emailpass`, {
    data: { email: process.env.SENDERO_ADMIN_EMAIL, password: process.env.SENDERO_ADMIN_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const keys = await request.get(`${medusaUrl()}/admin/api-keys?type=publishable&limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const key = ((await keys.json()) as { api_keys: { token: string }[] }).api_keys[0].token
  return { "x-publishable-api-key": key }
}
