import type { MedusaContainer } from "@medusajs/framework/types"
import { resendFailedMailWorkflow } from "../workflows/notification/resend-failed-mail"

/**
 * E-mail that failed on every attempt (the SMTP server was down) is tried
 * again every 10 minutes for a day, so an outage delays mail but never loses
 * it; each try is logged by the provider.
 */
export default async function retryFailedMail(container: MedusaContainer) {
  const since = new Date(Date.now() - 24 * 3600_000).toISOString()
  try {
    await resendFailedMailWorkflow(container).run({ input: { since } })
  } catch (error) {
    container.resolve("logger").warn(`Retrying failed e-mail: ${(error as Error).message}`)
  }
}

export const config = { name: "retry-failed-mail", schedule: "*/10 * * * *" }
