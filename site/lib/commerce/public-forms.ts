import { PUBLIC_MEDUSA_PUBLISHABLE_KEY, PUBLIC_MEDUSA_URL } from "astro:env/client"
import type { Locale } from "../../i18n"
import { formBody } from "./form-body"

/** The public's forms the site server takes without JavaScript. */
export type PublicForm = "contact" | "offer"

const ENDPOINT: Record<PublicForm, string> = {
  contact: "/store/contact-messages",
  offer: "/store/offer-requests",
}

/** What the API answered: accepted (with the offer's reference), or its refusal to show. */
export type FormAnswer =
  | { ok: true; reference: string | null }
  | { ok: false; status: number; code: string; message: string; field: string | null }

/**
 * Sends a form to the Store API on behalf of the visitor (their address goes
 * along for the rate limits, their language for the messages).
 */
export async function submitPublicForm(
  form: PublicForm,
  data: FormData,
  locale: Locale,
  clientAddress: string | undefined,
  fallback: string,
): Promise<FormAnswer> {
  let response: Response
  try {
    response = await fetch(new URL(ENDPOINT[form], PUBLIC_MEDUSA_URL), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-medusa-locale": locale,
        ...(PUBLIC_MEDUSA_PUBLISHABLE_KEY
          ? { "x-publishable-api-key": PUBLIC_MEDUSA_PUBLISHABLE_KEY }
          : {}),
        ...(clientAddress ? { "x-forwarded-for": clientAddress } : {}),
      },
      body: JSON.stringify(formBody(data)),
    })
  } catch {
    return { ok: false, status: 0, code: "network_error", message: fallback, field: null }
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, any>
  if (response.ok) return { ok: true, reference: json.offer_request?.reference ?? null }
  const field =
    typeof json.params?.field === "string" ? json.params.field.replace(/\.\d+$/, "") : null
  const message =
    response.status < 500 && typeof json.message === "string" ? json.message : fallback
  return {
    ok: false,
    status: response.status,
    code: String(json.code ?? "unexpected"),
    message,
    field,
  }
}
