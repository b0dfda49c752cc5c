import { Module } from "@medusajs/framework/utils"
import OfferModuleService from "./service"

/** Module key of the offer module: custom-offer requests. */
export const OFFER_MODULE = "offer"

/** The reference a traveller quotes for a request ("OFR-" and the id's last 8 characters). */
export const offerReference = (id: string) => `OFR-${id.slice(-8).toUpperCase()}`

export default Module(OFFER_MODULE, { service: OfferModuleService })
