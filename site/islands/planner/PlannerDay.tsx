import { useState } from "react"
import { maxTravellers, priceBreakdown } from "../../lib/client/booking-math"
import type { DayOffer } from "../../lib/client/availability"
import { formatDay, formatMinor, type ClientLocale } from "../../lib/client/format"
import { format } from "../../i18n/format"
import {
  gaps,
  inOrder,
  MAX_PER_DAY,
  TIGHT_GAP_MINUTES,
  type PlannedItem,
} from "../../lib/client/trip-plan"
import type { PlannerMessages } from "./planner-messages"
import type { Offer } from "./use-day-offers"

export type PlannerCard = {
  title: string
  url: string
  image: string | null
  citySlug: string
  duration: number | null
}

type Props = {
  locale: ClientLocale
  messages: PlannerMessages
  index: number
  date: string
  items: PlannedItem[]
  travellers: number
  cards: Record<string, PlannerCard>
  /** Wished experiences of the city not yet in the plan. */
  candidates: string[]
  readOnly: boolean
  /** Items the last check found unavailable, by slot id (with the API's reason when it gave one). */
  flags: Record<string, string>
  offerOf: (handle: string, date: string) => Offer | undefined
  load: (handle: string, date: string) => Promise<unknown>
  onAdd: (item: PlannedItem) => void
  onRemove: (slotId: string) => void
}

/** A length of time as '1 h 30 min' / '45 min'. */
/**
 * A planned slot's start and end as the API wrote them in the experience's zone: the browser's
 * time-zone data never decides a slot's time (Chromium and the server's Node disagree on
 * Africa/Casablanca). A slot no longer offered shows no time; its flag says why.
 */
function slotTimes(offer: DayOffer, slotId: string) {
  const slot = offer.options.flatMap((o) => o.slots).find((s) => s.id === slotId)
  if (!slot) return ""
  return slot.end_time ? `${slot.start_time}–${slot.end_time}` : slot.start_time
}

function span(minutes: number) {
  const m = Math.abs(minutes)
  const h = Math.floor(m / 60)
  return h ? (m % 60 ? `${h} h ${m % 60} min` : `${h} h`) : `${m} min`
}

