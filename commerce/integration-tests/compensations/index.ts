import { CHANGE_CASES } from "./cases-change"
import { CONTENT_CASES } from "./cases-content"
import { DESK_CASES } from "./cases-desk"
import { MONEY_CASES } from "./cases-money"
import { OFFER_CASES } from "./cases-offer"
import { SEAT_CASES } from "./cases-seats"
import type { CompensationCase } from "./harness"

/**
 * One case per workflow step that has a compensation (`createStep(name,
 * invoke, compensate)` in commerce/src), run by http/compensations.spec.ts;
 * http/compensations-coverage.test.ts fails when a step has none.
 */
export const COMPENSATION_CASES: CompensationCase[] = [
  ...SEAT_CASES,
  ...CHANGE_CASES,
  ...MONEY_CASES,
  ...DESK_CASES,
  ...OFFER_CASES,
  ...CONTENT_CASES,
]
