import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { CONTACT_MESSAGE_CREATED } from "../workflows/contact/send-contact-message"
import { mailContactMessageWorkflow } from "../workflows/contact/mail-contact-message"

/** Takes a new contact-page message to the support inbox. */
export default async function contactMessageMail({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  try {
    await mailContactMessageWorkflow(container).run({ input: { id: event.data.id } })
  } catch (error) {
    container
      .resolve("logger")
      .error(`Contact message ${event.data.id} was not e-mailed: ${(error as Error).message}`)
    throw error
  }
}

export const config: SubscriberConfig = { event: CONTACT_MESSAGE_CREATED }
