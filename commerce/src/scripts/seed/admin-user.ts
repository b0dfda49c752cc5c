import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createUserAccountWorkflow } from "@medusajs/medusa/core-flows"

/** Creates the shop admin (e-mail and password login) unless that e-mail exists. */
export async function ensureAdminUser(
  container: MedusaContainer,
  email: string,
  password: string,
): Promise<"created" | "exists"> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const users = await container.resolve(Modules.USER).listUsers({ email })
  if (users.length) return "exists"
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await auth.register("emailpass", { body: { email, password } })
  if (error || !authIdentity) throw new Error(`Could not register the admin login: ${error}`)
  await createUserAccountWorkflow(container).run({
    input: { authIdentityId: authIdentity.id, userData: { email } },
  })
  logger.info(`Admin user ${email} created`)
  return "created"
}
