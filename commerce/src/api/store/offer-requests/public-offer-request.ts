import { offerReference } from "../../../modules/offer"

type Stored = {
  id: string
  handle: string | null
  experience_title: string | null
  date_from: string | null
  date_to: string | null
  flexible: boolean
  travellers: unknown
  budget_amount: number | null
  currency: string | null
  languages: unknown
  message: string
  status: string
  created_at?: Date | string | null
}

/** A request as its traveller sees it (no team notes, no contact details echoed). */
export function publicOfferRequest(r: Stored) {
  return {
    id: r.id,
    reference: offerReference(r.id),
    handle: r.handle,
    experience_title: r.experience_title,
    date_from: r.date_from,
    date_to: r.date_to,
    flexible: r.flexible,
    travellers: r.travellers,
    budget_amount: r.budget_amount,
    currency: r.currency,
    languages: r.languages,
    message: r.message,
    status: r.status,
    created_at: r.created_at ?? null,
  }
}
