import { model } from "@medusajs/framework/utils"
import { Slot } from "./slot"

/** Seats kept on a slot for one cart until `expires_at`. */
export const Hold = model
  .define("hold", {
    id: model.id({ prefix: "hold" }).primaryKey(),
    cart_id: model.text().index("IDX_hold_cart_id"),
    seats: model.number(),
    expires_at: model.dateTime(),
    status: model.enum(["active", "released", "expired", "converted"]).default("active"),
    slot: model.belongsTo(() => Slot, { mappedBy: "holds" }),
  })
  .checks([{ name: "hold_seats_positive", expression: (c) => `${c.seats} > 0` }])
