import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"

/** The reference support quotes for a message ("MSG-" and the id's last 8 characters). */
export const contactReference = (id: string) => `MSG-${id.slice(-8).toUpperCase()}`

/** The e-mail that takes a contact message to the support inbox (in Spanish, the team's language). */
export const buildContactMailStep = createStep(
  "build-contact-mail",
  async (input: { id: string }, { container }) => {
    const message = await (
      container.resolve(CONTACT_MODULE) as ContactModuleService
    ).retrieveContactMessage(input.id)
    const mail: SendNotificationsStepInput = [
      {
        to: parseEnv().SUPPORT_EMAIL,
        channel: "email",
        template: "contact-message",
        resource_id: message.id,
        resource_type: "contact_message",
        trigger_type: "contact_message.created",
        idempotency_key: `contact-message:${message.id}`,
        data: {
          locale: "es",
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          reference: contactReference(message.id),
        },
      },
    ]
    return new StepResponse(mail)
  },
)
