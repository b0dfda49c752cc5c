import { memo, useRef, type KeyboardEvent } from "react"
import { format } from "../../i18n/format"
import { formatDay, formatDayPrice, formatMajor, type ClientLocale } from "../../lib/client/format"
import Button from "../ui/Button"

export type DayStatus = "available" | "sold_out" | "closed" | "past"
export type CalendarDay = { date: string; status: DayStatus; price_from: number | null }

type Props = {
  locale: ClientLocale
  /** First day of the month shown (YYYY-MM-01). */
  month: string
  days: Map<string, CalendarDay>
  selected: string | null
  /** The day keyboard focus sits on (roving tabindex). */
  focused: string
  currency: string
  canGoBack: boolean
  messages: Record<string, string>
  onMonth: (month: string) => void
  onFocus: (date: string) => void
  onPick: (date: string) => void
}

/** Adds days to a YYYY-MM-DD date (UTC arithmetic: calendar dates, no time zone). */
export function addDays(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** The first day of the month of `date`, moved by `months`. */
export function monthOf(date: string, months = 0) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d.toISOString().slice(0, 10)
}

/** The week's day names per language, built once (fourteen Intl formatters otherwise on every render). */
const weekdays = new Map<ClientLocale, { short: string; long: string }[]>()
const weekdayNames = (locale: ClientLocale) => {
  let names = weekdays.get(locale)
  if (names) return names
  const monday = new Date("2024-01-01T12:00:00Z")
  const formats = (["short", "long"] as const).map(
    (weekday) =>
      new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", { weekday, timeZone: "UTC" }),
  )
  names = Array.from({ length: 7 }, (_, i) => {
    const d = new Date(monday.getTime() + i * 86_400_000)
    return { short: formats[0].format(d), long: formats[1].format(d) }
  })
  weekdays.set(locale, names)
  return names
}

const STYLES: Record<DayStatus, string> = {
  available: "bg-white text-night-900 hover:bg-sand-100 font-semibold",
  sold_out: "text-stone-600 line-through",
  closed: "text-stone-600",
  past: "text-stone-600",
}

/**
 * A month of days, each available (with its lowest adult price), sold out,
 * closed or past. Arrow keys move the day (Up/Down a week), Home/End the
 * week's ends, PageUp/PageDown the month; Enter or Space picks.
 */
function MonthCalendar(props: Props) {
  const { locale, month, days, selected, focused, currency, messages } = props
  const table = useRef<HTMLTableElement>(null)
  const first = new Date(`${month}T00:00:00Z`)
  const lead = (first.getUTCDay() + 6) % 7
  const inMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate()
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: inMonth }, (_, i) => addDays(month, i)),
  ]
  while (cells.length % 7) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  const names = weekdayNames(locale)

  const move = (to: string) => {
    const dayOf = () => table.current?.querySelector<HTMLButtonElement>(`[data-date="${to}"]`)
    const sameMonth = to.slice(0, 7) === month.slice(0, 7)
    if (!sameMonth) props.onMonth(monthOf(to))
    props.onFocus(to)
    // A day of the month shown takes the focus within the key press; another month's once it is drawn.
    if (sameMonth) dayOf()?.focus()
    else requestAnimationFrame(() => dayOf()?.focus())
  }
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -weekday,
      End: 6 - weekday,
    }
    if (event.key in steps) {
      event.preventDefault()
      move(addDays(date, steps[event.key]))
    } else if (event.key === "PageUp" || event.key === "PageDown") {
      event.preventDefault()
      const target = monthOf(date, event.key === "PageUp" ? -1 : 1)
      move(addDays(target, Math.min(Number(date.slice(8)), 28) - 1))
    }
  }

  const label = (date: string) => {
    const day = days.get(date)
    const status = day?.status ?? "closed"
    const state =
      status === "available" && day?.price_from != null
        ? format(messages["picker.day.available"], {
            price: formatMajor(locale, day.price_from, currency),
          })
        : messages[`picker.day.${status}`]
    return `${formatDay(locale, date)}: ${state}`
  }

  return (
    <div data-testid="calendar">
      <div className="flex items-center justify-between">
        <Button
          variant="icon"
          prependIcon="chevron-left"
          label={messages["picker.prevMonth"]}
          disabled={!props.canGoBack}
          width={36}
          height={36}
          onClick={() => props.onMonth(monthOf(month, -1))}
        />
        <p
          className="font-semibold first-letter:uppercase"
          aria-live="polite"
          data-testid="calendar-month"
        >
          {formatDay(locale, month, "month")}
        </p>
        <Button
          variant="icon"
          prependIcon="chevron-right"
          label={messages["picker.nextMonth"]}
          width={36}
          height={36}
          onClick={() => props.onMonth(monthOf(month, 1))}
        />
      </div>
      <table ref={table} className="mt-2 w-full table-fixed text-center text-sm">
        <caption className="sr-only">{messages["picker.calendar"]}</caption>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n.long} scope="col" className="py-1 text-xs font-medium text-stone-700">
                <abbr title={n.long} className="no-underline">
                  {n.short.slice(0, 2)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} />
                const status = days.get(date)?.status ?? "closed"
                const available = status === "available"
                // Every day but a past one can be chosen: a closed or sold-out day says so (and offers another date).
                const choosable = status !== "past"
                const price = available ? days.get(date)?.price_from : null
                const isSelected = selected === date
                return (
                  <td key={date} className="relative p-0.5">
                    <button
                      type="button"
                      data-date={date}
                      data-status={status}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={label(date)}
                      aria-pressed={isSelected}
                      aria-disabled={!choosable}
                      onKeyDown={(e) => onKey(e, date)}
                      onFocus={() => props.onFocus(date)}
                      onClick={() => choosable && props.onPick(date)}
                      className={`flex h-12 w-full flex-col items-center rounded-md pt-2 leading-none focus-visible:outline-2 focus-visible:outline-dune-700 ${
                        isSelected ? "bg-dune-700 font-semibold text-white" : STYLES[status]
                      } ${choosable ? "cursor-pointer" : "cursor-default"}`}
                    >
                      <span>{Number(date.slice(8))}</span>
                      {price == null && available && (
                        <span
                          className={`mt-1.5 h-1 w-1 rounded-full ${isSelected ? "bg-white" : "bg-dune-700"}`}
                        />
                      )}
                    </button>
                    {/* The day's lowest price on screen (its currency said once, under the table). Drawn over the
                        button's foot but outside it: the button's name (its label) says it in full, and its visible
                        text stays the day's number (axe: label-content-name-mismatch); clicks go through to the day. */}
                    {price != null && (
                      <span
                        className={`pointer-events-none absolute inset-x-0.5 bottom-2 text-center text-[11px] leading-none tracking-tight ${isSelected ? "text-white" : "text-dune-700"}`}
                        aria-hidden="true"
                        data-testid="day-price"
                      >
                        {formatDayPrice(locale, price)}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-stone-700" data-testid="calendar-prices">
        {format(messages["picker.dayPrices"], { currency })}
      </p>
    </div>
  )
}

/** Rendered again only when its own props change (not when the picked day's options arrive). */
export default memo(MonthCalendar)
