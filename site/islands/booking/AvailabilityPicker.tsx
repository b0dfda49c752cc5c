import { useStore } from "@nanostores/react"
import { useCallback, useEffect, useRef, useState } from "react"
import { flushSync } from "react-dom"
import { format } from "../../i18n/format"
import {
  experienceDay,
  experienceDayRange,
  experienceDays,
  todayIn,
  type DayOffer,
} from "../../lib/client/availability"
import { createDayCache, DAY_CACHE_MAX_AGE_MS } from "../../lib/client/day-cache"
import { ApiError, toUiError } from "../../lib/client/errors"
import type { ClientLocale } from "../../lib/client/format"
import { $currency, DEFAULT_CURRENCY } from "../../stores/currency"
import { useHydratedStore } from "../ui/use-hydrated-store"
import BookingForm from "./BookingForm"
import { openDates, withMonth } from "./calendar-days"
import ExperienceUnavailable from "./ExperienceUnavailable"
import MonthCalendar, { addDays, monthOf, type CalendarDay } from "./MonthCalendar"
import NoOptions from "./NoOptions"
import type { PICKER_MESSAGE_KEYS } from "./picker-messages"
import { usePrepareCart } from "./use-prepare-cart"

type Props = {
  locale: ClientLocale
  handle: string
  title: string
  image: string | null
  timeZone: string
  /** Facts the option cards show (the same for every option of the experience). */
  facts: { duration: string | null; languages: string | null; pickup: boolean }
  similarUrl: string
  cartUrl: string
  messages: Record<(typeof PICKER_MESSAGE_KEYS)[number], string>
}

type Load<T> =
  | { state: "idle" | "loading" }
  | { state: "ready"; value: T }
  | { state: "error"; code: string; message: string }
const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The experience page's booking island: a month calendar, the options and
 * time slots of the picked date, travellers, pickup point and extras with a
 * live price, then "add to cart" (seats held for the cart). Once a month is
 * shown, the options and slots of its open dates come in one request, so a
 * click on one of them draws its slots at once, then corrects them in place
 * from the day route (stale-while-revalidate, see lib/client/day-cache.ts).
 */
