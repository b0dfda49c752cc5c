import type { Pair, Section } from "./build-helpers.ts"

type PageSeed = {
  kind: string
  title: Pair
  intro: Pair
  updatedAt: string
  sections: Section[]
  seo: { title: Pair; description: Pair }
}

const para = (es: string, en: string): Pair => ({ es, en })

/** About, legal and contact copy. */
export const PAGES: PageSeed[] = [
  {
    kind: "about",
    title: { es: "Sobre Sendero", en: "About Sendero" },
    intro: {
      es: "Nacimos caminando por las dunas de las afueras de Riad y hoy reunimos más de quinientas experiencias con guías locales.",
      en: "Sendero brings together more than 500 tours, activities and attractions in the Middle East, North Africa and Spain, all run by local experts.",
    },
    updatedAt: "2025-05-01",
    sections: [
      {
        heading: { es: "Cómo empezamos", en: "How we started" },
        paragraphs: [
          para(
            "Sendero empezó con una ruta a pie al atardecer por las dunas rojas y una subida al mirador del Fin del Mundo. Los viajeros nos pedían más caminos, y fuimos sumando guías de confianza en cada destino.",
            "Sendero began with a single sunset hike on the red dunes outside Riyadh. Travellers kept asking for more, so we added trusted guides and operators in every destination we love.",
          ),
        ],
      },
      {
        heading: { es: "Qué nos importa", en: "What we care about" },
        paragraphs: [
          para(
            "Grupos pequeños, guías que viven en el lugar, precios claros y cancelación gratuita siempre que es posible.",
            "Small groups, guides who live locally, clear prices and free cancellation wherever possible.",
          ),
        ],
      },
      {
        heading: { es: "Nuestro equipo", en: "Our team" },
        paragraphs: [
          para(
            "Un equipo repartido entre Riad, Dubái y Madrid que responde a cualquier hora.",
            "A team spread across Dubai, Riyadh and Madrid, with round-the-clock support from our UAE office.",
          ),
        ],
      },
    ],
    seo: {
      title: { es: "Sobre nosotros", en: "About us" },
      description: {
        es: "Quiénes somos: rutas por el desierto, guías locales y más de 500 experiencias.",
        en: "Who we are: local guides, small groups and more than 500 experiences.",
      },
    },
  },
  {
    kind: "privacy-policy",
    title: { es: "Política de privacidad", en: "Privacy policy" },
    intro: {
      es: "Cómo tratamos tus datos personales cuando reservas con nosotros.",
      en: "How we handle your personal data when you book with us.",
    },
    updatedAt: "2025-03-01",
    sections: [
      {
        heading: { es: "Qué datos recogemos", en: "What we collect" },
        paragraphs: [
          para(
            "Tu nombre, e-mail, teléfono y país para gestionar la reserva, y los datos de pago que procesa nuestro proveedor de pagos. No guardamos números de tarjeta.",
            "Your name, e-mail, phone number and country to manage the booking, and the payment details processed by our payment provider. We never store card numbers.",
          ),
        ],
      },
      {
        heading: { es: "Para qué los usamos", en: "How we use it" },
        paragraphs: [
          para(
            "Para confirmar y gestionar tus reservas, compartir con el operador lo necesario para prestar el servicio y, si lo aceptas, enviarte ofertas.",
            "To confirm and manage your bookings, share with the operator what they need to run the experience and, if you agree, send you offers.",
          ),
        ],
      },
      {
        heading: { es: "Tus derechos", en: "Your rights" },
        paragraphs: [
          para(
            "Puedes pedir acceso, rectificación o borrado de tus datos escribiéndonos. Respondemos en un plazo de 30 días.",
            "You can ask to access, correct or delete your data by e-mailing us. We reply within 30 days.",
          ),
        ],
      },
      {
        heading: { es: "Cookies", en: "Cookies" },
        paragraphs: [
          para(
            "Usamos una cookie para recordar tu idioma durante un año y cookies técnicas para el carrito y la sesión.",
            "We use a cookie to remember your language for a year, plus technical cookies for the cart and session.",
          ),
        ],
      },
    ],
    seo: {
      title: { es: "Política de privacidad", en: "Privacy policy" },
      description: {
        es: "Qué datos personales recogemos, para qué los usamos y cómo ejercer tus derechos.",
        en: "What personal data we collect, how we use it and how to exercise your rights.",
      },
    },
  },
  {
    kind: "terms-and-conditions",
    title: { es: "Términos y condiciones", en: "Terms and conditions" },
    intro: {
      es: "Las condiciones que aceptas al reservar una experiencia en Sendero.",
      en: "The terms you accept when you book an experience on Sendero.",
    },
    updatedAt: "2025-03-01",
    sections: [
      {
        heading: { es: "Reservas", en: "Bookings" },
        paragraphs: [
          para(
            "La reserva es firme cuando recibes el bono por e-mail. Cada experiencia la presta un operador local, cuyos datos figuran en el bono.",
            "A booking is confirmed when you receive the voucher by e-mail. Each experience is run by a local operator named on the voucher.",
          ),
        ],
      },
      {
        heading: { es: "Precios y pagos", en: "Prices and payment" },
        paragraphs: [
          para(
            "Los precios incluyen impuestos. Si eliges pagar más tarde, la plaza queda reservada hasta que completes el pago en el plazo indicado.",
            "Prices include taxes. If you choose to pay later, your place is held until you complete payment within the stated time.",
          ),
        ],
      },
      {
        heading: { es: "Cancelaciones", en: "Cancellations" },
        paragraphs: [
          para(
            "Se aplica la política de cada experiencia: gratuita, no reembolsable o con un porcentaje de penalización si cancelas con menos antelación de la indicada.",
            "Each experience's policy applies: free, non-refundable, or a penalty percentage if you cancel later than stated.",
          ),
        ],
      },
      {
        heading: { es: "Reembolsos", en: "Refunds" },
        paragraphs: [
          para(
            "Si una reserva no se puede confirmar después del pago, te devolvemos el importe en 24 horas.",
            "If a booking cannot be confirmed after payment, we refund you within 24 hours.",
          ),
        ],
      },
    ],
    seo: {
      title: { es: "Términos y condiciones", en: "Terms and conditions" },
      description: {
        es: "Condiciones de reserva, pago, cancelación y reembolso de las experiencias de Sendero.",
        en: "Booking, payment, cancellation and refund terms for Sendero experiences.",
      },
    },
  },
  {
    kind: "contact-us",
    title: { es: "Contacto", en: "Contact us" },
    intro: {
      es: "¿Dudas sobre una ruta por las dunas o sobre tu reserva? Escríbenos y te respondemos enseguida.",
      en: "Our Dubai-based team is here 24/7 for bookings across the UAE and beyond.",
    },
    updatedAt: "2025-05-01",
    sections: [
      {
        heading: { es: "Chat y WhatsApp", en: "Chat and WhatsApp" },
        paragraphs: [
          para(
            "El chat de la web funciona las 24 horas. Por WhatsApp respondemos en menos de quince minutos.",
            "Live chat on the site runs 24/7. On WhatsApp we reply within fifteen minutes, day or night, UAE time.",
          ),
        ],
      },
      {
        heading: { es: "Teléfono y e-mail", en: "Phone and e-mail" },
        paragraphs: [
          para(
            "Llámanos o escríbenos; si tu consulta es sobre una reserva, incluye el número del bono.",
            "Call our Dubai office or e-mail us; if it is about a booking, include your voucher number.",
          ),
        ],
      },
    ],
    seo: {
      title: { es: "Contacto", en: "Contact us" },
      description: {
        es: "Chat 24/7, WhatsApp, teléfono y e-mail para resolver tus dudas sobre reservas.",
        en: "24/7 chat, WhatsApp, phone and e-mail support from our team in Dubai.",
      },
    },
  },
]
