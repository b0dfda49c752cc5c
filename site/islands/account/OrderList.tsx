import { format } from "../../i18n/format"
import type { AccountOrder } from "../../lib/client/account-actions"
import { formatMajor, type ClientLocale } from "../../lib/client/format"
import BookingItem from "./BookingItem"
import type { ORDERS_MESSAGE_KEYS } from "./account-messages"
import { useOrders } from "./use-orders"

type Props = {
  locale: ClientLocale
  loginUrl: string
  /** The order page's path with `{id}` in place of the order's id. */
  orderUrl: string
  messages: Record<(typeof ORDERS_MESSAGE_KEYS)[number], string>
}

/** An order with its state, date placed, total and bookings. */
export function OrderHeading({
  locale,
  order,
  messages,
}: {
  locale: ClientLocale
  order: AccountOrder
  messages: Props["messages"]
}) {
  const placed = new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    dateStyle: "long",
  }).format(new Date(order.created_at))
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 className="text-lg font-bold">
        {format(messages["account.order"], { number: order.display_id })}
      </h2>
      <span
        className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold"
        data-testid="order-state"
      >
        {messages[`account.state.${order.state}`]}
      </span>
      <p className="w-full text-sm text-stone-700">
        {format(messages["account.placedOn"], { date: placed })} · {messages["account.total"]}:{" "}
        {formatMajor(locale, order.total, order.currency_code)}
        {order.refunded ? (
          <span data-testid="order-refunded">
            {" · "}
            {format(messages["account.refunded"], {
              amount: formatMajor(locale, order.refunded, order.currency_code),
            })}
            {order.state === "cancelled" && order.kept
              ? ` · ${format(messages["account.kept"], { amount: formatMajor(locale, order.kept, order.currency_code) })}`
              : null}
          </span>
        ) : null}
      </p>
    </div>
  )
}

/**
 * The traveller's orders: those with a booking still ahead first, then the
 * past ones, each with its bookings and a link to its page.
 */
export default function OrderList({ locale, loginUrl, orderUrl, messages }: Props) {
  const { orders, error } = useOrders(locale, loginUrl, messages["error.generic"])
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {error}
      </p>
    )
  if (!orders) return <p>{messages["account.loading"]}</p>
  if (!orders.length) return <p data-testid="no-orders">{messages["account.noOrders"]}</p>
  const upcoming = orders.filter((o) => o.bookings.some((b) => b.upcoming))
  const past = orders.filter((o) => !o.bookings.some((b) => b.upcoming))
  const section = (title: string, list: AccountOrder[], id: string) =>
    list.length > 0 && (
      <section aria-labelledby={id} className="space-y-4">
        <h2 id={id} className="text-xl font-bold">
          {title}
        </h2>
        <ul className="space-y-4">
          {list.map((order) => (
            <li
              key={order.id}
              className="space-y-3 rounded-xl border border-sand-100 bg-white p-4"
              data-testid="account-order"
            >
              <OrderHeading locale={locale} order={order} messages={messages} />
              <ul className="space-y-3">
                {order.bookings.map((b) => (
                  <BookingItem key={b.booking_id} locale={locale} booking={b} messages={messages} />
                ))}
              </ul>
              <a
                href={orderUrl.replace("{id}", encodeURIComponent(order.id))}
                className="inline-block font-semibold text-dune-700 underline"
                data-testid="order-link"
              >
                {messages["account.orderLink"]}
              </a>
            </li>
          ))}
        </ul>
      </section>
    )
  return (
    <div className="space-y-8">
      {section(messages["account.upcoming"], upcoming, "orders-upcoming")}
      {section(messages["account.past"], past, "orders-past")}
    </div>
  )
}
