import {
  image,
  localeString,
  localeText,
  nextKey,
  reference,
  seo,
  type Pair,
} from "./build-helpers.ts"
import { scene } from "./images.ts"

const link = (es: string, en: string, href: string) => ({
  _type: "menuItem",
  _key: nextKey(),
  label: localeString({ es, en }),
  href,
})
const feature = (icon: string, title: Pair, text: Pair) => ({
  _type: "feature",
  _key: nextKey(),
  icon,
  title: localeString(title),
  text: localeText(text),
})

/** Site-wide settings: the spec's header menu, footer, claims and support contacts. */
export function siteSettings() {
  return {
    _id: "siteSettings",
    _type: "siteSettings",
    siteName: "Sendero",
    tagline: localeString({
      es: "Rutas por las dunas y miradores del desierto, con guías locales",
      en: "Tours, activities and attractions worldwide",
    }),
    headerMenu: [
      link("Sobre nosotros", "About Us", "/about"),
      link("Blog", "Blog", "/blog"),
      link("Descubre", "Discover", "/things-to-do"),
      link("Categorías", "Experience Category", "/categories"),
      link("Explora", "Explore", "/destinations"),
      link("Paquetes de viaje", "Tour Packages", "/paquetes-de-viaje"),
      link("Itinerarios", "Travel Itinerary", "/trip-planner"),
      link("Cruceros", "Cruises", "/cruceros"),
      link("Paquetes", "Packages", "/combos"),
      link("Contacto", "Contact Us", "/contact-us"),
    ],
    footer: {
      about: localeText({
        es: "Sendero organiza rutas a pie por las dunas, subidas a miradores y noches en el desierto cerca de Riad, y más de quinientas experiencias en otros destinos.",
        en: "Sendero is a marketplace for tours, activities and attractions, with local guides and 24/7 support from our team in Dubai.",
      }),
      links: [
        link("Sobre nosotros", "About", "/about"),
        link("Blog", "Blog", "/blog"),
        link("Ciudades", "Cities", "/destinations"),
        link("Descubre", "Discover", "/things-to-do"),
        link("Política de privacidad", "Privacy policy", "/privacy-policy"),
        link("Términos y condiciones", "Terms and conditions", "/terms-and-conditions"),
      ],
      copyright: localeString({
        es: "© {year} Sendero. Todos los derechos reservados.",
        en: "© {year} Sendero. All rights reserved.",
      }),
    },
    marketingClaims: [
      feature(
        "voucher",
        { es: "Cancelación gratuita", en: "Free cancellation" },
        {
          es: "Cancela hasta 24 horas antes y recupera el importe completo.",
          en: "Cancel up to 24 hours ahead for a full refund.",
        },
      ),
      feature(
        "review",
        { es: "Opiniones de confianza", en: "Trusted reviews" },
        {
          es: "Basado en 154 opiniones de viajeros reales.",
          en: "Based on 154 reviews from real travellers.",
        },
      ),
      feature(
        "tour-guide",
        { es: "Soporte 24/7", en: "24/7 support" },
        {
          es: "Te atendemos por chat, teléfono, e-mail o WhatsApp a cualquier hora.",
          en: "Reach us by chat, phone, e-mail or WhatsApp at any hour.",
        },
      ),
      feature(
        "sightseeing",
        { es: "Más de 500 experiencias", en: "500+ experiences" },
        {
          es: "Rutas por las dunas, miradores y noches en el desierto, y mucho más.",
          en: "More than 3,000 activities to choose from across our destinations.",
        },
      ),
    ],
    reviewSummary: { rating: 4.8, count: 154 },
    support: {
      heading: localeString({
        es: "¿Necesitas ayuda con tu ruta?",
        en: "Need help? Our UAE team is here 24/7",
      }),
      text: localeText({
        es: "Nuestros guías y el equipo de soporte te ayudan a elegir la ruta por las dunas que mejor encaja contigo.",
        en: "Talk to our Dubai-based support team any time about bookings in the UAE and worldwide: live chat, phone, e-mail or WhatsApp.",
      }),
      chatLabel: localeString({ es: "Chat 24/7", en: "24/7 live chat" }),
      phone: "+97145550123",
      email: "support@sendero.travel",
      whatsapp: "+971505550123",
      hours: localeString({
        es: "Todos los días, a cualquier hora",
        en: "Every day, around the clock (GST)",
      }),
    },
    socialLinks: ["instagram", "facebook", "x", "tiktok", "youtube"].map((network) => ({
      _type: "socialLink",
      _key: nextKey(),
      network,
      url: `https://www.${network === "x" ? "x" : network}.com/sendero.travel`,
    })),
    acceptedPayments: ["visa", "mastercard", "amex", "apple-pay", "google-pay"],
    marketplaces: ["tripadvisor", "viator", "getyourguide"].map((name) => ({
      _type: "marketplaceLink",
      _key: nextKey(),
      name,
      url: `https://www.${name}.com/`,
    })),
    defaultCurrency: "eur",
  }
}

