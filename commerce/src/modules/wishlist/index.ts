import { Module } from "@medusajs/framework/utils"
import WishlistModuleService from "./service"

/** Module key of the wishlist module: the experiences a signed-in traveller keeps for later. */
export const WISHLIST_MODULE = "wishlist"

export default Module(WISHLIST_MODULE, { service: WishlistModuleService })
