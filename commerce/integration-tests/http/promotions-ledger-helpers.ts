import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { dayFromToday, DESERT_SAFARI, type storeApi } from "../fixtures"
import type { MailSink } from "../mail-sink"
import type { startStripeDouble } from "../stripe-double"

/** An amount as the Spanish e-mails write it, spaces normalised. */
export const euros = (amount: number) =>
  new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" })
    .format(amount)
    .replace(/\s/g, " ")

/**
 * What the promotions spec does as a traveller (book, apply a code, pay by card) and reads back
 * (the cart, the order's total, the e-mails); and the one operator move it needs (a new adult price).
 */
export function promotionSteps(ctx: {
  store: ReturnType<typeof storeApi>
  container: () => MedusaContainer
  double: () => Awaited<ReturnType<typeof startStripeDouble>>
  sink: () => MailSink
}) {
  const { get, post, newCart } = ctx.store
  const { container, double, sink } = ctx
  /** The text of the e-mails to an address, spaces normalised. */
  const mailText = async (to: string) =>
    (await sink().waitFor(to))
      .map((m) => `${m.subject}\n${m.text ?? ""}`.replace(/\s/g, " "))
      .join("\n")
  async function book(
    travellers: object,
    { email = "viajera@example.com", extras = [] as object[] } = {},
  ) {
    const cartId = await newCart(email)
    const day = (
      await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`)
    ).data
    const added = await post(`/store/carts/${cartId}/bookings`, {
      slot_id: day.options[0].slots[0].id,
      travellers,
      extras,
    })
    expect(added.status).toBe(201)
    return { cartId, holdId: added.data.hold.id as string, cart: added.data.cart }
  }
  const applyCode = (cartId: string, code: string, lang = "es") =>
    post(`/store/carts/${cartId}/promotions`, { promo_codes: [code] }, { "accept-language": lang })
  const cartOf = async (cartId: string) =>
    (
      await get(
        `/store/carts/${cartId}?fields=+promotions.code,+original_item_total,+discount_total`,
      )
    ).data.cart

  /** Pays the cart on the Stripe double; answers the session's amount and the order's total. */
  async function payByCard(cartId: string) {
    const started = await post(`/store/carts/${cartId}/card-payment`, {})
    expect(started.status).toBe(200)
    const sessionId: string = started.data.card_payment.checkout_session_id
    const session = await double().stripe.checkout.sessions.retrieve(sessionId)
    const paid = await double().control(`sessions/${sessionId}/pay`, {
      card: "4242 4242 4242 4242",
    })
    expect(paid.outcome).toBe("succeeded")
    const result = await get(`/store/carts/${cartId}/card-payment?session_id=${sessionId}`)
    expect(result.data.card_payment).toMatchObject({ outcome: "success" })
    const order = await orderTotal(result.data.card_payment.order_id)
    return { charged: session.amount_total! / 100, order }
  }
  async function orderTotal(orderId: string) {
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "total", "discount_total"],
      filters: { id: orderId },
    })
    const order = data[0] as unknown as { total: unknown; discount_total: unknown }
    return { total: Number(order.total), discount_total: Number(order.discount_total) }
  }
  async function setAdultPrice(amount: number) {
    const query = container().resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "product_variant",
      fields: [
        "id",
        "metadata",
        "price_set.id",
        "price_set.prices.id",
        "price_set.prices.currency_code",
      ],
      filters: {},
    })
    const pricing = container().resolve(Modules.PRICING)
    for (const variant of data as any[]) {
      if (variant.metadata?.band !== "adult" || !variant.price_set) continue
      const eur = variant.price_set.prices.find((p: any) => p?.currency_code === "eur")
      if (eur)
        await pricing.updatePriceSets(variant.price_set.id, {
          prices: [{ id: eur.id, amount, currency_code: "eur" }],
        })
    }
  }

  return { mailText, book, applyCode, cartOf, payByCard, orderTotal, setAdultPrice }
}
