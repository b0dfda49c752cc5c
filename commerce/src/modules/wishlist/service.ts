import { MedusaService } from "@medusajs/framework/utils"
import { WishlistItem } from "./models/wishlist-item"

/** The experiences signed-in travellers keep for later. */
class WishlistModuleService extends MedusaService({ WishlistItem }) {}

export default WishlistModuleService
