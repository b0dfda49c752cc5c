import type { HttpTypes } from "@medusajs/types"
import { groupBookings, type BookingLine } from "../client/bookings"

/** The bookings of a placed order (one per slot), for the result screens. */
export const orderBookings = (order: HttpTypes.StoreOrder) =>
  groupBookings((order.items ?? []) as unknown as BookingLine[])
