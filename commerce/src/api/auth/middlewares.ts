import type {
  MedusaNextFunction,
  MedusaRequest,
  MedusaResponse,
  MiddlewareRoute,
} from "@medusajs/framework/http"
import { loginLimit } from "../../lib/login-limit"
import { AUTH_LIMITS, rateLimit } from "../../lib/rate-limit"
import { equalLoginWork } from "./login-work"
import { endSessionsOnReset, renewSessionId } from "./sessions"
import { accountFormError, formError, type AccountForm } from "./validators"

/** Refuses a body that breaks the spec's rules for `form`, before Medusa's auth sees it. */
function checkForm(form: AccountForm) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const code = accountFormError((req.body ?? {}) as Record<string, unknown>, form)
    next(code ? formError(code) : undefined)
  }
}

/**
 * Travellers' accounts on Medusa's emailpass auth: the spec's form rules,
 * rate limits on login (shop admins' too), sign-up and forgot-password, a new
 * session id at each login, and a reset that ends older sessions. Medusa's
 * own routes do the rest; their errors are turned into the house copy by the
 * error handler.
 */
export const authMiddlewares: MiddlewareRoute[] = [
  {
    method: ["POST"],
    matcher: "/auth/customer/emailpass",
    middlewares: [checkForm("login"), loginLimit("customer"), equalLoginWork],
  },
  { method: ["POST"], matcher: "/auth/user/emailpass", middlewares: [loginLimit("user")] },
  { method: ["POST"], matcher: "/auth/session", middlewares: [renewSessionId] },
  // Medusa's own matcher, so this runs after its check of the reset token.
  {
    method: ["POST"],
    matcher: "/auth/:actor_type/:auth_provider/update",
    middlewares: [endSessionsOnReset],
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
