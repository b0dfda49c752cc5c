import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { pickLocale, type Locale } from "../../../lib/i18n/messages"
import { verifyId } from "../../../lib/signed-token"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { REVIEW_MODULE } from "../../../modules/review"
import type ReviewModuleService from "../../../modules/review/service"
import { ORDER_OWNER_FIELDS } from "../../../lib/query-config/orders"

/** How a traveller proves the booking they review. */
export type ReviewProof =
  | { token: string }
  | { reference: string; email: string }
  | { booking_id: string; customer_id: string }

/** The facts a review takes from its booking. */
export type ReviewableBooking = {
  booking_id: string
  handle: string
  product_id: string
  travelled_on: string
  locale: Locale
}

const notFound = () => new BookingError(MedusaError.Types.NOT_FOUND, "review_booking_not_found")

async function candidateIds(bookings: BookingModuleService, proof: ReviewProof): Promise<string[]> {
  if ("token" in proof) {
    const id = verifyId("voucher", proof.token)
    return id ? [id] : []
  }
  if ("booking_id" in proof) return [proof.booking_id]
  // The reference is the id's last 8 characters (bookingReference), checked by shape before here.
  const suffix = proof.reference.slice(4).toUpperCase()
  const rows = await bookings.listBookings(
    { id: { $ilike: `%${suffix}` } },
    { select: ["id"], take: 5 },
  )
  return rows.map((b) => b.id)
}

/**
 * The booking a traveller may review: proven (voucher token, reference with
 * the order's e-mail, or the signed-in customer's own), not cancelled, its
 * slot ended, and not reviewed yet. A wrong proof and an unknown booking get
 * the same answer, so the form cannot be used to find bookings.
 */
export const findReviewableBookingStep = createStep(
  "find-reviewable-booking",
  async (proof: ReviewProof, { container }) => {
    const bookings: BookingModuleService = container.resolve(BOOKING_MODULE)
    const ids = await candidateIds(bookings, proof)
    if (!ids.length) throw notFound()
    const rows = await bookings.listBookings(
      { id: ids },
      { relations: ["slot", "slot.option", "slot.option.experience"], take: ids.length },
    )
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: orders } = await query.graph({
      entity: "order",
      fields: [...ORDER_OWNER_FIELDS, "metadata"],
      filters: { id: [...new Set(rows.map((b) => b.order_id))] },
    })
    const orderById = new Map(
      (
        orders as {
          id: string
          email?: string | null
          customer_id?: string | null
          metadata?: Record<string, unknown> | null
        }[]
      ).map((o) => [o.id, o]),
    )
    const proven = rows.find((b) => {
      const order = orderById.get(b.order_id)
      if (!order) return false
      if ("email" in proof)
        return (order.email ?? "").trim().toLowerCase() === proof.email.trim().toLowerCase()
      if ("customer_id" in proof) return order.customer_id === proof.customer_id
      return true
    })
    if (!proven) throw notFound()
    if (proven.status === "cancelled")
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "review_booking_cancelled")
    if (new Date(proven.slot.ends_at).getTime() > Date.now()) {
      throw new BookingError(MedusaError.Types.NOT_ALLOWED, "review_not_travelled")
    }
    const reviews: ReviewModuleService = container.resolve(REVIEW_MODULE)
    const [existing] = await reviews.listReviews(
      { booking_id: proven.id },
      { select: ["id"], take: 1 },
    )
    if (existing) throw new BookingError(MedusaError.Types.CONFLICT, "review_already_written")
    const order = orderById.get(proven.order_id)!
    const result: ReviewableBooking = {
      booking_id: proven.id,
      handle: proven.slot.option.experience.handle,
      product_id: proven.slot.product_id,
      travelled_on: proven.slot.local_date,
      locale: pickLocale(String(order.metadata?.locale ?? "es")),
    }
    return new StepResponse(result)
  },
)
