import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readSiteChanges } from "../../../lib/catalogue-changes"

/**
 * The live catalogue's change feed as the shop admin sees it (the widget
 * `site-changes` on the products list): the last change, the last success
 * and the last failure with its reason and the pages that stayed as they
 * were (docs/architecture.md#a-change-from-admin-or-studio-to-page).
 */
export async function GET(_req: MedusaRequest, res: MedusaResponse) {
  res.json({ site_changes: await readSiteChanges() })
}
