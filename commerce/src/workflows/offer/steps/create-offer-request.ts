import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { OFFER_MODULE } from "../../../modules/offer"
import type OfferModuleService from "../../../modules/offer/service"
import type { Locale } from "../../../lib/i18n/messages"
import { experienceTitle } from "../../../lib/line-names"
import { PRODUCT_TITLE_FIELDS } from "../../../lib/query-config/products"

/** A custom-offer request as the traveller wrote it (the route has validated it), in their language. */
export type CreateOfferRequestInput = {
  handle?: string
  flexible: boolean
  date_from?: string
  date_to?: string
  travellers: { adult: number; child: number; infant: number }
  budget_amount?: number
  currency?: string
  languages: string[]
  message: string
  name: string
  email: string
  phone_country: string
  phone_number: string
  locale: Locale
  customer_id: string | null
}

/**
 * Stores a custom-offer request as written, with the experience's title when
 * it names one (an unknown experience is refused). Compensation deletes it.
 */
export const createOfferRequestStep = createStep(
  "create-offer-request",
  async (input: CreateOfferRequestInput, { container }) => {
    let title: string | null = null
    if (input.handle) {
      const bookings: BookingModuleService = container.resolve(BOOKING_MODULE)
      const [experience] = await bookings.listExperiences(
        { handle: input.handle },
        { select: ["id", "handle"], take: 1 },
      )
      if (!experience)
        throw new BookingError(MedusaError.Types.NOT_FOUND, "experience_not_found", {
          field: "handle",
        })
      const { data } = await container.resolve("query").graph({
        entity: "product",
        fields: PRODUCT_TITLE_FIELDS,
        filters: { handle: input.handle },
      })
      // In the request's language: its e-mails and the traveller's account name it so.
      title = experienceTitle(data[0], input.locale, input.handle)
    }
    const offers: OfferModuleService = container.resolve(OFFER_MODULE)
    const request = await offers.createOfferRequests({
      handle: input.handle ?? null,
      experience_title: title,
      flexible: input.flexible,
      date_from: input.date_from ?? null,
      date_to: input.date_to ?? null,
      travellers: input.travellers,
      budget_amount: input.budget_amount ?? null,
      currency: input.currency ?? null,
      // A JSON array (the model's json type is declared as an object).
      languages: input.languages as unknown as Record<string, unknown>,
      message: input.message,
      name: input.name,
      email: input.email,
      phone_country: input.phone_country,
      phone_number: input.phone_number,
      locale: input.locale,
      customer_id: input.customer_id,
    })
    return new StepResponse(request, request.id)
  },
  async (id, { container }) => {
    if (!id) return
    await (container.resolve(OFFER_MODULE) as OfferModuleService).deleteOfferRequests(id)
  },
)
