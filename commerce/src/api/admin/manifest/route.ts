import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { manifestOf } from "./load"
import type { AdminManifestQueryType } from "./validators"

/**
 * The day manifest: every booking of a local date (optionally one
 * experience) by start time, and its slots with seats booked and held
 * against capacity and their live holds.
 */
export async function GET(
  req: AuthenticatedMedusaRequest<unknown, AdminManifestQueryType>,
  res: MedusaResponse,
) {
  const { date, handle, entries, slots } = await manifestOf(req)
  res.json({ date, handle, slots, bookings: entries })
}
