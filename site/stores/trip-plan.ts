import { checkPlan, type TripPlan } from "../lib/client/trip-plan"
import { persistentAtom, readJson } from "./persisted"

/** The traveller's own trip plan, kept in the browser (a shared plan opened from a link is not stored until copied). */
export const $tripPlan = persistentAtom<TripPlan | null>(
  "sendero.trip-plan",
  null,
  (raw) => readJson(raw, (value): value is TripPlan => checkPlan(value) !== null),
  (value) => (value ? JSON.stringify(value) : null),
)
