import type { ClientLocale } from "../../lib/client/format"
import BookingItem from "./BookingItem"
import { OrderHeading } from "./OrderList"
import type { ORDERS_MESSAGE_KEYS } from "./account-messages"
import { useOrders } from "./use-orders"

type Props = {
  locale: ClientLocale
  orderId: string
  loginUrl: string
  ordersUrl: string
  messages: Record<(typeof ORDERS_MESSAGE_KEYS)[number], string>
}

/**
 * One of the traveller's orders with the voucher and cancel action of each
 * booking. An order that is not theirs reads as not found, like one that
 * does not exist.
 */
export default function OrderDetail({ locale, orderId, loginUrl, ordersUrl, messages }: Props) {
  const { orders, error, reload } = useOrders(locale, loginUrl, messages["error.generic"])
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
        {error}
      </p>
    )
  if (!orders) return <p>{messages["account.loading"]}</p>
  const order = orders.find((o) => o.id === orderId)
  const back = (
    <a href={ordersUrl} className="inline-block font-semibold text-dune-700 underline">
      {messages["account.backToOrders"]}
    </a>
  )
  if (!order) {
    return (
      <div className="space-y-4" data-testid="order-not-found">
        <p>{messages["account.notFound"]}</p>
        {back}
      </div>
    )
  }
  return (
    <div className="space-y-6" data-testid="account-order">
      <OrderHeading locale={locale} order={order} messages={messages} />
      <ul className="space-y-4">
        {order.bookings.map((b) => (
          <BookingItem
            key={b.booking_id}
            locale={locale}
            booking={b}
            messages={messages}
            withCancel
            onCancelled={reload}
          />
        ))}
      </ul>
      {back}
    </div>
  )
}
