import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"
import type { Locale } from "../../../lib/i18n/messages"

export type ContactMessageInput = {
  name: string
  email: string
  subject: string
  message: string
  locale: Locale
}

/** Stores a contact message as written; compensation deletes it. */
export const createContactMessageStep = createStep(
  "create-contact-message",
  async (input: ContactMessageInput, { container }) => {
    const contact: ContactModuleService = container.resolve(CONTACT_MODULE)
    const message = await contact.createContactMessages(input)
    return new StepResponse(message, message.id)
  },
  async (id, { container }) => {
    if (!id) return
    await (container.resolve(CONTACT_MODULE) as ContactModuleService).deleteContactMessages(id)
  },
)
