import type { ReactNode } from "react"
import { format } from "../../i18n/format"
import {
  BANDS,
  itemsFor,
  type Band,
  type DayOption,
  type stepperBounds,
  type Travellers,
} from "../../lib/client/booking-math"
import { plural, type ClientLocale } from "../../lib/client/format"
import Stepper from "./Stepper"

type Props = {
  locale: ClientLocale
  option: DayOption
  travellers: Travellers
  /** How far each stepper may go (seats left, the option's rules). */
  bounds: ReturnType<typeof stepperBounds>
  messages: Record<string, string>
  onChange: (travellers: Travellers) => void
  /** What is said about the party (a refusal), under the steppers. */
  children?: ReactNode
}

/** Who travels: one stepper per age band, or one count of travellers for an option sold per item. */
export default function PartyChoice({
  locale,
  option,
  travellers,
  bounds,
  messages,
  onChange,
  children,
}: Props) {
  const people = BANDS.reduce((n, b) => n + (travellers[b] ?? 0), 0)
  return (
    <fieldset>
      <legend className="font-semibold">{messages["picker.travellers"]}</legend>
      <div className="divide-y divide-sand-100">
        {option.pricing_type === "per_item" ? (
          <Stepper
            id="travellers"
            label={messages["picker.travellers"]}
            hint={`${format(messages["picker.perItem"], { max: option.max_travellers_per_item ?? 1 })} · ${plural(locale, messages, "picker.items", itemsFor(option, people))}`}
            value={travellers.adult ?? 0}
            min={1}
            max={bounds.adult.max}
            messages={messages}
            onChange={(n) => onChange({ adult: n })}
          />
        ) : (
          option.age_bands.map((b) => (
            <Stepper
              key={b.band}
              id={b.band}
              label={messages[`band.${b.band}`]}
              hint={format(messages["picker.ages"], { min: b.min_age, max: b.max_age })}
              value={travellers[b.band as Band] ?? 0}
              min={bounds[b.band as Band].min}
              max={bounds[b.band as Band].max}
              messages={messages}
              onChange={(n) => onChange({ ...travellers, [b.band]: n })}
            />
          ))
        )}
      </div>
      {children}
    </fieldset>
  )
}
