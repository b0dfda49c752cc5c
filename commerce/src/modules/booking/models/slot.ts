import { model } from "@medusajs/framework/utils"
import { Booking } from "./booking"
import { Hold } from "./hold"

/**
 * A date and start time of an experience's option with a fixed capacity.
 * `held + booked <= capacity` is enforced by the database (CHECK constraint
 * and conditional updates), never by a lock held in one server process.
 */
export const Slot = model
  .define("slot", {
    id: model.id({ prefix: "slot" }).primaryKey(),
    product_id: model.text().index("IDX_slot_product_id"),
    option_code: model.text(),
    starts_at: model.dateTime(),
    ends_at: model.dateTime(),
    timezone: model.text(),
    capacity: model.number(),
    held: model.number().default(0),
    booked: model.number().default(0),
    status: model.enum(["open", "closed"]).default("open"),
    holds: model.hasMany(() => Hold, { mappedBy: "slot" }),
    bookings: model.hasMany(() => Booking, { mappedBy: "slot" }),
  })
  .checks([
    { name: "slot_seats_not_negative", expression: (c) => `${c.held} >= 0 AND ${c.booked} >= 0` },
    {
      name: "slot_seats_within_capacity",
      expression: (c) => `${c.held} + ${c.booked} <= ${c.capacity}`,
    },
  ])
