import { adminClient } from "../admin-api"
import { pastBooking } from "../feedback-helpers"
import { adminPath, expect, medusaUrl, test, type Page } from "./fixtures"
import type { APIRequestContext } from "@playwright/test"

/** A pending 4-star review of the skeleton with a word of its own to find it by; returns its id and that word. */
async function pendingReview(request: APIRequestContext) {
  const email = `moderacion.${Date.now()}@example.com`
  const { reference, headers } = await pastBooking(request, email)
  const word = `Palabra${Date.now()}`
  const written = await request.post(`${medusaUrl()}/store/reviews`, {
    headers,
    data: {
      reference,
      email,
      rating: 4,
      title: `Muy buena ${word}`,
      body: "El guía conocía cada duna y el té fue perfecto.",
      author_name: "Marta",
    },
  })
  expect(written.status()).toBe(201)
  return { id: ((await written.json()) as { review: { id: string } }).review.id, word }
}

/** Finds the review by its word (server-side search), checks the stars filter, then hides it: first without a reason. */
async function moderate(adminPage: Page, request: APIRequestContext, copy: Record<string, string>) {
  const { id, word } = await pendingReview(request)
  try {
    await adminPage.goto(adminPath("/reviews"))
    await adminPage.getByLabel(copy.search).fill(word)
    const card = adminPage.getByTestId("admin-review").filter({ hasText: word })
    await expect(card).toBeVisible()
    await expect(adminPage.getByTestId("admin-review")).toHaveCount(1)
    await expect(adminPage.getByTestId("reviews-page")).toHaveText(copy.page)
    const link = card.getByTestId("review-experience")
    await expect(link).toHaveText(copy.experience)
    await expect(link).toHaveAttribute("href", /\/app\/products\/prod_/)

    await adminPage.getByRole("combobox", { name: copy.stars }).click()
    await adminPage.getByRole("option", { name: copy.one }).click()
    await expect(card).toHaveCount(0)
    await adminPage.getByRole("combobox", { name: copy.stars }).click()
    await adminPage.getByRole("option", { name: copy.four }).click()
    await expect(card).toBeVisible()

    await card.getByRole("button", { name: copy.hide }).click()
    await expect(card.getByRole("alert")).toHaveText(copy.required)
    await expect(card.getByLabel(copy.reason)).toHaveAttribute("aria-invalid", "true")
    await card.getByLabel(copy.reason).fill("Prueba e2e")
    await card.getByRole("button", { name: copy.hide }).click()
    await expect(card).toHaveCount(0)
  } finally {
    await (await adminClient(request)).post(`/admin/reviews/${id}/hide`, { reason: "e2e" })
  }
}

test("reviews: found by a word and by stars, titled and linked to their experience; hiding without a reason marks the field", async ({
  adminPage,
  request,
}) => {
  test.setTimeout(180_000)
  await moderate(adminPage, request, {
    search: "Buscar en el título, el texto o el autor",
    page: "1–1 de 1",
    experience: "Senderismo por las dunas al atardecer",
    stars: "Estrellas",
    one: "1 estrella",
    four: "4 estrellas",
    hide: "Ocultar",
    reason: "¿Por qué la ocultas?",
    required: "Indica por qué ocultas esta opinión.",
  })
})

test.describe("in English", () => {
  test.use({ adminLanguage: "en" })
  test("reviews: the same moderation in English", async ({ adminPage, request }) => {
    test.setTimeout(180_000)
    await moderate(adminPage, request, {
      search: "Search the title, text or author",
      page: "1–1 of 1",
      experience: "Sunset hike across the red dunes",
      stars: "Stars",
      one: "1 star",
      four: "4 stars",
      hide: "Hide",
      reason: "Why hide it?",
      required: "Say why you are hiding this review.",
    })
  })
})
