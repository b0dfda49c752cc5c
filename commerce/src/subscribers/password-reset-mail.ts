import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendPasswordResetMailWorkflow } from "../workflows/notification/send-password-reset-mail"
import type { PasswordResetEvent } from "../workflows/notification/steps/build-password-reset-mail"

/** Sends the reset link Medusa's reset-password route generated. */
export default async function passwordResetMail({
  event,
  container,
}: SubscriberArgs<PasswordResetEvent>) {
  try {
    await sendPasswordResetMailWorkflow(container).run({ input: event.data })
  } catch (error) {
    container
      .resolve("logger")
      .error(
        `Password reset e-mail to ${event.data.entity_id} was not sent: ${(error as Error).message}`,
      )
    throw error
  }
}

export const config: SubscriberConfig = { event: "auth.password_reset" }
