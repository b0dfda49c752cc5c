import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import BookingModule from "../modules/booking"

/** The bookings (seats on slots) an order sold, one per booking in its cart. */
export default defineLink(OrderModule.linkable.order, {
  linkable: BookingModule.linkable.booking,
  isList: true,
})
