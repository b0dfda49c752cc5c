import type { MedusaRequest } from "@medusajs/framework/http"

const LIMIT_BYTES = 512 * 1024

/**
 * The request body exactly as Stripe signed it (the route's body parser is
 * off), or null when it is larger than any Stripe event.
 */
export async function readRawBody(req: MedusaRequest): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > LIMIT_BYTES) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
