import { model } from "@medusajs/framework/utils"
import { Slot } from "./slot"

/**
 * Seats kept on a slot for one booking in a cart until `expires_at`. It
 * remembers what the traveller asked for, so the cart can be checked and the
 * booking changed without losing the seats.
 */
export const Hold = model
  .define("hold", {
    id: model.id({ prefix: "hold" }).primaryKey(),
    cart_id: model.text().index("IDX_hold_cart_id"),
    seats: model.number(),
    expires_at: model.dateTime(),
    /**
     * The hard end of this hold, set when it is created: extending a hold
     * (checkout, a change of travellers) never goes past it, so a script
     * cannot keep a slot's seats for ever.
     */
    max_expires_at: model.dateTime().nullable(),
    /** Set once when the cart is paid on a hosted payment page: the hold then lasts until then. */
    payment_until: model.dateTime().nullable(),
    status: model.enum(["active", "released", "expired", "converted"]).default("active"),
    /** { adult, child, infant } or { items, travellers } for per-item options. */
    travellers: model.json().nullable(),
    /** { items: [{ code, quantity }] } */
    extras: model.json().nullable(),
    pickup_point_id: model.text().nullable(),
    slot: model.belongsTo(() => Slot, { mappedBy: "holds" }),
  })
  .indexes([
    { name: "IDX_hold_active_expiry", on: ["expires_at"], where: "status = 'active'" },
    // A client's seats (lib/client-holds.ts): each of its carts' live holds, by cart.
    { name: "IDX_hold_active_cart", on: ["cart_id"], where: "status = 'active'" },
  ])
  .checks([{ name: "hold_seats_positive", expression: (c) => `${c.seats} > 0` }])
