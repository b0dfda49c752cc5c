import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { USER_NAME_FIELDS } from "../query-config/users"

type User = { id: string; email: string; first_name?: string | null; last_name?: string | null }

/**
 * The name of each operator (admin user) by id, as the desk's history says who did what: first
 * and last name, or the e-mail when they have none. An unknown id is left out.
 */
export async function operatorNames(
  container: MedusaContainer,
  ids: string[],
): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "user",
    fields: USER_NAME_FIELDS,
    filters: { id: ids },
  })
  return new Map(
    (data as User[]).map((u) => [
      u.id,
      [u.first_name, u.last_name].filter(Boolean).join(" ") || u.email,
    ]),
  )
}
