import { model } from "@medusajs/framework/utils"

/**
 * One line of a booking's history: who did what, when. `booking_id` is null
 * for what concerns the whole order (a payment link paid, the order marked
 * paid). `key`, when set, makes the line once-only: the desk's own record of
 * a cancellation and the lifecycle event of the same cancellation share it,
 * so the history says it once, with the operator's name.
 */
export const BookingEvent = model
  .define("booking_event", {
    id: model.id({ prefix: "bev" }).primaryKey(),
    order_id: model.text(),
    booking_id: model.text().nullable(),
    action: model.text(),
    /** The admin user who did it; null for the traveller or the system. */
    actor_id: model.text().nullable(),
    key: model.text().nullable(),
    data: model.json().nullable(),
  })
  .indexes([
    {
      name: "IDX_booking_event_order_created",
      on: ["order_id", "created_at"],
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_booking_event_key_unique",
      on: ["key"],
      unique: true,
      where: "deleted_at IS NULL AND key IS NOT NULL",
    },
  ])