export default function AvailabilityPicker(props: Props) {
  const { locale, handle, timeZone, messages } = props
  const currency = useStore($currency)
  // What the calendar's line names is the server's currency until hydrated, so the HTML matches
  // (React error #418 with another currency stored); the requests use the stored one from the start.
  const shownCurrency = useHydratedStore($currency, DEFAULT_CURRENCY)
  // The browser's guess until the first answer names the experience's today (the server's zone
  // data, which every voucher and e-mail follow; the browser's can be an hour apart).
  const [today, setToday] = useState(() => todayIn(timeZone))
  const [month, setMonth] = useState(() => monthOf(today))
  const [days, setDays] = useState(() => new Map<string, CalendarDay>())
  const [loadedMonths, setLoadedMonths] = useState(() => new Set<string>())
  const [unavailable, setUnavailable] = useState(false)
  const [calendarError, setCalendarError] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const [focused, setFocused] = useState(today)
  const [offer, setOffer] = useState<Load<DayOffer>>({ state: "idle" })
  const wanted = useRef<string | null>(null)
  const autoPick = useRef(0)
  const inFlight = useRef<AbortController | null>(null)
  const [atHand] = useState(() => createDayCache<DayOffer>())
  /** When each month (`currency:YYYY-MM-01`) was last prefetched; `prefetching` is the request under way. */
  const prefetched = useRef(new Map<string, number>())
  const prefetching = useRef<AbortController | null>(null)

  // Months are fetched as they are shown, in the chosen currency; past days come from today.
  async function loadMonth(first: string) {
    const key = `${currency}:${first}`
    if (loadedMonths.has(key)) return
    const last = addDays(monthOf(first, 1), -1)
    const from = first < today ? today : first
    if (from > last) return
    try {
      const answer = await experienceDays(locale, handle, from, last, currency)
      if (answer.bookable === false) return setUnavailable(true)
      const served = answer.today ?? today
      if (served !== today) {
        setToday(served)
        setFocused((day) => (day < served ? served : day))
      }
      setDays((old) => withMonth(old, { first, last, today: served }, answer.days))
      setLoadedMonths((old) => new Set(old).add(key))
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.status === 404 || error.code === "experience_unavailable")
      )
        setUnavailable(true)
      else setCalendarError(toUiError(error, messages["error.generic"]).message)
    }
  }

  useEffect(() => {
    // The date a search or link asked for (?date=YYYY-MM-DD) opens the picker on that day.
    const asked = new URLSearchParams(location.search).get("date")
    if (asked && DATE.test(asked) && asked >= today) {
      wanted.current = asked
      setMonth(monthOf(asked))
      setFocused(asked)
    }
  }, [today])

  useEffect(() => {
    void loadMonth(month)
  }, [month, currency])

  // The traveller's first click or change in the picker makes the cart (see use-prepare-cart).
  const root = usePrepareCart(locale)

  // Preselect: the asked date, else the first available day (looking up to three months ahead).
  useEffect(() => {
    if (selected || !loadedMonths.has(`${currency}:${month}`)) return
    if (wanted.current) {
      const day = days.get(wanted.current)
      if (day) {
        wanted.current = null
        void pick(day.date)
      }
      return
    }
    const first = openDates(days, month)[0]
    if (first) void pick(first)
    else if (autoPick.current++ < 3) setMonth(monthOf(month, 1))
  }, [days, loadedMonths, month])

  // A new currency: the calendar and the picked day are asked again in it (the days at hand are in the old one).
  useEffect(() => {
    prefetching.current?.abort()
    if (selected) void pick(selected)
  }, [currency])

  // Once the month is shown and the picked date drawn (never before: it is what the traveller waits
  // for), every open date of the month is asked in one request and kept at hand for a click.
  useEffect(() => {
    if (
      !loadedMonths.has(`${currency}:${month}`) ||
      (offer.state !== "ready" && offer.state !== "error")
    )
      return
    const key = `${currency}:${month}`
    const asked = Date.now()
    if (asked - (prefetched.current.get(key) ?? -Infinity) < DAY_CACHE_MAX_AGE_MS) return
    const open = openDates(days, month)
    if (!open.length) return
    prefetched.current.set(key, asked)
    const request = new AbortController()
    prefetching.current = request
    const inCurrency = currency
    experienceDayRange(locale, handle, open[0], open.at(-1)!, inCurrency, request.signal).then(
      (answer) => {
        if (request.signal.aborted) return
        for (const day of answer.days) atHand.put(day.date, inCurrency, day, asked)
      },
      // Only a head start: a click on a date the prefetch missed asks the day route as before.
      () => prefetched.current.delete(key),
    )
  }, [month, loadedMonths, offer.state, currency, days])

  useEffect(() => () => prefetching.current?.abort(), [])

  /**
   * Shows a date's options; `quiet` refreshes them in place (seats changed) without a loading state.
   * A click (`click`) on a date at hand draws it at once and then refreshes it the same quiet way:
   * seats, sold-out slots and prices are corrected in place when the day route answers.
   * A newer pick aborts the request of the one before, so an answer that comes late never shows
   * one date's slots under another; the answer is drawn at once (flushSync) rather than in a later
   * task, the slots on screen in the frame the API answers (issue 10, bench:journey).
   */
  async function pick(date: string, quiet = false, click = false) {
    inFlight.current?.abort()
    const request = new AbortController()
    inFlight.current = request
    const asked = Date.now()
    // Only from a click (an event handler, where flushSync may run), never when refreshing.
    const kept = click && !quiet ? atHand.get(date, currency, asked) : undefined
    if (kept) {
      flushSync(() => {
        setSelected(date)
        setFocused(date)
        setOffer({ state: "ready", value: kept })
      })
    } else {
      setSelected(date)
      setFocused(date)
      if (!quiet) setOffer({ state: "loading" })
    }
    let next: Load<DayOffer>
    try {
      const value = await experienceDay(locale, handle, date, currency, request.signal)
      // A date with nothing to book (closed, or emptied since the calendar came) is an ordinary
      // answer, not an error the browser would log: 'No hay opción disponible' with another date.
      if (value.options.length === 0) {
        atHand.drop(date)
        next = { state: "error", code: "no_options", message: messages["picker.noOptions"] }
      } else {
        atHand.put(date, currency, value, asked)
        next = { state: "ready", value }
      }
    } catch (error) {
      if (request.signal.aborted) return
      const ui = toUiError(error, messages["error.generic"])
      if (ui.code === "experience_unavailable") setUnavailable(true)
      if (ui.code === "no_options") atHand.drop(date)
      next = { state: "error", code: ui.code, message: ui.message }
    }
    if (request.signal.aborted) return
    flushSync(() => setOffer(next))
  }

  // A stable handler, so the memoised calendar is not rendered again when the day's options arrive.
  const pickNow = useRef(pick)
  pickNow.current = pick
  const onPick = useCallback((date: string) => void pickNow.current(date, false, true), [])

  // The first open date after the one picked (of the months shown so far): where 'No hay opción disponible' leads.
  const nextOpen =
    selected &&
    [...days.values()]
      .filter((d) => d.status === "available" && d.date > selected)
      .map((d) => d.date)
      .sort()[0]

  if (unavailable)
    return <ExperienceUnavailable similarUrl={props.similarUrl} messages={messages} />

  return (
    <div ref={root} className="mt-4 space-y-4" data-testid="availability-picker">
      {calendarError && (
        <p role="alert" className="text-sm text-red-700">
          {calendarError}
        </p>
      )}
      <MonthCalendar
        locale={locale}
        month={month}
        days={days}
        selected={selected}
        focused={focused.startsWith(month.slice(0, 7)) ? focused : month < today ? today : month}
        currency={shownCurrency}
        canGoBack={month > monthOf(today)}
        messages={messages}
        onMonth={setMonth}
        onFocus={setFocused}
        onPick={onPick}
      />
      <p className="text-xs text-stone-700">
        {format(messages["picker.timezone"], { zone: timeZone })}
      </p>
      <div aria-live="polite">
        {offer.state === "loading" && <p className="text-sm">{messages["picker.loading"]}</p>}
        {offer.state === "error" &&
          (offer.code === "no_options" ? (
            <NoOptions
              locale={locale}
              nextOpen={nextOpen || null}
              messages={messages}
              onNext={(date) => {
                if (!date.startsWith(month.slice(0, 7))) setMonth(monthOf(date))
                void pick(date, false, true)
              }}
              onOtherDate={() =>
                root.current
                  ?.querySelector<HTMLButtonElement>(
                    '[data-testid="calendar"] button[tabindex="0"]',
                  )
                  ?.focus()
              }
            />
          ) : (
            <p role="alert" className="text-sm text-red-700">
              {offer.message}
            </p>
          ))}
      </div>
      {offer.state === "ready" && selected && (
        <BookingForm
          key={`${selected}:${currency}`}
          {...props}
          date={selected}
          offer={offer.value}
          currency={currency}
          onSeatsChanged={() => void pick(selected, true)}
        />
      )}
    </div>
  )
}
