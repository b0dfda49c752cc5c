import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import StripeCheckoutProviderService from "./service"

/** Payment provider `pp_stripe-checkout_card`: card payments on Stripe's hosted Checkout. */
export default ModuleProvider(Modules.PAYMENT, { services: [StripeCheckoutProviderService] })
