import { createHash } from "node:crypto"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { pickLocale } from "../../../lib/i18n/messages"

/** Minutes a reset token lives (Medusa's generateResetPasswordTokenWorkflow). */
export const RESET_TOKEN_MINUTES = 15

export type PasswordResetEvent = {
  entity_id: string
  actor_type: string
  token: string
  metadata?: Record<string, unknown> | null
}

/**
 * The reset e-mail of a traveller: a link to the storefront's reset page in
 * their language (the request's `metadata.locale`, else the customer's).
 * Admin users are not travellers: their resets send nothing here.
 */
export const buildPasswordResetMailStep = createStep(
  "build-password-reset-mail",
  async (input: PasswordResetEvent, { container }) => {
    const none: SendNotificationsStepInput = []
    if (input.actor_type !== "customer") return new StepResponse(none)
    const customers = await container
      .resolve(Modules.CUSTOMER)
      .listCustomers({ email: input.entity_id, has_account: true })
    const customer = customers[0]
    const locale = pickLocale(String(input.metadata?.locale ?? customer?.metadata?.locale ?? "es"))
    const { STOREFRONT_URL } = parseEnv()
    // The token alone: the e-mail address stays out of the link (logs, histories, referrers); the
    // reset page reads whom it resets from the token itself (site/lib/client/account-actions.ts).
    const params = new URLSearchParams({ token: input.token })
    const url = `${STOREFRONT_URL}${locale === "en" ? "/en" : ""}/auth/reset-password?${params}`
    const mail: SendNotificationsStepInput = [
      {
        to: input.entity_id,
        channel: "email",
        template: "password-reset",
        resource_id: customer?.id ?? null,
        resource_type: "customer",
        trigger_type: "auth.password_reset",
        // One e-mail per token, however often the event is delivered.
        idempotency_key: `password-reset:${createHash("sha256").update(input.token).digest("hex")}`,
        data: {
          locale,
          customer_name: customer?.first_name ?? null,
          url,
          expires_in_minutes: RESET_TOKEN_MINUTES,
        },
      },
    ]
    return new StepResponse(mail)
  },
)
