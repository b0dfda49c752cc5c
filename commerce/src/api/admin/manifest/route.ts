import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { manifestOf } from "./load"
import type { AdminManifestQueryType } from "./validators"

/** The day manifest: every booking of a local date (optionally one experience), by start time. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminManifestQueryType>, res: MedusaResponse) {
  const { date, handle, entries } = await manifestOf(req)
  res.json({ date, handle, bookings: entries })
}
