import { todayIn } from "../../lib/client/availability"
import { MAX_DAYS, MAX_TRAVELLERS, type TripPlan } from "../../lib/client/trip-plan"
import type { PlannerMessages } from "./planner-messages"

type Props = {
  plan: TripPlan
  /** The cities of the wishlist's day experiences, `[slug, name]`, newest wish first. */
  cities: [string, string][]
  messages: PlannerMessages
  onEdit: (change: Partial<TripPlan>) => void
  /** A new number of days: the plan keeps the items of the days it still has. */
  onResize: (days: number) => void
}

/** The trip's settings: its city, first day, number of days and travellers. A new city or start empties the days. */
export default function PlanSettings({ plan, cities, messages: m, onEdit, onResize }: Props) {
  const cityName = cities.find(([slug]) => slug === plan.city)?.[1] ?? plan.city
  return (
    <fieldset className="grid gap-4 sm:grid-cols-4">
      <legend className="sr-only">{m["planner.settings"]}</legend>
      <label className="text-sm font-medium">
        {m["planner.city"]}
        <select
          className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          value={plan.city}
          onChange={(e) => onEdit({ city: e.target.value, items: plan.items.map(() => []) })}
        >
          {(cities.some(([slug]) => slug === plan.city)
            ? cities
            : [[plan.city, cityName], ...cities]
          ).map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {m["planner.start"]}
        <input
          type="date"
          className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
          value={plan.start}
          min={todayIn("UTC")}
          onChange={(e) =>
            /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) &&
            onEdit({ start: e.target.value, items: plan.items.map(() => []) })
          }
        />
      </label>
      <CountSetting
        label={m["planner.days"]}
        value={plan.days}
        max={MAX_DAYS}
        onChange={onResize}
      />
      <CountSetting
        label={m["planner.travellers"]}
        value={plan.travellers}
        max={MAX_TRAVELLERS}
        onChange={(travellers) => onEdit({ travellers })}
      />
    </fieldset>
  )
}

/** A whole number from 1 to `max` (days, travellers): whatever is typed is brought within bounds. */
function CountSetting(props: {
  label: string
  value: number
  max: number
  onChange: (value: number) => void
}) {
  return (
    <label className="text-sm font-medium">
      {props.label}
      <input
        type="number"
        min={1}
        max={props.max}
        className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
        value={props.value}
        onChange={(e) =>
          props.onChange(Math.min(props.max, Math.max(1, Math.round(Number(e.target.value) || 1))))
        }
      />
    </label>
  )
}
