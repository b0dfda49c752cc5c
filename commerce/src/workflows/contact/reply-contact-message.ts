import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { sendMailStep } from "../notification/steps/send-mail"
import { contactReference } from "./steps/build-contact-mail"
import { recordContactReplyStep, type ContactReply } from "./steps/record-contact-reply"

/**
 * The team answers a contact message from the admin: the answer is recorded
 * on the message (now answered) and e-mailed to the sender in the language
 * they wrote in, quoting their message. Each answer is one e-mail (its key is
 * the message and the answer's instant). With the mail server down the
 * answer stays recorded and its e-mail is retried (`sent: false`).
 */
export const replyContactMessageWorkflow = createWorkflow(
  "reply-contact-message",
  (input: ContactReply) => {
    const message = recordContactReplyStep(input)
    const mail = transform({ message }, ({ message }): SendNotificationsStepInput => [
      {
        to: message.email,
        channel: "email",
        template: "contact-reply",
        resource_id: message.id,
        resource_type: "contact_message",
        trigger_type: "contact_message.replied",
        idempotency_key: `contact-reply:${message.id}:${new Date(message.replied_at!).getTime()}`,
        data: {
          locale: message.locale,
          name: message.name,
          subject: message.subject,
          message: message.message,
          reply: message.reply!,
          reference: contactReference(message.id),
        },
      },
    ])
    releaseFailedSendsStep(mail)
    const mailed = sendMailStep(mail)
    return new WorkflowResponse(
      transform({ message, mailed }, ({ message, mailed }) => ({ message, sent: mailed.sent })),
    )
  },
)
