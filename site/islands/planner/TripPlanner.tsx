import { useStore } from "@nanostores/react"
import { useEffect, useMemo, useState } from "react"
import { todayIn } from "../../lib/client/availability"
import { itemsFor, maxTravellers } from "../../lib/client/booking-math"
import { addBooking } from "../../lib/client/cart-actions"
import { toUiError } from "../../lib/client/errors"
import { formatMinor, plural, type ClientLocale } from "../../lib/client/format"
import {
  dayDate,
  decodePlan,
  encodePlan,
  resize,
  type PlannedItem,
  type TripPlan,
  withoutMultiDay,
} from "../../lib/client/trip-plan"
import { $currency } from "../../stores/currency"
import { $tripPlan } from "../../stores/trip-plan"
import { $wishlist } from "../../stores/wishlist"
import Button from "../ui/Button"
import MultiDayNote from "./MultiDayNote"
import PlanSettings from "./PlanSettings"
import PlannerDay, { type PlannerCard } from "./PlannerDay"
import type { PlannerMessages } from "./planner-messages"
import { planTotal } from "./plan-total"
import { useDayOffers } from "./use-day-offers"

/** `multiDay`: a tour package, a trip of its own that no day of a plan holds. */
type Card = PlannerCard & { city: string; multiDay?: boolean }

type Props = {
  locale: ClientLocale
  /** The language's /wishlist.json: what every experience shows, by handle. */
  cardsUrl: string
  cartUrl: string
  exploreUrl: string
  messages: PlannerMessages
}

const sharedPlan = () =>
  typeof location === "undefined"
    ? null
    : decodePlan(new URLSearchParams(location.search).get("plan"))

/**
 * The trip planner ('Travel Itinerary'): the wishlist's experiences of one
 * city placed on the days of a trip at real start times, with the gaps
 * between them and the total; shared read-only by a link; booked in one cart
 * after every item is checked.
 */
