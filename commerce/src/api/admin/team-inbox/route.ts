import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { teamCounts } from "../../../lib/team-inbox"

/** What waits for the team: reviews to moderate, open custom-offer requests, unanswered contact messages. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json({ counts: await teamCounts(req.scope) })
}
