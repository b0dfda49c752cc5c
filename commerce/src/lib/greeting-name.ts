/** What an order knows of who booked it, as `query.graph` reads it. */
export type GreetingFacts = {
  billing_address?: { first_name?: string | null } | null
  customer?: { first_name?: string | null } | null
}

/**
 * The name an e-mail greets the traveller by: the lead guest's first name
 * (the booking's billing address), else the account's; null when neither is
 * known, so the mail says "Hola:" rather than the e-mail's local part
 * ("Hola, ops-a:").
 */
export function greetingName(order: GreetingFacts): string | null {
  const name = order.billing_address?.first_name?.trim() || order.customer?.first_name?.trim()
  return name || null
}
