import { model } from "@medusajs/framework/utils"

/**
 * Who a cart's holds count against: the client address that first held seats
 * in it, and the cart's e-mail once it has one. Written by the store's hold
 * limits (api/store/carts/hold-limits.ts, through lib/client-holds.ts), read
 * to count a client's live holds.
 */
export const CartClient = model
  .define("cart_client", {
    id: model.id({ prefix: "cclient" }).primaryKey(),
    cart_id: model.text(),
    address: model.text(),
    email: model.text().nullable(),
    /** Seats requests are adding to this cart right now (counted before they hold them). */
    seats_adding: model.number().default(0),
    /** When `seats_adding` stops counting: what a crashed request left behind ends then. */
    adding_until: model.dateTime().nullable(),
  })
  .indexes([
    { name: "IDX_cart_client_cart_id", on: ["cart_id"], unique: true, where: "deleted_at IS NULL" },
    {
      name: "IDX_cart_client_address_created_at",
      on: ["address", "created_at"],
      where: "deleted_at IS NULL",
    },
    {
      name: "IDX_cart_client_email_created_at",
      on: ["email", "created_at"],
      where: "deleted_at IS NULL",
    },
  ])
