import { ARABIA_POSTS } from "./blog-arabia.ts"
import { MEDITERRANEAN_POSTS } from "./blog-mediterranean.ts"
import { para, type PostSeed } from "./blog-post.ts"

export type { PostSeed } from "./blog-post.ts"

/** Blog articles, written in both languages, in the dataset's order. */
export const POSTS: PostSeed[] = [
  ...ARABIA_POSTS,
  ...MEDITERRANEAN_POSTS,
  {
    slug: "wadis-de-oman",
    city: "muscat",
    kind: "canyon",
    author: "Omar Al-Harbi",
    publishedAt: "2025-07-18T08:00:00Z",
    tags: ["oman", "senderismo", "wadis"],
    title: {
      es: "Wadis de Omán: caminar y nadar en el mismo día",
      en: "Oman's wadis: hike and swim on the same day",
    },
    excerpt: {
      es: "Wadi Shab y sus pozas esmeralda: cómo llegar, cuánto se camina y qué llevar para el agua.",
      en: "Wadi Shab and its emerald pools: how to get there, how far you walk and what to bring for the water.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "Se cruza el río en barca y se camina unos cuarenta minutos entre paredes de roca hasta las pozas. El último tramo es a nado.",
            "You cross the river by boat, then walk about forty minutes between rock walls to the pools. The last stretch is a swim.",
          ),
        ],
      },
      {
        heading: { es: "La cueva de la cascada", en: "The waterfall cave" },
        paragraphs: [
          para(
            "Al final de la última poza, una rendija en la roca lleva a una cueva con cascada. Lleva bolsa estanca para el móvil.",
            "At the end of the last pool, a gap in the rock leads into a cave with a waterfall. Bring a dry bag for your phone.",
          ),
        ],
      },
    ],
  },
  {
    slug: "cancelacion-gratuita-como-funciona",
    city: "dubai",
    kind: "oldtown",
    author: "Equipo Sendero",
    publishedAt: "2025-08-04T08:00:00Z",
    tags: ["reservas", "cancelacion", "ayuda"],
    title: { es: "Cancelación gratuita: cómo funciona", en: "Free cancellation: how it works" },
    excerpt: {
      es: "Qué significa, hasta cuándo puedes cancelar y cuándo llega el reembolso.",
      en: "What it means, how late you can cancel and when the refund arrives.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "La mayoría de nuestras experiencias se pueden cancelar gratis hasta 24 horas antes del inicio. Lo verás indicado en la ficha antes de pagar.",
            "Most of our experiences can be cancelled free of charge up to 24 hours before the start. It is shown on the page before you pay.",
          ),
        ],
      },
      {
        heading: { es: "El reembolso", en: "Your refund" },
        paragraphs: [
          para(
            "Devolvemos el importe a la misma tarjeta. El banco suele reflejarlo en cinco a diez días laborables.",
            "We refund the same card. Banks usually show it within five to ten working days.",
          ),
        ],
      },
    ],
  },
]
