import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { seedStore } from "../src/scripts/seed/base"
import { SKELETON_EXPERIENCE } from "../src/scripts/seed/catalogue"
import { pricesFromEur } from "../src/scripts/seed/generate-catalogue"
import { seedPromotions } from "../src/scripts/seed/promotions"
import type { ExperienceSpec } from "../src/scripts/seed/types"
import { writeCatalogue } from "../src/scripts/seed/write-catalogue"

/** A desert experience with extras, pickup points and a private per-item option. */
export const DESERT_SAFARI: ExperienceSpec = {
  ...SKELETON_EXPERIENCE,
  handle: "safari-dunas-rojas",
  title: "Safari por las dunas rojas",
  cancellation_policy: { type: "penalty", percent: 50, days: 2, hours: 0, minutes: 0 },
  options: [
    {
      ...SKELETON_EXPERIENCE.options[0],
      extras: [
        {
          code: "dinner",
          title: { es: "Cena bajo las estrellas", en: "Dinner under the stars" },
          per: "person",
          prices: pricesFromEur(28),
        },
        {
          code: "photos",
          title: { es: "Reportaje de fotos", en: "Photo pack" },
          per: "booking",
          prices: pricesFromEur(35),
        },
      ],
      schedules: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], start_times: ["06:00", "15:30"], duration_minutes: 240, capacity: 20 }],
    },
    {
      code: "private",
      title: { es: "4x4 privado hasta 6 personas", en: "Private 4x4 for up to 6" },
      pricing_type: "per_item",
      max_travellers_per_item: 6,
      age_bands: [],
      item_prices: pricesFromEur(200),
      extras: [],
      schedules: [{ weekdays: [0, 1, 2, 3, 4, 5, 6], start_times: ["15:30"], duration_minutes: 240, capacity: 3 }],
    },
  ],
  closed_days: [5],
  sold_out_days: [6],
  low_seat_days: [],
}

/** Store, promo codes and two experiences with 10 days of slots; returns the store headers. */
export async function seedFixtures(container: MedusaContainer) {
  const { salesChannelId } = await seedStore(container, "eur")
  await seedPromotions(container)
  await writeCatalogue(container, [SKELETON_EXPERIENCE, DESERT_SAFARI], { salesChannelId, days: 10 })
  const [key] = await container.resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
  return { "x-publishable-api-key": key.token }
}

/** Today plus `days` as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Sends a request and returns the response even when it is an error status. */
export async function send(call: Promise<{ status: number; data: any }>) {
  try {
    return await call
  } catch (error: any) {
    if (error.response) return error.response as { status: number; data: any }
    throw error
  }
}
