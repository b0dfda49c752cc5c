import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { createContactMessageStep, type ContactMessageInput } from "./steps/create-contact-message"

/** Event raised when a contact message is stored; its subscriber e-mails it to support. */
export const CONTACT_MESSAGE_CREATED = "contact_message.created"

/**
 * A visitor writes from the contact page: the message is stored and an event
 * hands it to the mail subscriber, so the visitor never waits for SMTP.
 */
export const sendContactMessageWorkflow = createWorkflow(
  "send-contact-message",
  (input: ContactMessageInput) => {
    const message = createContactMessageStep(input)
    emitEventStep({
      eventName: CONTACT_MESSAGE_CREATED,
      data: transform({ message }, ({ message }) => ({ id: message.id })),
    })
    return new WorkflowResponse(message)
  },
)
