import { MedusaService } from "@medusajs/framework/utils"
import { OfferRequest } from "./models/offer-request"

/** Travellers' custom-offer requests. */
class OfferModuleService extends MedusaService({ OfferRequest }) {}

export default OfferModuleService
