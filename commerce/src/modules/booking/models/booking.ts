import { model } from "@medusajs/framework/utils"
import { Slot } from "./slot"

/** Seats sold on a slot by one order line group (one hold converted). */
export const Booking = model
  .define("booking", {
    id: model.id({ prefix: "bkg" }).primaryKey(),
    order_id: model.text().index("IDX_booking_order_id"),
    cart_id: model.text(),
    hold_id: model.text().unique(),
    seats: model.number(),
    travellers: model.json().nullable(),
    extras: model.json().nullable(),
    pickup_point_id: model.text().nullable(),
    status: model.enum(["confirmed", "cancelled"]).default("confirmed"),
    /** When the booking was checked in at the meeting point (the day manifest); null until then. */
    checked_in_at: model.dateTime().nullable(),
    slot: model.belongsTo(() => Slot, { mappedBy: "bookings" }),
  })
  .checks([{ name: "booking_seats_positive", expression: (c) => `${c.seats} > 0` }])
