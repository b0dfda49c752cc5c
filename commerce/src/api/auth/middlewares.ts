import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { AUTH_LIMITS, rateLimit } from "../../lib/rate-limit"
import { equalLoginWork } from "./login-work"
import { accountFormError, formError, type AccountForm } from "./validators"

/** Refuses a body that breaks the spec's rules for `form`, before Medusa's auth sees it. */
function checkForm(form: AccountForm) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const code = accountFormError((req.body ?? {}) as Record<string, unknown>, form)
    next(code ? formError(code) : undefined)
  }
}

/**
 * Travellers' accounts on Medusa's emailpass auth: the spec's form rules and
 * rate limits on login, sign-up and forgot-password. Medusa's own routes do
 * the rest; their errors are turned into the house copy by the error handler.
 */
export const authMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/auth/customer/emailpass",
    middlewares: [checkForm("login"), rateLimit(AUTH_LIMITS.login), equalLoginWork],
  },
  {
    method: ["POST"],
    matcher: "/auth/customer/emailpass/register",
    middlewares: [checkForm("signup"), rateLimit(AUTH_LIMITS.signup)],
  },
  {
    method: ["POST"],
    matcher: "/auth/customer/emailpass/reset-password",
    middlewares: [checkForm("forgot"), rateLimit(AUTH_LIMITS.forgot)],
  },
  {
    method: ["POST"],
    matcher: "/auth/customer/emailpass/update",
    middlewares: [checkForm("reset")],
  },
]
