import { model } from "@medusajs/framework/utils"
import { Booking } from "./booking"
import { ExperienceOption } from "./experience-option"
import { Hold } from "./hold"

/**
 * A date and start time of an option with a fixed capacity. `local_date` and
 * `local_time` are the wall clock in `timezone` (the experience's), so a day's
 * availability is one indexed lookup. `held + booked <= capacity` is enforced
 * by the database (CHECK constraint and conditional updates), never by a lock
 * held in one server process.
 */
export const Slot = model
  .define("slot", {
    id: model.id({ prefix: "slot" }).primaryKey(),
    product_id: model.text(),
    option_code: model.text(),
    schedule_id: model.text().nullable(),
    local_date: model.text(),
    local_time: model.text(),
    starts_at: model.dateTime(),
    ends_at: model.dateTime(),
    timezone: model.text(),
    capacity: model.number(),
    held: model.number().default(0),
    booked: model.number().default(0),
    status: model.enum(["open", "closed"]).default("open"),
    option: model.belongsTo(() => ExperienceOption, { mappedBy: "slots" }),
    holds: model.hasMany(() => Hold, { mappedBy: "slot" }),
    bookings: model.hasMany(() => Booking, { mappedBy: "slot" }),
  })
  .indexes([
    {
      name: "IDX_slot_product_date",
      on: ["product_id", "local_date"],
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_slot_option_start_unique",
      on: ["option_id", "starts_at"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
  .checks([
    { name: "slot_seats_not_negative", expression: (c) => `${c.held} >= 0 AND ${c.booked} >= 0` },
    {
      name: "slot_seats_within_capacity",
      expression: (c) => `${c.held} + ${c.booked} <= ${c.capacity}`,
    },
  ])
