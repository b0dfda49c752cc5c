import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { bookingCart } from "../../src/api/store/carts/cart-response"
import { BOOKING_CART_FIELDS } from "../../src/lib/query-config/carts"
import { promoRemovedOf } from "../../src/lib/promo-policy"
import { PROMO_CODES } from "../../src/scripts/seed/promotions"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send, storeApi } from "../fixtures"
import { LOCALES, type Locale } from "../../src/lib/i18n/messages"

jest.setTimeout(120_000)

/**
 * Adding a booking checks the publishable key and a custom offer's lock in
 * the first statement of its seat cap (lib/client-holds.ts), instead of
 * Medusa's two-statement key check and the offer guard's cart read before
 * it (lib/publishable-key-deferral.ts): a bad key is still refused exactly
 * as Medusa refuses it on its own routes, and nothing is held or recorded.
 * Its answer's cart is read in one statement, with the totals Medusa's cart
 * module computes: the same as Medusa's query graph of the cart.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let headers: Record<string, string>
    const { get, post, del, newCart } = storeApi(api, () => headers)

    beforeEach(async () => {
      container = getContainer()
      headers = await seedFixtures(container)
    })

    const pg = () => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const slotOn = async (offset: number) =>
      (await get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(offset)}`))
        .data.options[0].slots[0].id as string
    /** What a cart and its slot hold, and whether the cart was attributed to a client. */
    const state = async (cartId: string, slotId: string) => {
      const { rows } = await pg().raw(
        `SELECT (SELECT held FROM slot WHERE id = ?) AS held,
                (SELECT count(*)::int FROM cart_line_item WHERE cart_id = ? AND deleted_at IS NULL) AS lines,
                (SELECT count(*)::int FROM hold WHERE cart_id = ?) AS holds,
                (SELECT count(*)::int FROM cart_client WHERE cart_id = ?) AS clients`,
        [slotId, cartId, cartId, cartId],
      )
      return rows[0]
    }
    /** Everything of an error answer but its request id. */
    const refusal = (reply: { status: number; data: any }) => {
      const { request_id: _id, message, ...rest } = reply.data
      return { status: reply.status, ...rest, message: message.replace(/[0-9a-f-]{36}/g, "<id>") }
    }

    it("a missing, unknown, revoked or secret key is refused exactly as Medusa refuses it, before anything is held", async () => {
      const apiKeys = container.resolve(Modules.API_KEY)
      const [revoked] = await apiKeys.createApiKeys([
        { title: "Revocada", type: "publishable", created_by: "test" },
      ])
      await apiKeys.revoke({ id: revoked.id }, { revoked_by: "test" })
      const [secret] = await apiKeys.createApiKeys([
        { title: "Secreta", type: "secret", created_by: "test" },
      ])
      const cartId = await newCart()
      const slotId = await slotOn(2)
      const body = { slot_id: slotId, travellers: { adult: 2 } }
      const { "x-publishable-api-key": _key, ...noKey } = headers
      const keys: (string | null)[] = [null, "pk_unknown", revoked.token, secret.token, ""]
      for (const language of LOCALES) {
        for (const key of keys) {
          const extra = {
            ...noKey,
            "accept-language": language,
            ...(key === null ? {} : { "x-publishable-api-key": key }),
          }
          const ours = await send(
            api.post(`/store/carts/${cartId}/bookings`, body, { headers: extra }),
          )
          // Medusa's own route, its own check: the same answer.
          const medusas = await send(
            api.post(
              `/store/carts/${cartId}/line-items`,
              { variant_id: "variant_x", quantity: 1 },
              { headers: extra },
            ),
          )
          expect(ours.status).toBe(400)
          expect(ours.data.code).toBe("publishable_key_required")
          expect(refusal(ours)).toEqual(refusal(medusas))
          // A body the route would refuse gets the key's refusal first, as before.
          const bad = await send(
            api.post(`/store/carts/${cartId}/bookings`, { slot_id: slotId }, { headers: extra }),
          )
          expect(refusal(bad)).toEqual(refusal(medusas))
        }
      }
      expect(await state(cartId, slotId)).toEqual({ held: 0, lines: 0, holds: 0, clients: 0 })

      // With the shop's key: held, and Medusa's own key check (a query graph of the key) did not run.
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const graph = query.graph.bind(query)
      let keyReads = 0
      const spy = jest.spyOn(query, "graph").mockImplementation(((
        config: { entity?: string },
        ...rest: unknown[]
      ) => {
        if (config?.entity === "api_key") keyReads++
        return (graph as (...args: unknown[]) => unknown)(config, ...rest)
      }) as typeof query.graph)
      try {
        const added = await post(`/store/carts/${cartId}/bookings`, body)
        expect(added.status).toBe(201)
        expect(keyReads).toBe(0)
        // The cart id in another shape is Medusa's to check, as any other route.
        expect((await post(`/store/carts/cart_123/bookings`, body)).status).toBe(404)
        expect(keyReads).toBe(1)
      } finally {
        spy.mockRestore()
      }
      expect(await state(cartId, slotId)).toEqual({ held: 2, lines: 1, holds: 1, clients: 1 })
    })

    it("a custom offer's cart takes no booking, even with a body the route would refuse; nothing is held or recorded", async () => {
      const cartId = await newCart()
      const slotId = await slotOn(3)
      await container
        .resolve(Modules.CART)
        .updateCarts(cartId, { metadata: { offer_request_id: "oreq_01TEST" } })
      for (const [body, language, message] of [
        [
          { slot_id: slotId, travellers: { adult: 1 } },
          "es",
          /^Este carrito es una oferta personalizada/,
        ],
        [{ slot_id: slotId }, "en", /^This cart is a custom offer/],
      ] as const) {
        const reply = await post(`/store/carts/${cartId}/bookings`, body, {
          "accept-language": language,
        })
        expect(reply.status).toBe(400)
        expect(reply.data).toMatchObject({
          code: "offer.cart_locked",
          message: expect.stringMatching(message),
        })
      }
      expect(await state(cartId, slotId)).toEqual({ held: 0, lines: 0, holds: 0, clients: 0 })
      // Another cart of the same client still books.
      const other = await newCart()
      expect(
        (
          await post(`/store/carts/${other}/bookings`, {
            slot_id: slotId,
            travellers: { adult: 1 },
          })
        ).status,
      ).toBe(201)
    })

    it("answers with the cart as Medusa's query graph reads it: lines, taxes, adjustments, codes and totals", async () => {
      /** The cart as the booking routes answered it until 27 November 2026: Medusa's query graph (eight statements). */
      const medusas = async (cartId: string, locale: Locale = "es") => {
        const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "cart",
          fields: [...BOOKING_CART_FIELDS, "metadata"],
          filters: { id: cartId },
        })
        if (!data[0]) return undefined
        const { metadata, ...cart } = data[0] as (typeof data)[0] & {
          metadata?: Record<string, unknown> | null
        }
        return { ...cart, promo_removed: promoRemovedOf(metadata, locale) }
      }
      const same = async (cartId: string, locale: Locale = "es") => {
        const ours = JSON.parse(
          JSON.stringify((await bookingCart(container, cartId, locale)) ?? null),
        )
        expect(ours).toEqual(JSON.parse(JSON.stringify((await medusas(cartId, locale)) ?? null)))
        return ours
      }
      const cartId = await newCart()
      expect(await same(cartId)).toMatchObject({ items: [], total: 0 })
      const slotId = await slotOn(2)
      const added = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: slotId,
        travellers: { adult: 2, child: 1 },
        extras: [{ code: "dinner" }, { code: "photos" }],
        pickup_point_id: "kingdom-centre",
      })
      expect(added.status).toBe(201)
      const second = await post(`/store/carts/${cartId}/bookings`, {
        slot_id: await slotOn(3),
        travellers: { adult: 1 },
      })
      expect(second.status).toBe(201)
      const plain = await same(cartId)
      expect(plain.items.length).toBeGreaterThan(3)
      expect(plain.total).toBe(45 * 2 + 30 + 28 * 3 + 35 + 45)
      // What the route answered is that cart.
      expect(second.data.cart).toEqual(plain)

      // A code (adjustments on every line), then tax lines and a credit line written as Medusa's modules write them.
      expect(
        (await post(`/store/carts/${cartId}/promotions`, { promo_codes: [PROMO_CODES.percent] }))
          .status,
      ).toBe(200)
      const withCode = await same(cartId, "en")
      expect(withCode.promotions.map((p: { code: string }) => p.code)).toEqual([
        PROMO_CODES.percent,
      ])
      expect(withCode.discount_total).toBeGreaterThan(0)
      const carts = container.resolve(Modules.CART)
      const items = await carts.listLineItems({ cart_id: cartId })
      await carts.setLineItemTaxLines(
        cartId,
        items.map((item) => ({ item_id: item.id, rate: 15, code: "VAT", name: "VAT" })),
      )
      // Generated by Medusa's service factory, not in its interface.
      const credits = carts as unknown as { createCreditLines(lines: object[]): Promise<unknown> }
      await credits.createCreditLines([
        { cart_id: cartId, amount: 10, reference: "test", reference_id: "test" },
      ])
      const taxed = await same(cartId)
      expect(taxed.total).not.toBe(withCode.total)

      // A booking removed: the answer of the removal is that cart too.
      const removed = await del(`/store/carts/${cartId}/bookings/${added.data.hold.id}`)
      expect(removed.status).toBe(200)
      expect(removed.data.cart).toEqual(await same(cartId))
      expect(await bookingCart(container, "cart_01KB2ZQ5M8N3R7T9V1W4X6Y8Z0")).toBeUndefined()
    })
  },
})
