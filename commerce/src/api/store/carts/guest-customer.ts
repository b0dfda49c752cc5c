import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules, validateEmail } from "@medusajs/framework/utils"

/**
 * Medusa's cart routes find or create the customer of a cart's e-mail inside
 * their workflow: two carts made at once with one new e-mail both find none,
 * both create one, and the second dies on the e-mail's unique index (a 400
 * in English). So before Medusa's route runs, the guest customer of a new
 * e-mail is created here, once: whoever loses the race finds the winner's
 * record, and Medusa's step then finds it too. An e-mail Medusa would refuse
 * is left to Medusa's own validation.
 */
export async function ensureGuestCustomer(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  try {
    const raw = (req.body as { email?: unknown } | undefined)?.email
    if (typeof raw !== "string") return next()
    let email: string
    try {
      email = validateEmail(raw)
    } catch {
      return next()
    }
    const customers = req.scope.resolve(Modules.CUSTOMER)
    const exists = async () =>
      (await customers.listCustomers({ email }, { take: 1, select: ["id"] })).length > 0
    if (!(await exists())) {
      await customers.createCustomers({ email }).catch(async (error: unknown) => {
        if (!(await exists())) throw error
      })
    }
    next()
  } catch (error) {
    next(error)
  }
}
