import { expect, test } from "./fixtures"
import { adminClient } from "./admin-api"
import { riyadhDate } from "./admin/orders"
import { openOn, pickerReady, SKELETON } from "./journey-helpers"

/** The picker's month prefetch (issue 10): a click on a date at hand, then its refresh from the day route. */
test("a second date of the month draws its slots at once from the month's prefetch, then seats taken meanwhile are corrected in place", async ({
  page,
  request,
}) => {
  const admin = await adminClient(request)
  // Two dates of the month after next (Riyadh), far from every other test's dates.
  const month = riyadhDate(0).slice(0, 7)
  const later = new Date(`${month}-01T00:00:00Z`)
  later.setUTCMonth(later.getUTCMonth() + 2)
  const [first, second] = ["08", "11"].map((day) => `${later.toISOString().slice(0, 7)}-${day}`)

  const prefetch = page.waitForResponse((r) =>
    r.url().includes(`/store/experiences/${SKELETON}/days?`),
  )
  await openOn(page, first)
  await pickerReady(page)
  const prefetched = (await (await prefetch).json()) as {
    days: { date: string; options: { slots: { id: string; seats_left: number }[] }[] }[]
  }
  const kept = prefetched.days.find((d) => d.date === second)!.options[0].slots[0]
  expect(kept.seats_left).toBeGreaterThan(5)

  // After the prefetch, someone takes seats on the second date: 2 remain.
  const { slot } = await admin.get<{ slot: { capacity: number; held: number; booked: number } }>(
    `/admin/slots/${kept.id}`,
  )
  await admin.post(`/admin/slots/${kept.id}`, { capacity: slot.held + slot.booked + 2 })
  try {
    // Every text the slot shows from the click on, and whether the loading state ever shows.
    await page.evaluate((id) => {
      const seen = { texts: [] as string[], loading: false }
      ;(window as unknown as { __seen: typeof seen }).__seen = seen
      new MutationObserver(() => {
        const text = document.querySelector(`[data-slot-id="${id}"]`)?.textContent
        if (text && text !== seen.texts.at(-1)) seen.texts.push(text)
        if (
          document
            .querySelector('[data-testid="availability-picker"]')
            ?.textContent?.includes("Cargando disponibilidad")
        )
          seen.loading = true
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    }, kept.id)
    const refresh = page.waitForResponse((r) => r.url().includes(`/availability/${second}`))
    await page.getByTestId("calendar").locator(`button[data-date="${second}"]`).click()
    await expect(
      page.locator(
        `[data-testid="booking-form"][data-date="${second}"] [data-slot-id="${kept.id}"]`,
      ),
    ).toBeVisible()
    expect((await refresh).status()).toBe(200)
    await expect(page.locator(`[data-slot-id="${kept.id}"]`)).toContainText("Quedan 2 plazas")
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { texts: string[]; loading: boolean } }).__seen,
    )
    // Drawn first from the prefetch (the seats as they were), then corrected, never a loading state.
    expect(seen.texts[0]).toContain(`${kept.seats_left} plazas libres`)
    expect(seen.texts.at(-1)).toContain("Quedan 2 plazas")
    expect(seen.loading).toBe(false)
  } finally {
    await admin.post(`/admin/slots/${kept.id}`, { capacity: slot.capacity })
  }
})
