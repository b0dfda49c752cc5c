import type { IncomingMessage, ServerResponse } from "node:http"
import { tapResponse } from "./response-tap"

/**
 * Headers of every Medusa response, set before Express sees the request:
 * Medusa's admin (`/app`, served by Medusa itself ahead of any middleware of
 * ours) must never render inside another site's frame, and no response says
 * which framework answered it (Express's X-Powered-By). Only frame-ancestors
 * is set as CSP, so the admin's own scripts keep working.
 */
export function guardResponse(_req: IncomingMessage, res: ServerResponse) {
  res.setHeader("X-Frame-Options", "DENY")
  res.setHeader("Content-Security-Policy", "frame-ancestors 'none'")
  res.setHeader("X-Content-Type-Options", "nosniff")
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin")
  // Express sets it on every request; it is taken off as the head goes out.
  tapResponse(res).on({ head: () => res.removeHeader("X-Powered-By") })
}
