import { randomBytes } from "node:crypto"

/** An error answered the way Stripe's API answers it: status and `{ error: {...} }`. */
export class StripeApiError extends Error {
  constructor(
    status,
    { type = "invalid_request_error", code, param, decline_code, message },
    { validation = false } = {},
  ) {
    super(message)
    this.status = status
    this.body = {
      error: {
        type,
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
        ...(decline_code ? { decline_code } : {}),
      },
    }
    // Stripe keeps no idempotent result for a request that failed validation.
    this.validation = validation
  }
}

const invalid = (param, message) =>
  new StripeApiError(400, { param, message }, { validation: true })
const missing = (object, id) =>
  new StripeApiError(404, {
    code: "resource_missing",
    param: "id",
    message: `No such ${object}: '${id}'`,
  })
const unexpectedState = (message) =>
  new StripeApiError(400, { code: "payment_intent_unexpected_state", message })

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
/** Ids shaped like Stripe's test-mode ids (`cs_test_…`, `pi_…`). */
export function newId(prefix, length = 24) {
  const bytes = randomBytes(length)
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`
}

/** Stripe's test cards: what each one does when it pays. */
export const TEST_CARDS = {
  4242424242424242: { outcome: "succeeded" },
  4000000000000002: {
    outcome: "declined",
    decline_code: "generic_decline",
    message: "Your card was declined.",
  },
  4000000000009995: {
    outcome: "declined",
    decline_code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
}

const CANCELABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
]
const LOCALES = ["auto", "es", "en", "fr", "de", "it", "pt", "ar", "nl"]
const MIN_EXPIRY_S = 30 * 60
const MAX_EXPIRY_S = 24 * 60 * 60

/**
 * The state of a Stripe account as far as hosted Checkout with manual capture
 * needs it: Checkout Sessions, their PaymentIntents and charges, refunds, and
 * the events each change emits (handed to `onEvent`). `now()` is in ms and
 * can be moved forward by the control API to make sessions expire.
 */
export function createLedger({ baseUrl, onEvent = () => {}, now = () => Date.now() }) {
  const sessions = new Map()
  const intents = new Map()
  const charges = new Map()
  const refunds = new Map()
  const seconds = () => Math.floor(now() / 1000)

  function emit(type, object, request = {}) {
    onEvent({
      id: newId("evt", 24),
      object: "event",
      api_version: "2026-10-28.endive",
      created: seconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: request.id ?? null, idempotency_key: request.idempotencyKey ?? null },
      type,
    })
  }

  function sessionView(session, expand = []) {
    const { line_items, ...view } = session
    const out = structuredClone(view)
    if (expand.includes("payment_intent") && session.payment_intent) {
      out.payment_intent = structuredClone(intents.get(session.payment_intent))
    }
    if (expand.includes("line_items")) {
      out.line_items = {
        object: "list",
        data: structuredClone(line_items),
        has_more: false,
        url: `/v1/checkout/sessions/${session.id}/line_items`,
      }
    }
    return out
  }

  function createSession(params) {
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
    const created = seconds()
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
      throw invalid(
        "payment_intent_data[capture_method]",
        `Invalid capture_method: ${captureMethod}`,
      )
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
    sessions.set(id, session)
    return sessionView(session, [].concat(params.expand ?? []))
  }

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

  function integer(value, param) {
    const n = Number(value)
    if (!Number.isInteger(n)) throw invalid(param, `Invalid integer: ${value}`)
    return n
  }

  function getSession(id) {
    sweep()
    const session = sessions.get(id)
    if (!session) throw missing("checkout.session", id)
    return session
  }

  function expireSession(id, request) {
    const session = getSession(id)
    if (session.status !== "open") {
      throw new StripeApiError(400, {
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      })
    }
    expire(session, request)
    return sessionView(session)
  }

  function expire(session, request) {
    session.status = "expired"
    session.url = null
    const intent = session.payment_intent && intents.get(session.payment_intent)
    if (intent && CANCELABLE.includes(intent.status)) {
      cancel(intent, "abandoned", request)
    }
    emit("checkout.session.expired", sessionView(session), request)
  }

  /** Expires every open session whose `expires_at` has passed, as Stripe does. */
  function sweep() {
    const t = seconds()
    for (const session of sessions.values()) {
      if (session.status === "open" && session.expires_at <= t) expire(session, {})
    }
  }

  /** The customer submits a card on the hosted page. */
  function pay(sessionId, cardNumber) {
    const session = getSession(sessionId)
    if (session.status !== "open") {
      throw new StripeApiError(400, {
        code: "checkout_session_not_open",
        message: `This Checkout Session is ${session.status}.`,
      })
    }
    const number = String(cardNumber ?? "").replace(/\D/g, "")
    const card = TEST_CARDS[number]
    if (!card) {
      throw new StripeApiError(402, {
        type: "card_error",
        code: "card_declined",
        decline_code: "test_mode_live_card",
        message:
          "Your card was declined. Use one of Stripe's test cards: no real card is accepted here.",
      })
    }
    let intent = session.payment_intent && intents.get(session.payment_intent)
    if (!intent) {
      intent = {
        id: newId("pi", 24),
        object: "payment_intent",
        amount: session.amount_total,
        amount_capturable: 0,
        amount_received: 0,
        canceled_at: null,
        cancellation_reason: null,
        capture_method: session.payment_intent_data.capture_method,
        created: seconds(),
        currency: session.currency,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: session.payment_intent_data.metadata,
        payment_method_types: ["card"],
        status: "requires_payment_method",
      }
      intents.set(intent.id, intent)
      session.payment_intent = intent.id
    }
    const charge = {
      id: newId("ch", 24),
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      created: seconds(),
      currency: intent.currency,
      failure_code: null,
      failure_message: null,
      livemode: false,
      outcome: null,
      paid: false,
      payment_intent: intent.id,
      payment_method_details: { type: "card", card: { brand: "visa", last4: number.slice(-4) } },
      refunded: false,
      status: "pending",
    }
    charges.set(charge.id, charge)
    intent.latest_charge = charge.id
    if (card.outcome === "declined") {
      Object.assign(charge, {
        status: "failed",
        failure_code: "card_declined",
        failure_message: card.message,
        outcome: { type: "issuer_declined" },
      })
      intent.last_payment_error = {
        type: "card_error",
        code: "card_declined",
        decline_code: card.decline_code,
        message: card.message,
        charge: charge.id,
      }
      emit("charge.failed", charge)
      emit("payment_intent.payment_failed", intent)
      return {
        outcome: "declined",
        session: sessionView(session),
        error: intent.last_payment_error,
      }
    }
    intent.last_payment_error = null
    Object.assign(charge, { status: "succeeded", paid: true, outcome: { type: "authorized" } })
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture"
      intent.amount_capturable = intent.amount
      emit("charge.succeeded", charge)
      emit("payment_intent.amount_capturable_updated", intent)
    } else {
      Object.assign(charge, { captured: true, amount_captured: charge.amount })
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount })
      emit("charge.succeeded", charge)
      emit("payment_intent.succeeded", intent)
    }
    session.status = "complete"
    session.url = null
    session.payment_status = intent.status === "succeeded" ? "paid" : "unpaid"
    emit("checkout.session.completed", sessionView(session))
    return { outcome: "succeeded", session: sessionView(session) }
  }

  function getIntent(id) {
    sweep()
    const intent = intents.get(id)
    if (!intent) throw missing("payment_intent", id)
    return intent
  }

  function captureIntent(id, params, request) {
    const intent = getIntent(id)
    if (intent.status !== "requires_capture") {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      )
    }
    const amount =
      params.amount_to_capture === undefined
        ? intent.amount_capturable
        : integer(params.amount_to_capture, "amount_to_capture")
    if (amount <= 0) throw invalid("amount_to_capture", "amount_to_capture must be greater than 0.")
    if (amount > intent.amount_capturable) {
      throw new StripeApiError(400, {
        code: "amount_too_large",
        param: "amount_to_capture",
        message: `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
      })
    }
    const charge = charges.get(intent.latest_charge)
    Object.assign(charge, { captured: true, amount_captured: amount })
    // Capturing less than authorised releases the rest, as Stripe does.
    Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 })
    emit("charge.captured", charge, request)
    emit("payment_intent.succeeded", intent, request)
    return structuredClone(intent)
  }

  function cancelIntent(id, params, request) {
    const intent = getIntent(id)
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
      )
    }
    const reasons = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"]
    if (params.cancellation_reason && !reasons.includes(params.cancellation_reason)) {
      throw invalid(
        "cancellation_reason",
        `Invalid cancellation_reason: ${params.cancellation_reason}`,
      )
    }
    cancel(intent, params.cancellation_reason ?? null, request)
    return structuredClone(intent)
  }

  function cancel(intent, reason, request) {
    Object.assign(intent, {
      status: "canceled",
      amount_capturable: 0,
      canceled_at: seconds(),
      cancellation_reason: reason,
    })
    emit("payment_intent.canceled", intent, request)
  }

  function createRefund(params, request) {
    let intent
    if (params.payment_intent) intent = getIntent(params.payment_intent)
    else if (params.charge) {
      const charge = charges.get(params.charge)
      if (!charge) throw missing("charge", params.charge)
      intent = getIntent(charge.payment_intent)
    } else throw invalid("payment_intent", "One of `payment_intent` or `charge` is required.")
    const charge = intent.latest_charge && charges.get(intent.latest_charge)
    if (intent.status !== "succeeded" || !charge?.captured) {
      throw new StripeApiError(400, {
        code: "charge_not_refundable",
        message: `This PaymentIntent has a status of ${intent.status} and has nothing captured to refund.`,
      })
    }
    const remaining = charge.amount_captured - charge.amount_refunded
    if (remaining === 0) {
      throw new StripeApiError(400, {
        code: "charge_already_refunded",
        message: `Charge ${charge.id} has already been refunded.`,
      })
    }
    const amount = params.amount === undefined ? remaining : integer(params.amount, "amount")
    if (amount <= 0) throw invalid("amount", "amount must be greater than 0.")
    if (amount > remaining) {
      throw new StripeApiError(400, {
        code: "amount_too_large",
        param: "amount",
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
      })
    }
    const refund = {
      id: newId("re", 24),
      object: "refund",
      amount,
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: "succeeded",
    }
    refunds.set(refund.id, refund)
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount_captured
    emit("refund.created", refund, request)
    emit("charge.refunded", charge, request)
    return structuredClone(refund)
  }

  function getRefund(id) {
    const refund = refunds.get(id)
    if (!refund) throw missing("refund", id)
    return structuredClone(refund)
  }

  function listSessions(params) {
    sweep()
    let list = [...sessions.values()].reverse()
    if (params.payment_intent) list = list.filter((s) => s.payment_intent === params.payment_intent)
    if (params.status) list = list.filter((s) => s.status === params.status)
    // Stripe's `created[gte]` / `created[lt]` and cursor paging (newest first, `starting_after` an id of the last page).
    if (params.created?.gte !== undefined)
      list = list.filter((s) => s.created >= integer(params.created.gte, "created[gte]"))
    if (params.created?.lt !== undefined)
      list = list.filter((s) => s.created < integer(params.created.lt, "created[lt]"))
    if (params.starting_after) {
      const at = list.findIndex((s) => s.id === params.starting_after)
      if (at < 0)
        throw invalid("starting_after", `No such checkout.session: '${params.starting_after}'`)
      list = list.slice(at + 1)
    }
    const limit = params.limit === undefined ? 10 : Math.min(100, integer(params.limit, "limit"))
    return {
      object: "list",
      data: list.slice(0, limit).map((s) => sessionView(s)),
      has_more: list.length > limit,
      url: "/v1/checkout/sessions",
    }
  }

  return {
    createSession,
    retrieveSession: (id, expand = []) => sessionView(getSession(id), expand),
    sessionLineItems: (id) => ({
      object: "list",
      data: structuredClone(getSession(id).line_items),
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    }),
    expireSession,
    listSessions,
    pay,
    retrieveIntent: (id, expand = []) => {
      const intent = structuredClone(getIntent(id))
      if (expand.includes("latest_charge") && intent.latest_charge)
        intent.latest_charge = structuredClone(charges.get(intent.latest_charge))
      return intent
    },
    retrieveCharge: (id) => {
      const charge = charges.get(id)
      if (!charge) throw missing("charge", id)
      return structuredClone(charge)
    },
    captureIntent,
    cancelIntent,
    createRefund,
    retrieveRefund: getRefund,
    sweep,
  }
}