/** One day of the trip: what happens when, the gaps between, and a way to add a wished experience at a real time. */
export default function PlannerDay(props: Props) {
  const { locale, messages: m, index, date, travellers, cards, readOnly, flags, offerOf } = props
  const [picking, setPicking] = useState("")
  const ordered = inOrder(props.items)
  const between = gaps(props.items)
  const pickOffer = picking ? offerOf(picking, date) : undefined
  const heading = format(m["planner.day"], { n: index + 1, date: formatDay(locale, date) })

  return (
    <section
      className="rounded-xl border border-sand-100 p-4"
      data-testid="planner-day"
      aria-label={heading}
    >
      <h3 className="font-semibold">{heading}</h3>
      {ordered.length === 0 && (
        <p className="mt-2 text-sm text-stone-600">{m["planner.emptyDay"]}</p>
      )}
      <ol className="mt-2 space-y-2">
        {ordered.map((item, i) => {
          const offer = offerOf(item.handle, date)
          const ready = offer && offer !== "loading" ? offer : null
          const option = ready?.options.find((o) => o.id === item.option_id)
          const price = option ? priceBreakdown(option, { adult: travellers }, []).total : null
          const card = cards[item.handle]
          const flag = flags[item.slot_id]
          const gap = between[i]
          return (
            <li key={item.slot_id}>
              <div
                className="flex items-start justify-between gap-3 rounded-lg bg-sand-50 p-3"
                data-testid="planner-item"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium tabular-nums" data-testid="planner-item-time">
                    {ready ? slotTimes(ready, item.slot_id) : "…"}
                  </p>
                  <a href={card?.url} className="font-semibold hover:underline">
                    {card?.title ?? item.handle}
                  </a>
                  <p className="text-sm text-stone-600">{item.option_title}</p>
                  {flag !== undefined && (
                    <p
                      className="mt-1 text-sm font-medium text-red-700"
                      role="alert"
                      data-testid="planner-item-unavailable"
                    >
                      {flag || m["planner.unavailable"]}
                    </p>
                  )}
                </div>
                <div className="shrink-0 text-right">
                  {price !== null && ready && (
                    <p className="text-sm font-semibold" data-testid="planner-item-price">
                      {formatMinor(locale, price, ready.currency_code)}
                    </p>
                  )}
                  {!readOnly && (
                    <button
                      type="button"
                      className="mt-1 text-sm underline"
                      onClick={() => props.onRemove(item.slot_id)}
                      aria-label={format(m["planner.remove"], {
                        title: card?.title ?? item.handle,
                      })}
                    >
                      ✕
                    </button>
                  )}
                </div>
              </div>
              {gap !== undefined && (
                <p
                  className={`px-3 py-1 text-xs ${gap < TIGHT_GAP_MINUTES ? "font-medium text-red-700" : "text-stone-600"}`}
                  data-testid="planner-gap"
                >
                  {format(
                    m[
                      gap < 0
                        ? "planner.gap.overlap"
                        : gap < TIGHT_GAP_MINUTES
                          ? "planner.gap.tight"
                          : "planner.gap.free"
                    ],
                    {
                      time: span(gap),
                    },
                  )}
                </p>
              )}
            </li>
          )
        })}
      </ol>

      {!readOnly && ordered.length >= MAX_PER_DAY && (
        <p className="mt-2 text-sm text-stone-600">
          {format(m["planner.dayFull"], { count: MAX_PER_DAY })}
        </p>
      )}
      {!readOnly && ordered.length < MAX_PER_DAY && props.candidates.length > 0 && (
        <div className="mt-3">
          <label className="block text-sm font-medium" htmlFor={`planner-add-${index}`}>
            {m["planner.add"]}
          </label>
          <select
            id={`planner-add-${index}`}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
            value={picking}
            onChange={(event) => {
              setPicking(event.target.value)
              if (event.target.value)
                void props.load(event.target.value, date).catch(() => undefined)
            }}
          >
            <option value="">{m["planner.choose"]}</option>
            {props.candidates.map((handle) => (
              <option key={handle} value={handle}>
                {cards[handle]?.title ?? handle}
              </option>
            ))}
          </select>
          {picking && pickOffer === "loading" && (
            <p className="mt-2 text-sm" role="status">
              {m["planner.loadingTimes"]}
            </p>
          )}
          {picking && pickOffer !== undefined && pickOffer !== "loading" && (
            <TimeChoice
              locale={locale}
              messages={m}
              offer={pickOffer}
              travellers={travellers}
              onPick={(item) => {
                props.onAdd({ ...item, handle: picking })
                setPicking("")
              }}
            />
          )}
        </div>
      )}
    </section>
  )
}

/** The start times of a date with seats for the whole party, per option. */
function TimeChoice(props: {
  locale: ClientLocale
  messages: PlannerMessages
  offer: Exclude<Offer, "loading">
  travellers: number
  onPick: (item: Omit<PlannedItem, "handle">) => void
}) {
  const { messages: m, offer, travellers } = props
  const options = (offer?.options ?? [])
    .map((option) => ({
      option,
      slots: option.slots.filter((s) => maxTravellers(option, s.seats_left) >= travellers),
    }))
    .filter((o) => o.slots.length > 0)
  if (!offer || options.length === 0)
    return (
      <p className="mt-2 text-sm" role="status">
        {m["planner.noTimes"]}
      </p>
    )
  return (
    <div className="mt-2 space-y-2" data-testid="planner-times">
      <p className="text-sm font-medium">{m["planner.pickTime"]}</p>
      {options.map(({ option, slots }) => (
        <div key={option.id}>
          <p className="text-sm text-stone-600">{option.title}</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {slots.map((slot) => (
              <button
                key={slot.id}
                type="button"
                className="rounded-full border border-stone-300 px-3 py-1 text-sm tabular-nums hover:border-dune-700"
                onClick={() =>
                  props.onPick({
                    slot_id: slot.id,
                    option_id: option.id,
                    option_title: option.title,
                    starts_at: slot.starts_at,
                    ends_at: slot.ends_at,
                  })
                }
              >
                {slot.start_time}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  )
}
