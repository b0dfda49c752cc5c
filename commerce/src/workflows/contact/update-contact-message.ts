import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateContactMessageStep, type ContactMessageChange } from "./steps/update-contact-message"

/** Support marks a contact message read or answered. */
export const updateContactMessageWorkflow = createWorkflow(
  "update-contact-message",
  (input: ContactMessageChange) => {
    return new WorkflowResponse(updateContactMessageStep(input))
  },
)
