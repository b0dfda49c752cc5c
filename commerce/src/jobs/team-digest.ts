import type { MedusaContainer } from "@medusajs/framework/types"
import { sendTeamDigestWorkflow } from "../workflows/team-digest/send-team-digest"

/**
 * Tells the team what arrived (reviews waiting for moderation, custom-offer
 * requests, contact messages): one e-mail to the support address per
 * 15 minutes at most, listing them, with what waits in all.
 */
export default async function teamDigest(container: MedusaContainer, now = new Date()) {
  try {
    await sendTeamDigestWorkflow(container).run({ input: { now: now.toISOString() } })
  } catch (error) {
    container.resolve("logger").warn(`Team digest not sent: ${(error as Error).message}`)
  }
}

export const config = { name: "team-digest", schedule: "*/15 * * * *" }
