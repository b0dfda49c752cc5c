import { createHash } from "node:crypto"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { CLAIM_TOKEN_MINUTES, claimToken } from "../../../lib/guest-claim"
import type { Locale } from "../../../lib/i18n/messages"

export type GuestClaimMailInput = {
  customer_id: string
  email: string
  first_name: string | null
  locale: Locale
  /** Guest orders found with the e-mail: without any, nothing is sent. */
  guest_orders: number
}

/** The e-mail with the link that proves the customer reads their mailbox and claims their guest orders. */
export const buildGuestClaimMailStep = createStep(
  "build-guest-claim-mail",
  async (input: GuestClaimMailInput) => {
    const none: SendNotificationsStepInput = []
    if (!input.guest_orders) return new StepResponse(none)
    const token = claimToken(input.customer_id, input.email)
    const { STOREFRONT_URL } = parseEnv()
    const url = `${STOREFRONT_URL}${input.locale === "en" ? "/en" : ""}/account/claim?${new URLSearchParams({ token })}`
    const mail: SendNotificationsStepInput = [
      {
        to: input.email,
        channel: "email",
        template: "guest-orders-claim",
        resource_id: input.customer_id,
        resource_type: "customer",
        trigger_type: "account.guest_orders_claim",
        idempotency_key: `guest-orders-claim:${createHash("sha256").update(token).digest("hex")}`,
        data: {
          locale: input.locale,
          customer_name: input.first_name,
          url,
          expires_in_minutes: CLAIM_TOKEN_MINUTES,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
