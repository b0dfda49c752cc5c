import fc from "fast-check"
import { dayFromToday, DESERT_SAFARI } from "../fixtures"

/*
 * What the bad-input suite (bad-input.spec.ts) generates: hostile texts, dates and numbers, JSON
 * values of every kind, and from them bodies, path ids and queries for the routes of
 * bad-input-routes.ts.
 */

/** The real ids the suite mixes into its hostile requests (a cart, its hold and line, a slot, the admin token). */
export type Ids = {
  cartId: string
  otherCartId: string
  holdId: string
  lineId: string
  slotId: string
  token: string
}

const CONTROL = fc.constantFrom(
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\n",
  "\t",
  "\u2028",
  "\ud83d\ude00",
)
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .tuple(fc.string({ maxLength: 10 }), CONTROL, fc.string({ maxLength: 10 }))
    .map(([a, c, b]) => a + c + b),
  fc.constantFrom(
    "../../admin/users",
    "..",
    ".",
    "%00",
    "%2e%2e%2fadmin",
    "__proto__",
    "constructor",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
  ),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => "x".repeat(n)),
)
const dates = fc.oneof(
  fc.constantFrom(
    "9999-12-31",
    "0001-01-01",
    "2026-02-30",
    "2026-13-01",
    "+010000-01-01",
    "-000001-01-01",
    "yesterday",
    "",
  ),
  fc.integer({ min: -3000, max: 3000 }).map((d) => dayFromToday(d)),
  fc.integer({ min: -9, max: 9 }).map((d) => dayFromToday(d < 0 ? d - 7 : 730 + d)),
)
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, -0, 1e308),
)
/** JSON values of every kind, including the hostile ones. */
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(hostileText, numbers, dates, fc.boolean(), fc.constant(null)),
  node: fc.oneof(
    { depthSize: "small" },
    tie("leaf"),
    fc.array(tie("node"), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("__proto__", "constructor", "metadata", "hold_id"),
      ),
      tie("node"),
      { maxKeys: 4 },
    ),
  ),
})).node
const deep = fc
  .integer({ min: 30, max: 3000 })
  .map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)

/** Bodies shaped like the real ones with hostile values, plus anything at all. */
export const body = (ids: Ids) =>
  fc.oneof(
    fc
      .record(
        {
          slot_id: fc.oneof(fc.constant(ids.slotId), hostileText),
          travellers: fc.oneof(
            value,
            fc.record({ adult: numbers, child: numbers, infant: numbers }, { requiredKeys: [] }),
          ),
          items: fc.oneof(numbers, value),
          extras: fc.oneof(
            value,
            fc.array(fc.record({ code: hostileText, quantity: numbers }), { maxLength: 12 }),
          ),
          pickup_point_id: fc.oneof(hostileText, fc.constant(null)),
          variant_id: hostileText,
          quantity: numbers,
          metadata: fc.oneof(
            value,
            fc.record({
              hold_id: fc.oneof(fc.constant(ids.holdId), hostileText),
              slot_id: hostileText,
            }),
          ),
          items_: value,
          capacity: numbers,
          status: fc.oneof(fc.constantFrom("open", "closed"), hostileText),
          date: dates,
          option_code: hostileText,
          start_time: fc.oneof(fc.constantFrom("25:00", "09:60", "09:00"), hostileText),
          duration_minutes: numbers,
          region_id: hostileText,
          email: hostileText,
          reference: hostileText,
          weekdays: fc.oneof(value, fc.array(numbers, { maxLength: 8 })),
          start_times: fc.oneof(value, fc.array(hostileText, { maxLength: 4 })),
          valid_from: dates,
          valid_to: fc.oneof(dates, fc.constant(null)),
        },
        { requiredKeys: [] },
      )
      .map((b) => JSON.stringify(b)),
    value.map((v) => JSON.stringify(v)),
    deep,
    fc.constantFrom(
      "{nope",
      "[1,2",
      '{"a":1}}',
      "null",
      "",
      "\u0000",
      '{"__proto__":{"polluted":1}}',
    ),
  )

export const param = (name: string, ids: Ids) => {
  const valid: Record<string, string[]> = {
    handle: [DESERT_SAFARI.handle, "no-existe"],
    date: [dayFromToday(2)],
    cart: [ids.cartId, ids.otherCartId, "cart_01JZZZZZZZZZZZZZZZZZZZZZZZ"],
    hold: [ids.holdId, "hold_01JZZZZZZZZZZZZZZZZZZZZZZZ"],
    line: [ids.lineId, "cali_nope"],
    slot: [ids.slotId, "slot_nope"],
    review: [`rev_${"0".repeat(26)}`, "rev_nope"],
    offer: [`ofr_${"0".repeat(26)}`, "ofr_nope"],
    message: [`cmsg_${"0".repeat(26)}`, "cmsg_nope"],
    schedule: ["sch_01JZZZZZZZZZZZZZZZZZZZZZZZ", "sch_nope"],
    order: ["order_01JZZZZZZZZZZZZZZZZZZZZZZZ", "order_nope"],
    session: ["cs_test_nope", "cs_"],
    booking: ["bkg_01JZZZZZZZZZZZZZZZZZZZZZZZ", "bkg_nope"],
    product: ["prod_01JZZZZZZZZZZZZZZZZZZZZZZZ", "prod_nope"],
    voucher: ["v1.bkg_01JZZZZZZZZZZZZZZZZZZZZZZZ.AAAA", "nope"],
  }
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...valid[name]) },
    {
      weight: 1,
      arbitrary: name === "date" ? dates : hostileText.map((t) => encodeURIComponent(t)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom("%00", "..%2F..%2Fadmin%2Fusers", "%E0%A4%A", "a%00b", "%2e%2e"),
    },
  )
}

export const query = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "from",
      "to",
      "currency",
      "limit",
      "offset",
      "locale",
      "fields",
      "expand",
      "date",
      "handle",
    ),
    fc.string({ maxLength: 6 }),
  ),
  fc.oneof(dates, hostileText, numbers.map(String), fc.constantFrom("gbp", "EUR", "1e9", "-5")),
  { maxKeys: 4 },
)
