import { dayFromToday, DESERT_SAFARI, type storeApi } from "../fixtures"

/* Bodies, rule cases and sign-up of offers-contact.spec.ts (custom offers and contact messages). */

type StorePost = ReturnType<typeof storeApi>["post"]

export const PASSWORD = "a-long-password-1"

/** A contact message as the contact form sends it. */
export const contact = (extra: object = {}) => ({
  name: "Lucía",
  email: "lucia@example.com",
  subject: "Grupo de empresa",
  message: "¿Organizáis salidas para 30 personas?",
  website: "",
  elapsed_ms: 8000,
  ...extra,
})
/** A custom-offer request as the offer form sends it. */
export const offer = (extra: object = {}) => ({
  handle: DESERT_SAFARI.handle,
  flexible: false,
  date_from: dayFromToday(20),
  date_to: dayFromToday(22),
  travellers: { adult: 2, child: 1, infant: 0 },
  budget_amount: 900,
  currency: "EUR",
  languages: ["es", "en"],
  message: "Queremos una cena en el desierto.",
  name: "Lucía",
  email: "lucia@example.com",
  phone_country: "+34",
  phone_number: "600 123 456",
  elapsed_ms: 9000,
  ...extra,
})

/** Offer forms each refused for one rule: body, field, code and the spec's Spanish message. */
export const offerRuleCases = (): [object, string, string, string][] => [
  [offer({ date_from: "", date_to: "" }), "date_from", "field_required", "Campo Requerido"],
  [
    offer({ date_from: dayFromToday(5), date_to: dayFromToday(3) }),
    "date_to",
    "offer_dates_invalid",
    "La fecha de vuelta no puede ser anterior a la de ida, y las fechas deben estar en los próximos dos años.",
  ],
  [
    offer({ date_from: dayFromToday(-3) }),
    "date_from",
    "offer_dates_invalid",
    "La fecha de vuelta no puede ser anterior a la de ida, y las fechas deben estar en los próximos dos años.",
  ],
  [
    offer({ travellers: { adult: 0, child: 0, infant: 1 } }),
    "travellers.adult",
    "offer_group_empty",
    "Indica al menos un adulto o un viajero.",
  ],
  [
    offer({ phone_country: "34" }),
    "phone_country",
    "field_invalid",
    "Este formato no es correcto.",
  ],
  [offer({ phone_number: "" }), "phone_number", "field_required", "Campo Requerido"],
  [offer({ currency: "" }), "currency", "field_required", "Campo Requerido"],
  [offer({ currency: "GBP" }), "currency", "field_invalid", "Este formato no es correcto."],
  [offer({ languages: ["xx"] }), "languages.0", "field_invalid", "Este formato no es correcto."],
  [
    offer({ message: "x".repeat(3001) }),
    "message",
    "field_too_long",
    "Escribe como máximo 3000 caracteres.",
  ],
]

/** Registers a traveller with this e-mail and returns their signed-in headers. */
export async function signUp(post: StorePost, email: string) {
  const registered = await post("/auth/customer/emailpass/register", {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })
  await post(
    "/store/customers",
    { email, first_name: "Ana" },
    { authorization: `Bearer ${registered.data.token}` },
  )
  return {
    authorization: `Bearer ${(await post("/auth/customer/emailpass", { email, password: PASSWORD })).data.token}`,
  }
}
