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
    /**
     * The experience's cancellation policy when the order was placed: the terms the booking was
     * sold under, which its voucher, e-mails and cancellation follow whatever the operator sets
     * later (`soldPolicy`). Null only for bookings older than the column (their experience's).
     */
    cancellation_policy: model.json().nullable(),
    /** When the booking was checked in at the meeting point (the day manifest); null until then. */
    checked_in_at: model.dateTime().nullable(),
    /** The admin user who checked the booking in (null before, or after an undo). */
    checked_in_by: model.text().nullable(),
    /** When and by whom the last check-in was undone. */
    check_in_undone_at: model.dateTime().nullable(),
    check_in_undone_by: model.text().nullable(),
    slot: model.belongsTo(() => Slot, { mappedBy: "bookings" }),
  })
  .checks([{ name: "booking_seats_positive", expression: (c) => `${c.seats} > 0` }])
