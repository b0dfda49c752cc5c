import {
  getAuthContextFromJwtToken,
  type AuthContext,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { BookingError } from "../../lib/booking-error"
import { liftLoginLock } from "../../lib/login-limit"

/**
 * The auth identity's `app_metadata` key counting its password resets. Medusa
 * copies an identity's app_metadata into every token it issues, and a session
 * keeps its token's context, so each token and session carries the count it
 * was made under; one made before the last reset carries an older one.
 */
export const SESSION_GENERATION = "session_generation"

type Session = { auth_context?: AuthContext; regenerate: (done: (error?: unknown) => void) => void }
type WithAuth = MedusaRequest & { session?: Session; auth_context?: AuthContext }

const generationOf = (context: Pick<AuthContext, "app_metadata">) =>
  Number(context.app_metadata?.[SESSION_GENERATION] ?? 0)

/** A login's context (a reset link's token has a purpose and is Medusa's own single-use check). */
const isLogin = (context: AuthContext | null | undefined): context is AuthContext =>
  !!context?.auth_identity_id && !context.purpose

function bearerContext(req: MedusaRequest) {
  if (!req.headers.authorization) return null
  const { http } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  return getAuthContextFromJwtToken(
    req.headers.authorization,
    http.jwtSecret!,
    ["bearer"],
    ["*"],
    http.jwtPublicKey,
    http.jwtVerifyOptions ?? http.jwtOptions,
  )
}

async function currentGenerations(container: MedusaContainer, ids: string[]) {
  const identities = await container
    .resolve(Modules.AUTH)
    .listAuthIdentities({ id: [...new Set(ids)] }, { select: ["id", "app_metadata"] })
  return new Map(
    identities.map((identity) => [
      identity.id,
      generationOf({ app_metadata: identity.app_metadata ?? {} }),
    ]),
  )
}

// Routes that only an authenticated caller may use and that Medusa's own
// middlewares have already authenticated (the admin API), or whose refusal
// Medusa would word in English: a stale login is refused here, in the house copy.
const REFUSED_WHEN_ENDED = /^\/(admin\/|auth\/session$|auth\/token\/refresh$)/

/**
 * Forgets a session or token made before its identity's last password reset:
 * the session loses its login, the bearer header is dropped, and the request
 * goes on as a visitor's (or is refused, on routes that need a login).
 */
export async function refuseEndedSessions(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  try {
    const request = req as WithAuth
    const session = request.session?.auth_context
    const token = bearerContext(req)
    const attached = request.auth_context
    const logins = [session, token, attached].filter(isLogin)
    if (!logins.length) return next()
    const current = await currentGenerations(
      req.scope,
      logins.map((login) => login.auth_identity_id),
    )
    const ended = (context: AuthContext | null | undefined) =>
      isLogin(context) && current.get(context.auth_identity_id) !== generationOf(context)
    const stale = [session, token, attached].some(ended)
    if (ended(session)) delete request.session!.auth_context
    if (ended(token)) delete req.headers.authorization
    if (ended(attached)) delete request.auth_context
    const path = req.originalUrl.split("?")[0]
    if (stale && REFUSED_WHEN_ENDED.test(path))
      throw new BookingError(MedusaError.Types.UNAUTHORIZED, "login_required")
    next()
  } catch (error) {
    next(error)
  }
}

/**
 * A login always gets a new session id (the old session is destroyed), so a
 * cookie planted in the browser before the login never carries the account.
 */
export function renewSessionId(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const session = (req as WithAuth).session
  if (!session) return next()
  session.regenerate((error: unknown) => next(error))
}

/**
 * Runs after Medusa has checked and used the reset link's token: counts the
 * reset on the identity, which ends every session and token made before it,
 * and lifts the e-mail's login lock.
 */
export async function endSessionsOnReset(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  try {
    const context = (req as WithAuth).auth_context
    const actor = req.params.actor_type
    if (!context?.auth_identity_id || (actor !== "customer" && actor !== "user")) return next()
    const auth = req.scope.resolve(Modules.AUTH)
    const identity = await auth.retrieveAuthIdentity(context.auth_identity_id, {
      select: ["id", "app_metadata"],
    })
    const app_metadata = identity.app_metadata ?? {}
    await auth.updateAuthIdentities({
      id: identity.id,
      app_metadata: { ...app_metadata, [SESSION_GENERATION]: generationOf({ app_metadata }) + 1 },
    })
    if (context.actor_id) await liftLoginLock(req.scope, actor, context.actor_id)
    next()
  } catch (error) {
    next(error)
  }
}
