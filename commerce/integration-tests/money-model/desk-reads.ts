import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BOOKING_MODULE } from "../../src/modules/booking"
import type BookingModuleService from "../../src/modules/booking/service"
import type { Real } from "./world"

/* What the desk's commands read before and after an action: the bookings, the page's money, the order's worth. */

/** The order's bookings, oldest first, with their slots. */
export const bookingsOf = (r: Real, orderId: string) =>
  (r.container.resolve(BOOKING_MODULE) as BookingModuleService).listBookings(
    { order_id: orderId },
    { order: { created_at: "ASC" }, take: null, relations: ["slot"] },
  )

/** The booking page's money, as the desk shows it before an action. */
export async function deskMoney(r: Real, bookingId: string) {
  const page = await r.admin.get(`/admin/bookings/${bookingId}`)
  if (page.status !== 200)
    throw new Error(`booking page ${bookingId} answered ${page.status}\n${r.trail.join("\n")}`)
  return page.data.booking.money as {
    state: string
    captured: number
    refunded: number
    kept: number
    booking_paid: number
    policy_refund: number | null
  }
}

/** An amount in major units as cents. */
export const cents = (amount: number | string) => Math.round(Number(amount) * 100)

/** What the order's lines are worth now, in cents (what a voucher e-mail states as its total). */
export async function linesWorth(r: Real, orderId: string) {
  const { data } = await r.container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "total"],
    filters: { id: orderId },
  })
  // The order's total now: its lines, penalties kept included, less goodwill (its credit lines).
  return cents((data[0] as any)?.total ?? 0)
}