export default function TripPlanner({ locale, cardsUrl, cartUrl, exploreUrl, messages: m }: Props) {
  const wished = useStore($wishlist)
  const currency = useStore($currency)
  const stored = useStore($tripPlan)
  const [shared, setShared] = useState<TripPlan | null>(sharedPlan)
  const [cards, setCards] = useState<Record<string, Card> | null>(null)
  const [flags, setFlags] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [link, setLink] = useState<string | null>(null)
  const [booking, setBooking] = useState(false)
  const { load, offerOf } = useDayOffers(locale, currency)
  const readOnly = shared !== null

  useEffect(() => {
    fetch(cardsUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`cards ${r.status}`))))
      .then(setCards)
      .catch(() => setNotice(m["error.generic"]))
  }, [cardsUrl])

  // Day experiences only: wished multi-day packages are listed apart, with a link to book each.
  const isMultiDay = (handle: string) => cards?.[handle]?.multiDay === true
  const dayWishes = wished.filter((h) => cards?.[h] && !isMultiDay(h))
  const wishedPackages = wished.flatMap((h) =>
    isMultiDay(h) ? [{ handle: h, title: cards![h].title, url: cards![h].url }] : [],
  )
  // The traveller's own plan starts in the city of their newest wish, tomorrow, two days, two travellers.
  const wishedCities = useMemo(() => {
    const seen = new Map<string, string>()
    for (const h of dayWishes) seen.set(cards![h].citySlug, cards![h].city)
    return [...seen]
  }, [dayWishes.join(), cards])
  const found: TripPlan | null =
    shared ??
    stored ??
    (wishedCities.length
      ? {
          city: wishedCities[0][0],
          start: dayDate(todayIn("UTC"), 1),
          days: 2,
          travellers: 2,
          items: [[], []],
        }
      : null)
  const plan = found && cards ? withoutMultiDay(found, isMultiDay) : found
  const save = (next: TripPlan) => {
    setFlags({})
    setLink(null)
    $tripPlan.set(next)
  }

  // Every planned item's date is asked once: its times, seats and price.
  useEffect(() => {
    if (!plan) return
    plan.items.forEach((day, i) =>
      day.forEach((item) => void load(item.handle, dayDate(plan.start, i)).catch(() => undefined)),
    )
  }, [plan && encodePlan(plan), load])

  if (!cards) return <p aria-busy="true">{notice ?? "…"}</p>
  if (!plan) {
    return (
      <div data-testid="planner-empty" className="space-y-4">
        <p>{m[wishedPackages.length ? "planner.multiDay.empty" : "planner.emptyWishlist"]}</p>
        <MultiDayNote messages={m} packages={wishedPackages} />
        <a href={exploreUrl} className="mt-2 inline-block font-semibold underline">
          {m["planner.explore"]}
        </a>
      </div>
    )
  }

  const all = plan.items.flat()
  const candidates = dayWishes.filter(
    (h) => cards[h].citySlug === plan.city && !all.some((i) => i.handle === h),
  )
  const total = planTotal(plan, offerOf)

  /** Checks every item against fresh availability, flags what is gone, and books the rest only when nothing is. */
  async function book() {
    if (!plan) return
    if (!all.length) return setNotice(m["planner.nothingToBook"])
    setBooking(true)
    setNotice(null)
    try {
      const found: Record<string, string> = {}
      const checked = await Promise.all(
        plan.items.flatMap((day, i) =>
          day.map(async (item) => {
            const offer = await load(item.handle, dayDate(plan.start, i), true)
            const option = offer?.options.find((o) => o.id === item.option_id)
            const slot = option?.slots.find((s) => s.id === item.slot_id)
            if (!option || !slot || maxTravellers(option, slot.seats_left) < plan.travellers)
              found[item.slot_id] = ""
            return { item, option }
          }),
        ),
      )
      if (Object.keys(found).length) {
        setFlags(found)
        return setNotice(plural(locale, m, "planner.someUnavailable", Object.keys(found).length))
      }
      for (const { item, option } of checked) {
        const party = { adult: plan.travellers }
        const card = cards![item.handle]
        try {
          await addBooking(
            locale,
            option!.pricing_type === "per_item"
              ? {
                  slot_id: item.slot_id,
                  items: itemsFor(option!, plan.travellers),
                  travellers: party,
                }
              : { slot_id: item.slot_id, travellers: party },
            {
              title: card?.title ?? item.handle,
              url: card?.url ?? "",
              image: card?.image ?? null,
              option: item.option_title,
            },
          )
        } catch (error) {
          // Taken between the check and the hold: that item says why; what was added stays in the cart.
          setFlags({ [item.slot_id]: toUiError(error, m["error.generic"]).message })
          return setNotice(plural(locale, m, "planner.someUnavailable", 1))
        }
      }
      setNotice(m["planner.booked"])
      location.assign(cartUrl)
    } catch (error) {
      setNotice(toUiError(error, m["error.generic"]).message)
    } finally {
      setBooking(false)
    }
  }

  const edit = (change: Partial<TripPlan>) => save({ ...plan, ...change })

  return (
    <div className="space-y-6" data-testid="trip-planner">
      {readOnly ? (
        <div className="rounded-xl bg-sand-50 p-4" data-testid="planner-shared">
          <p>{m["planner.shared"]}</p>
          <Button
            className="mt-2"
            variant="outlined"
            label={m["planner.makeOwn"]}
            onClick={() => {
              save(plan)
              setShared(null)
              history.replaceState(null, "", location.pathname)
            }}
          />
        </div>
      ) : (
        <PlanSettings
          plan={plan}
          cities={wishedCities}
          messages={m}
          onEdit={edit}
          onResize={(days) => save(resize(plan, days))}
        />
      )}
      {!readOnly && <MultiDayNote messages={m} packages={wishedPackages} />}

      <div className="grid gap-4 lg:grid-cols-2">
        {plan.items.map((day, i) => (
          <PlannerDay
            key={`${plan.start}-${i}`}
            locale={locale}
            messages={m}
            index={i}
            date={dayDate(plan.start, i)}
            items={day}
            travellers={plan.travellers}
            cards={cards}
            candidates={candidates}
            readOnly={readOnly}
            flags={flags}
            offerOf={offerOf}
            load={load}
            onAdd={(item: PlannedItem) =>
              edit({ items: plan.items.map((d, j) => (j === i ? [...d, item] : d)) })
            }
            onRemove={(slotId) =>
              edit({ items: plan.items.map((d) => d.filter((x) => x.slot_id !== slotId)) })
            }
          />
        ))}
      </div>

      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-sand-100 pt-4">
        <p className="text-lg" data-testid="planner-total">
          {plural(locale, m, "planner.total", plan.travellers)}{" "}
          <strong>{total ? formatMinor(locale, total.amount, total.currency) : "—"}</strong>
        </p>
        <div className="flex flex-wrap gap-2">
          {!readOnly && (
            <Button
              variant="outlined"
              label={m["planner.share"]}
              onClick={() => {
                const url = `${location.origin}${location.pathname}?plan=${encodePlan(plan)}`
                setLink(url)
                navigator.clipboard?.writeText(url).then(
                  () => setNotice(m["planner.copied"]),
                  () => undefined,
                )
              }}
            />
          )}
          <Button
            label={m["planner.book"]}
            loading={booking}
            onClick={() => void book()}
            data-testid="planner-book"
          />
        </div>
      </div>
      {link && (
        <label className="block text-sm font-medium">
          {m["planner.shareLink"]}
          <input
            readOnly
            value={link}
            className="mt-1 w-full rounded-lg border border-stone-300 px-3 py-2"
            data-testid="planner-link"
            onFocus={(e) => e.target.select()}
          />
        </label>
      )}
      {notice && (
        <p role="status" className="font-medium" data-testid="planner-notice">
          {notice}
        </p>
      )}
    </div>
  )
}
