import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import { dayFromToday, DESERT_SAFARI, seedFixtures, send } from "../fixtures"

jest.setTimeout(120_000)

type Case = {
  name: string
  request: (ctx: Ctx) => { method: "get" | "post"; url: string; body?: object }
  status: number
  code: string
  es: string
  en: string
}
type Ctx = { cartId: string; bareCartId: string; slotId: string; privateSlotId: string }

const booking = (ctx: Ctx, body: object) => ({
  method: "post" as const,
  url: `/store/carts/${ctx.cartId}/bookings`,
  body,
})

/** Every traveller-facing error of the booking API, with its copy in both languages. */
const CASES: Case[] = [
  {
    name: "unknown experience",
    request: () => ({
      method: "get",
      url: `/store/experiences/no-existe/availability/${dayFromToday(2)}`,
    }),
    status: 404,
    code: "experience_unavailable",
    es: "Actividad no disponible",
    en: "Activity unavailable",
  },
  {
    name: "currency not sold",
    request: () => ({
      method: "get",
      url: `/store/experiences/${DESERT_SAFARI.handle}/availability?currency=gbp`,
    }),
    status: 400,
    code: "currency_not_sold",
    es: "No vendemos en GBP. Elige EUR, USD, AED o SAR.",
    en: "We do not sell in GBP. Choose EUR, USD, AED or SAR.",
  },
  {
    name: "malformed date",
    request: () => ({
      method: "get",
      url: `/store/experiences/${DESERT_SAFARI.handle}/availability/2026-13-45`,
    }),
    status: 400,
    code: "invalid_date",
    es: "Este formato no es correcto.",
    en: "This format is not correct.",
  },
  {
    name: "malformed query",
    request: () => ({
      method: "get",
      url: `/store/experiences/${DESERT_SAFARI.handle}/availability?from=mañana`,
    }),
    status: 400,
    code: "invalid_request",
    es: "Revisa los datos enviados: faltan campos o alguno no es válido.",
    en: "Please check what was sent: some fields are missing or not valid.",
  },
  {
    name: "body without travellers",
    request: (ctx) => booking(ctx, { slot_id: ctx.slotId }),
    status: 400,
    code: "invalid_request",
    es: "Revisa los datos enviados: faltan campos o alguno no es válido.",
    en: "Please check what was sent: some fields are missing or not valid.",
  },
  {
    name: "unknown slot",
    request: (ctx) => booking(ctx, { slot_id: "slot_nope", travellers: { adult: 1 } }),
    status: 404,
    code: "slot_not_found",
    es: "Este horario no existe.",
    en: "This time slot does not exist.",
  },
  {
    name: "not enough seats",
    request: (ctx) => booking(ctx, { slot_id: ctx.slotId, travellers: { adult: 21 } }),
    status: 409,
    code: "not_enough_seats",
    es: "No hay plazas suficientes: solo quedan 20 plazas para este horario.",
    en: "Not enough seats: only 20 seats are left for this time.",
  },
  {
    name: "too many travellers per item",
    request: (ctx) =>
      booking(ctx, { slot_id: ctx.privateSlotId, items: 1, travellers: { adult: 7 } }),
    status: 400,
    code: "too_many_per_item",
    es: "Máximo 6 viajeros por unidad.",
    en: "maximum 6 travellers per item",
  },
  {
    name: "unknown extra",
    request: (ctx) =>
      booking(ctx, { slot_id: ctx.slotId, travellers: { adult: 1 }, extras: [{ code: "spa" }] }),
    status: 400,
    code: "extra_not_found",
    es: "El extra «spa» no existe para esta opción.",
    en: 'The extra "spa" does not exist for this option.',
  },
  {
    name: "unknown pickup point",
    request: (ctx) =>
      booking(ctx, { slot_id: ctx.slotId, travellers: { adult: 1 }, pickup_point_id: "airport" }),
    status: 400,
    code: "pickup_point_not_found",
    es: "Ese punto de recogida no existe para esta actividad.",
    en: "That pickup point does not exist for this activity.",
  },
  {
    name: "booking not in the cart",
    request: (ctx) => ({
      method: "post",
      url: `/store/carts/${ctx.cartId}/bookings/hold_nope`,
      body: { travellers: { adult: 1 } },
    }),
    status: 404,
    code: "booking_not_found",
    es: "Esta reserva ya no está en tu carrito.",
    en: "This booking is no longer in your cart.",
  },
  {
    name: "completing a cart without bookings",
    request: (ctx) => ({ method: "post", url: `/store/carts/${ctx.cartId}/complete-booking` }),
    status: 400,
    code: "cart_has_no_bookings",
    es: "Tu carrito no tiene ninguna reserva.",
    en: "Your cart has no bookings.",
  },
  {
    name: "checkout without an e-mail",
    request: (ctx) => ({ method: "post", url: `/store/carts/${ctx.bareCartId}/checkout` }),
    status: 400,
    code: "email_required",
    es: "Indica tu correo electrónico antes de confirmar la reserva.",
    en: "Please enter your e-mail address before confirming the booking.",
  },
  {
    name: "a cart that does not exist",
    request: () => ({
      method: "post",
      url: `/store/carts/cart_01JZZZZZZZZZZZZZZZZZZZZZZZ/checkout`,
    }),
    status: 404,
    code: "cart_not_found",
    es: "No encontramos tu carrito. Empieza una nueva reserva.",
    en: "We could not find your cart. Please start a new booking.",
  },
]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let headers: Record<string, string>
    let ctx: Ctx

    beforeEach(async () => {
      headers = await seedFixtures(getContainer())
      const { data } = await send(api.get("/store/regions", { headers }))
      const region = data.regions.find((r: any) => r.currency_code === "eur")
      const cart = await send(
        api.post(
          "/store/carts",
          { region_id: region.id, email: "viajera@example.com" },
          { headers },
        ),
      )
      const bare = await send(api.post("/store/carts", { region_id: region.id }, { headers }))
      const day = await send(
        api.get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`, {
          headers,
        }),
      )
      ctx = {
        cartId: cart.data.cart.id,
        bareCartId: bare.data.cart.id,
        slotId: day.data.options[0].slots[0].id,
        privateSlotId: day.data.options[1].slots[0].id,
      }
    })

    it.each(CASES)("$name: $code in Spanish by default and in English on request", async (c) => {
      for (const [language, message] of [
        ["", c.es],
        ["en-GB,en;q=0.8", c.en],
      ] as const) {
        const { method, url, body } = c.request(ctx)
        const config = {
          headers: { ...headers, ...(language ? { "accept-language": language } : {}) },
        }
        const response = await send(
          method === "get" ? api.get(url, config) : api.post(url, body ?? {}, config),
        )
        expect({
          status: response.status,
          code: response.data.code,
          message: response.data.message,
        }).toEqual({
          status: c.status,
          code: c.code,
          message,
        })
      }
    })

    it("refuses an experience that was unpublished: 'Actividad no disponible'", async () => {
      const products = getContainer().resolve(Modules.PRODUCT)
      const [product] = await products.listProducts({ handle: DESERT_SAFARI.handle })
      await products.updateProducts(product.id, { status: "draft" })
      const added = await send(
        api.post(
          `/store/carts/${ctx.cartId}/bookings`,
          { slot_id: ctx.slotId, travellers: { adult: 1 } },
          { headers },
        ),
      )
      expect(added.data).toMatchObject({
        code: "experience_unavailable",
        message: "Actividad no disponible",
      })
      const day = await send(
        api.get(`/store/experiences/${DESERT_SAFARI.handle}/availability/${dayFromToday(2)}`, {
          headers: { ...headers, "accept-language": "en" },
        }),
      )
      expect(day.data).toMatchObject({
        code: "experience_unavailable",
        message: "Activity unavailable",
      })
    })
  },
})
