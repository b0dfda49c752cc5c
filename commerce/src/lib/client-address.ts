import { timingSafeEqual } from "node:crypto"
import type { MedusaRequest } from "@medusajs/framework/http"
import { parseEnv } from "./env"

/** The header the site's proxy proves itself with (site/lib/server/commerce-proxy.mjs). */
export const PROXY_SECRET_HEADER = "x-sendero-proxy"

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** Whether a request carries the site proxy's secret (COMMERCE_PROXY_SECRET). */
export function proxyProven(
  req: MedusaRequest,
  secret = parseEnv().COMMERCE_PROXY_SECRET ?? "",
): boolean {
  const proof = req.get(PROXY_SECRET_HEADER)
  return !!secret && typeof proof === "string" && same(proof, secret)
}

/**
 * The address a request comes from, for per-IP limits. X-Forwarded-For is
 * believed only when the request carries the site proxy's secret
 * (COMMERCE_PROXY_SECRET): the proxy overwrites it with the address it saw.
 * Anyone calling Medusa directly is counted by their connection's address,
 * whatever header they send (Express's `req.ip` would trust it).
 */
export function clientAddress(
  req: MedusaRequest,
  secret = parseEnv().COMMERCE_PROXY_SECRET ?? "",
): string {
  const socket = req.socket?.remoteAddress ?? "unknown"
  if (!proxyProven(req, secret)) return socket
  const forwarded = req.get("x-forwarded-for")?.split(",").at(-1)?.trim()
  return forwarded || socket
}
