import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import type { Locale } from "../../../lib/i18n/messages"

const WORDS = {
  es: {
    adult: ["adulto", "adultos"],
    child: ["niño", "niños"],
    infant: ["bebé", "bebés"],
    items: ["vehículo", "vehículos"],
  },
  en: {
    adult: ["adult", "adults"],
    child: ["child", "children"],
    infant: ["infant", "infants"],
    items: ["vehicle", "vehicles"],
  },
} as const

/** "2 adultos, 1 niño" (or "1 vehicle" for a per-item option) in the traveller's language. */
export function travellersText(travellers: Record<string, number>, locale: Locale) {
  const words = WORDS[locale] as Record<string, readonly [string, string]>
  return Object.entries(travellers)
    .filter(([band, n]) => words[band] && n > 0)
    .map(([band, n]) => `${n} ${words[band][n === 1 ? 0 : 1]}`)
    .join(", ")
}

export type OfferMailInput = {
  request: { id: string; reference: string; email: string; name: string; locale: Locale }
  product: { title: string }
  slot: { starts_at: string; timezone: string }
  travellers: Record<string, number>
  amount: number
  currency_code: string
  url: string
  expires_at: number
  cart_id: string
  note?: string
}

/** The custom offer to the traveller, in the request's language, once per offer cart. */
export const buildOfferMailStep = createStep("build-offer-mail", async (input: OfferMailInput) => {
  const { request } = input
  const mail: SendNotificationsStepInput = [
    {
      to: request.email,
      channel: "email",
      template: "custom-offer",
      resource_id: request.id,
      resource_type: "offer_request",
      trigger_type: "offer_request.offer_sent",
      idempotency_key: `offer-sent:${input.cart_id}`,
      data: {
        locale: request.locale,
        customer_name: request.name,
        experience: input.product.title,
        description: input.product.title,
        starts_at: input.slot.starts_at,
        timezone: input.slot.timezone,
        travellers: travellersText(input.travellers, request.locale),
        total: { amount: input.amount, currency_code: input.currency_code },
        url: input.url,
        expires_at: new Date(input.expires_at * 1000).toISOString(),
        request_reference: request.reference,
        note: input.note ?? null,
      },
    },
  ]
  return new StepResponse(mail)
})
