import { integer, invalid, missing, newId, StripeApiError } from "./api-errors.mjs"
import { newCheckoutSession } from "./checkout-session.mjs"
import { CANCELABLE, createMoneyMoves } from "./money-moves.mjs"

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
    const session = newCheckoutSession(params, { created: seconds(), baseUrl })
    sessions.set(session.id, session)
    return sessionView(session, [].concat(params.expand ?? []))
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

  const { captureIntent, cancelIntent, cancel, createRefund, getRefund } = createMoneyMoves({
    charges,
    refunds,
    emit,
    seconds,
    getIntent,
  })

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
