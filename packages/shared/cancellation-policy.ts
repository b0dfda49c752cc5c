/**
 * A cancellation policy, in one home: what an experience sets (commerce's
 * booking module stores it on the experience as JSON, and on each booking as
 * sold), what the seed writes, the admin shows and the storefront parses from
 * the store API (site/lib/commerce/experience-facts.ts, whose schema is
 * checked to parse exactly this type).
 * - `free`: free cancellation until `hours` before the start;
 * - `non_refundable`: never refunded;
 * - `penalty`: `percent` of the price kept when cancelled later than `days`,
 *   `hours` and `minutes` before the start (free before that).
 */
export type CancellationPolicy =
  | { type: "free"; hours: number }
  | { type: "non_refundable" }
  | { type: "penalty"; percent: number; days: number; hours: number; minutes: number }
