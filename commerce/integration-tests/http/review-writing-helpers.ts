import type BookingModuleService from "../../src/modules/booking/service"
import type { Locale } from "../../src/lib/i18n/messages"
import { bookingReference } from "../../src/lib/signed-token"
import { SKELETON_EXPERIENCE } from "../../src/scripts/seed/catalogue"
import { dayFromToday, type storeApi } from "../fixtures"

/** What the reviews spec does as a traveller: book the sunset hike, travel, write a review. */
export function reviewSteps(
  { get, post, payLater }: ReturnType<typeof storeApi>,
  booking: () => BookingModuleService,
) {
  /** A pay-later order of 2 adults on the sunset hike `offset` days ahead, placed in `locale`. */
  async function placeOrder(email: string, { offset = 3, locale = "es" as Locale } = {}) {
    const extra = { "x-medusa-locale": locale }
    const region = (await get("/store/regions")).data.regions.find(
      (r: any) => r.currency_code === "eur",
    )
    const cartId = (await post("/store/carts", { region_id: region.id, email }, extra)).data.cart.id
    const day = (
      await get(
        `/store/experiences/${SKELETON_EXPERIENCE.handle}/availability/${dayFromToday(offset)}`,
      )
    ).data
    const slotId = day.options[0].slots[0].id as string
    await post(
      `/store/carts/${cartId}/bookings`,
      { slot_id: slotId, travellers: { adult: 2 } },
      extra,
    )
    await payLater(cartId)
    const done = await post(`/store/carts/${cartId}/complete-booking`, {}, extra)
    expect(done.status).toBe(200)
    const [row] = await booking().listBookings(
      { order_id: done.data.order.id },
      { relations: ["slot"] },
    )
    return {
      bookingId: row.id,
      slotId,
      localDate: row.slot.local_date,
      reference: bookingReference(row.id),
    }
  }

  /** Moves a slot into the past: its activity has ended. */
  async function travelled(slotId: string) {
    const ended = new Date(Date.now() - 2 * 3_600_000)
    await booking().updateSlots({
      id: slotId,
      starts_at: new Date(ended.getTime() - 3_600_000),
      ends_at: ended,
    })
  }

  const review = (extra: object = {}) => ({
    rating: 5,
    title: "Un atardecer precioso",
    body: "Las dunas al atardecer son espectaculares y el guía muy atento.",
    author_name: "Lucía",
    ...extra,
  })

  return { placeOrder, travelled, review }
}
