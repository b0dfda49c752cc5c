import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The shop's own time zone, for times that belong to no one experience (a
 * contact message, an offer request, the team's digest): the zone most of
 * its experiences run in; UTC for a shop without any.
 */
export async function shopTimezone(container: MedusaContainer): Promise<string> {
  const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
    `SELECT timezone FROM experience WHERE deleted_at IS NULL
        GROUP BY timezone ORDER BY count(*) DESC, timezone LIMIT 1`,
  )
  return (rows[0]?.timezone as string | undefined) ?? "UTC"
}
