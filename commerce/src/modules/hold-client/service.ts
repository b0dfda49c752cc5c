import { MedusaService } from "@medusajs/framework/utils"
import { CartClient } from "./models/cart-client"

/** Which client (address, e-mail) each cart holding seats belongs to. */
class HoldClientModuleService extends MedusaService({ CartClient }) {}

export default HoldClientModuleService
