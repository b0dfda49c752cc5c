import { integer, invalid, newId } from "./api-errors.mjs"

const LOCALES = ["auto", "es", "en", "fr", "de", "it", "pt", "ar", "nl"]
const MIN_EXPIRY_S = 30 * 60
const MAX_EXPIRY_S = 24 * 60 * 60

/**
 * A new Checkout Session from the parameters of `POST /v1/checkout/sessions`, checked as Stripe
 * checks them (mode, URLs, line items, expiry window, locale, capture method), or the refusal.
 */
export function newCheckoutSession(params, { created, baseUrl }) {
  if (params.mode !== "payment")
    throw invalid("mode", "This test double supports `mode=payment` only.")
  if (!params.success_url) throw invalid("success_url", "Missing required param: success_url.")
  for (const field of ["success_url", "cancel_url"]) {
    if (params[field] && !URL.canParse(params[field]))
      throw invalid(field, `Not a valid URL: ${field}`)
  }
  const items = params.line_items
  if (!Array.isArray(items) || items.length === 0)
    throw invalid("line_items", "Missing required param: line_items.")
  const lineItems = items.map((item, i) => lineItem(item, i))
  const currencies = new Set(lineItems.map((l) => l.currency))
  if (currencies.size !== 1)
    throw invalid("line_items", "All line items must use the same currency.")
  let expiresAt = created + MAX_EXPIRY_S
  if (params.expires_at !== undefined) {
    expiresAt = integer(params.expires_at, "expires_at")
    if (expiresAt - created < MIN_EXPIRY_S) {
      throw invalid(
        "expires_at",
        "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      )
    }
    if (expiresAt - created > MAX_EXPIRY_S) {
      throw invalid(
        "expires_at",
        "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      )
    }
  }
  if (params.locale && !LOCALES.includes(params.locale))
    throw invalid("locale", `Invalid locale: ${params.locale}`)
  const captureMethod = params.payment_intent_data?.capture_method ?? "automatic"
  if (!["automatic", "automatic_async", "manual"].includes(captureMethod)) {
    throw invalid("payment_intent_data[capture_method]", `Invalid capture_method: ${captureMethod}`)
  }
  if (params.client_reference_id && String(params.client_reference_id).length > 200) {
    throw invalid("client_reference_id", "client_reference_id must be at most 200 characters.")
  }
  const id = newId("cs_test", 58)
  const amount = lineItems.reduce((sum, l) => sum + l.amount_total, 0)
  const session = {
    id,
    object: "checkout.session",
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    created,
    currency: [...currencies][0],
    customer_email: params.customer_email ?? null,
    expires_at: expiresAt,
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode: "payment",
    payment_intent: null,
    payment_intent_data: {
      capture_method: captureMethod,
      metadata: params.payment_intent_data?.metadata ?? {},
    },
    payment_method_types: ["card"],
    payment_status: "unpaid",
    status: "open",
    success_url: params.success_url,
    url: `${baseUrl}/pay/${id}`,
    line_items: lineItems,
  }
  return session
}

/** One line item of a session, from its `price_data`. */
function lineItem(item, i) {
  const data = item.price_data
  if (!data)
    throw invalid(
      `line_items[${i}][price_data]`,
      "Each line item needs price_data in this test double.",
    )
  const unitAmount = integer(data.unit_amount, `line_items[${i}][price_data][unit_amount]`)
  const quantity = integer(item.quantity ?? "1", `line_items[${i}][quantity]`)
  if (unitAmount < 0)
    throw invalid(`line_items[${i}][price_data][unit_amount]`, "unit_amount must be at least 0.")
  if (quantity < 1) throw invalid(`line_items[${i}][quantity]`, "quantity must be at least 1.")
  const name = data.product_data?.name
  if (!name)
    throw invalid(
      `line_items[${i}][price_data][product_data][name]`,
      "Missing required param: product_data[name].",
    )
  if (!/^[a-z]{3}$/.test(data.currency ?? ""))
    throw invalid(`line_items[${i}][price_data][currency]`, "Invalid currency.")
  return {
    id: newId("li", 24),
    object: "item",
    amount_subtotal: unitAmount * quantity,
    amount_total: unitAmount * quantity,
    currency: data.currency,
    description: name,
    quantity,
    price: {
      object: "price",
      currency: data.currency,
      unit_amount: unitAmount,
      product_data: data.product_data,
    },
  }
}
