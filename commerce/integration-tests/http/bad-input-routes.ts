/**
 * The routes the bad-input suite (bad-input.spec.ts) throws hostile ids, bodies and queries at.
 * bad-input-routes.test.ts reads every method a route file of commerce/src/api exports and fails
 * when one is neither here nor in NOT_FUZZED with its reason: a new route is fuzzed or said why not.
 */
/** A route and the ids in its path: `path` builds the URL from the `params` the suite generates. */
export type FuzzedRoute = {
  method: "GET" | "POST" | "DELETE"
  path: (p: Record<string, string>) => string
  params: string[]
  admin?: boolean
  body?: boolean
}

const BODY = { body: true }
const ADMIN = { admin: true }
const ADMIN_BODY = { admin: true, body: true }

/** `"POST /store/carts/:cart/bookings"` as a FuzzedRoute: each `:name` is an id the suite generates. */
function route(key: string, flags: { admin?: boolean; body?: boolean } = {}): FuzzedRoute {
  const [method, pattern] = key.split(" ") as [FuzzedRoute["method"], string]
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1])
  const path = (p: Record<string, string>) =>
    pattern.replace(/:(\w+)/g, (_, name: string) => p[name])
  return { method, path, params, ...flags }
}

/** Every custom route and every Medusa route we override, with the ids in its path. */
export const ROUTES: FuzzedRoute[] = [
  route("GET /store/experiences"),
  route("GET /store/catalogue/offers"),
  route("GET /store/catalogue/reviews"),
  route("GET /store/experiences/:handle/reviews"),
  route("GET /store/experiences/:handle/slots"),
  route("GET /store/experiences/:handle/availability"),
  route("GET /store/experiences/:handle/availability/:date"),
  route("GET /store/experiences/:handle/days"),
  route("POST /store/carts/:cart/bookings", BODY),
  route("POST /store/carts/:cart/bookings/:hold", BODY),
  route("DELETE /store/carts/:cart/bookings/:hold"),
  route("GET /store/carts/:cart/check"),
  route("POST /store/carts/:cart/checkout", BODY),
  route("POST /store/carts/:cart/complete-booking", BODY),
  route("POST /store/carts/:cart/complete", BODY),
  route("POST /store/carts", BODY),
  route("POST /store/carts/:cart/line-items", BODY),
  route("POST /store/carts/:cart/line-items/:line", BODY),
  route("DELETE /store/carts/:cart/line-items/:line"),
  route("POST /auth/customer/emailpass", BODY),
  route("POST /auth/customer/emailpass/register", BODY),
  route("POST /auth/customer/emailpass/reset-password", BODY),
  route("GET /store/session"),
  route("POST /store/customers/me/guest-orders/claim", BODY),
  route("GET /admin/slots/:slot", ADMIN),
  route("POST /admin/slots/:slot", ADMIN_BODY),
  route("POST /admin/experiences/:handle/closures", ADMIN_BODY),
  route("POST /admin/experiences/:handle/slots", ADMIN_BODY),
  route("POST /store/reviews", BODY),
  route("POST /store/offer-requests", BODY),
  route("POST /store/contact-messages", BODY),
  route("GET /admin/reviews", ADMIN),
  route("GET /admin/site-changes", ADMIN),
  route("POST /admin/reviews/:review/hide", ADMIN_BODY),
  route("POST /admin/reviews/:review/reply", ADMIN_BODY),
  route("POST /admin/review-rules", ADMIN_BODY),
  route("GET /admin/offer-requests", ADMIN),
  route("POST /admin/offer-requests/:offer", ADMIN_BODY),
  route("GET /admin/contact-messages", ADMIN),
  route("POST /admin/contact-messages/:message", ADMIN_BODY),
  route("GET /admin/experiences/:handle/slots", ADMIN),
  route("POST /admin/schedules/:schedule", ADMIN_BODY),
  route("GET /admin/manifest", ADMIN),
  route("GET /admin/manifest/csv", ADMIN),
  route("POST /admin/manifest/check-in", ADMIN_BODY),
  route("POST /admin/manifest/check-in/undo", ADMIN_BODY),
  route("GET /admin/pay-later", ADMIN),
  route("POST /admin/pay-later/:order/cancel", ADMIN_BODY),
  route("POST /admin/pay-later/:order/payment-link", ADMIN_BODY),
  route("POST /admin/orders/:order/payment-link", ADMIN_BODY),
  route("GET /store/payment-links/:session"),
  route("GET /admin/bookings", ADMIN),
  route("GET /admin/bookings/:booking", ADMIN),
  route("POST /admin/bookings/:booking/cancel", ADMIN_BODY),
  route("POST /admin/bookings/:booking/resend-voucher", ADMIN_BODY),
  route("POST /admin/bookings/:booking/mark-paid", ADMIN_BODY),
  route("GET /admin/bookings/:booking/change", ADMIN),
  route("POST /admin/bookings/:booking/change", ADMIN_BODY),
  route("GET /admin/review-rules", ADMIN),
  route("GET /admin/team-inbox", ADMIN),
  route("GET /admin/booking-facts/:product", ADMIN),
  route("DELETE /admin/schedules/:schedule", ADMIN),
  route("POST /admin/contact-messages/:message/reply", ADMIN_BODY),
  route("GET /admin/experiences/:handle/departures", ADMIN),
  route("POST /admin/experiences/:handle/departures", ADMIN_BODY),
  route("POST /admin/experiences/:handle/schedules", ADMIN_BODY),
  route("POST /admin/offer-requests/:offer/offer", ADMIN_BODY),
  route("GET /admin/orders/:order/lifecycle", ADMIN),
  route("POST /admin/reviews/:review/publish", ADMIN_BODY),
  route("GET /store/availability"),
  route("GET /store/combos"),
  route("POST /store/carts/:cart/combos", BODY),
  route("GET /store/carts/:cart/card-payment"),
  route("POST /store/carts/:cart/card-payment", BODY),
  route("GET /store/orders/:order/card-payment"),
  route("GET /store/vouchers/:voucher"),
  route("GET /store/vouchers/:voucher/cancellation"),
  route("POST /store/vouchers/:voucher/cancel", BODY),
  // Without a customer session: what a stranger's hostile request meets is the refusal.
  route("POST /store/customers/me/guest-orders", BODY),
  route("GET /store/customers/me/offer-requests"),
  route("GET /store/customers/me/orders"),
  route("GET /store/customers/me/wishlist"),
  route("POST /store/customers/me/wishlist", BODY),
  route("POST /store/customers/me/bookings/:booking/cancel", BODY),
  route("GET /store/customers/me/bookings/:booking/cancellation"),
  route("POST /store/customers/me/bookings/:booking/review", BODY),
]

/** Handlers of commerce/src/api the suite does not fuzz, each with why (keys: `METHOD /path/:/…`). */
export const NOT_FUZZED: Record<string, string> = {
  "POST /hooks/stripe":
    "Stripe's own caller, not a traveller's: a request without a valid Stripe-Signature over its raw bytes is a 400 before any parsing (the card-payment spec sends it signed events)",
}
