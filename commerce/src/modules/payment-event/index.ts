import { Module } from "@medusajs/framework/utils"
import PaymentEventModuleService from "./service"

/** Module key of the Stripe events we received (webhook deduplication and recovery). */
export const PAYMENT_EVENT_MODULE = "payment_event"

export default Module(PAYMENT_EVENT_MODULE, { service: PaymentEventModuleService })
