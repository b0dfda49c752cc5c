import { model } from "@medusajs/framework/utils"

/**
 * One experience a signed-in traveller keeps for later, by the catalogue's
 * handle (the same one the browser's wishlist stores). A handle is kept once
 * per traveller: the unique index makes a repeated or concurrent add a no-op.
 */
export const WishlistItem = model
  .define("wishlist_item", {
    id: model.id({ prefix: "wish" }).primaryKey(),
    customer_id: model.text(),
    handle: model.text(),
  })
  .indexes([
    {
      name: "IDX_wishlist_item_customer_handle",
      on: ["customer_id", "handle"],
      unique: true,
      where: "deleted_at IS NULL",
    },
  ])