/** The home page: hero, popular destinations, featured experiences, highlights, gallery and support block. */
export function home(popularCities: string[], featuredExperienceIds: string[]) {
  const heroTitle = {
    es: "Rutas a pie por las dunas del desierto",
    en: "Tours and activities worldwide",
  }
  const heroSubtitle = {
    es: "Camina al atardecer por las dunas rojas, asómate al mirador del Fin del Mundo y duerme bajo las estrellas a una hora de Riad.",
    en: "Book guided tours, desert safaris, cruises and attractions in more than a dozen cities, with free cancellation on most experiences.",
  }
  return {
    _id: "home",
    _type: "home",
    hero: {
      title: localeString(heroTitle),
      subtitle: localeText(heroSubtitle),
      searchPlaceholder: localeString({ es: "¿A dónde quieres ir?", en: "Where are you going?" }),
      image: image(scene("dunes", "dusk"), {
        es: "Dunas rojas al atardecer",
        en: "Red dunes at sunset",
      }),
    },
    popularDestinations: {
      title: localeString({ es: "Destinos populares", en: "Popular destinations" }),
      cities: popularCities.map((slug) => reference(`city-${slug}`, true)),
    },
    featuredExperiences: featuredExperienceIds.map((id) => reference(id, true)),
    featureHighlights: [
      feature(
        "tour-guide",
        { es: "Guías del lugar", en: "Local guides" },
        {
          es: "Caminan el desierto cada semana y conocen cada duna.",
          en: "Experts who live where they guide.",
        },
      ),
      feature(
        "pickup",
        { es: "Recogida en el hotel", en: "Hotel pickup" },
        {
          es: "En las rutas por el desierto te recogemos y te llevamos de vuelta.",
          en: "Included on desert safaris and day trips.",
        },
      ),
      feature(
        "passengers",
        { es: "Grupos pequeños", en: "Small groups" },
        {
          es: "Nunca más de dieciséis personas por guía.",
          en: "Never more than sixteen people per guide.",
        },
      ),
      feature(
        "voucher",
        { es: "Bono en el móvil", en: "Mobile vouchers" },
        {
          es: "Sin imprimir nada: enseña el bono en tu teléfono.",
          en: "No printing: show the voucher on your phone.",
        },
      ),
    ],
    gallery: {
      title: localeString({ es: "El desierto, en imágenes", en: "Moments from our travellers" }),
      images: [
        image(scene("dunes", "dawn"), { es: "Dunas al amanecer", en: "Dunes at dawn" }, true),
        image(
          scene("cliff", "dusk"),
          { es: "Acantilado al atardecer", en: "A cliff at sunset" },
          true,
        ),
        image(
          scene("oasis", "day"),
          { es: "Palmeras de un oasis", en: "Palm trees in an oasis" },
          true,
        ),
        image(
          scene("dunes", "night"),
          { es: "Cielo estrellado sobre las dunas", en: "Starry sky over the dunes" },
          true,
        ),
        image(
          scene("waterfront", "dusk"),
          { es: "Paseo en barco al caer la tarde", en: "A boat trip in the evening" },
          true,
        ),
        image(
          scene("oldtown", "day"),
          { es: "Casco antiguo a media mañana", en: "An old town in the morning" },
          true,
        ),
      ],
    },
    supportBlock: {
      title: localeString({
        es: "¿Dudas antes de salir al desierto?",
        en: "Questions? Our UAE support team is available 24/7",
      }),
      text: localeText({
        es: "Escríbenos y un guía te dirá qué ruta por las dunas encaja con tu forma física y tus fechas.",
        en: "Chat with us, call +971 4 555 0123 or message us on WhatsApp, any time of day.",
      }),
      image: image(scene("people", "day"), { es: "Equipo de soporte", en: "Support team" }),
    },
    seo: seo(heroTitle, heroSubtitle),
  }
}

/** Per-path redirects editors manage. */
export const REDIRECTS = [
  { from: "/ofertas", to: "/things-to-do", permanent: false },
  { from: "/desert-safari", to: "/safaris-en-el-desierto", permanent: true },
  { from: "/blog/guia-fin-del-mundo", to: "/blog/guia-senderismo-fin-del-mundo", permanent: true },
  { from: "/riad", to: "/things-to-do-in-riyadh", permanent: true },
]
