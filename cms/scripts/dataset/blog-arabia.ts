import { para, type PostSeed } from "./blog-post.ts"

/** Blog articles on Riyadh, AlUla, the desert and Abu Dhabi, in both languages. */
export const ARABIA_POSTS: PostSeed[] = [
  {
    slug: "guia-senderismo-fin-del-mundo",
    city: "riyadh",
    kind: "cliff",
    author: "Lucía Ferrer",
    publishedAt: "2025-01-14T08:00:00Z",
    tags: ["senderismo", "riad", "miradores"],
    title: {
      es: "Cómo caminar hasta el mirador del Fin del Mundo",
      en: "How to hike to the Edge of the World",
    },
    excerpt: {
      es: "Distancias, horarios y lo que nadie te cuenta del acantilado más famoso de los alrededores de Riad.",
      en: "Distances, timings and what nobody tells you about the most famous cliff outside Riyadh.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "El mirador del Fin del Mundo está a unos noventa kilómetros al noroeste de Riad. La última hora de trayecto es pista de tierra, así que conviene ir en todoterreno o con un guía que conozca el camino.",
            "The Edge of the World lies about ninety kilometres north-west of Riyadh. The last hour is on a dirt track, so go by 4x4 or with a guide who knows the way.",
          ),
        ],
      },
      {
        heading: { es: "La mejor hora", en: "When to go" },
        paragraphs: [
          para(
            "Sal a media tarde: llegarás con luz para bajar al primer balcón y verás el sol ponerse sobre la llanura. En verano, evita las horas centrales del día.",
            "Leave in the mid-afternoon: you will have light to reach the first ledge and watch the sun set over the plain. In summer, avoid the middle of the day.",
          ),
        ],
      },
      {
        heading: { es: "Qué llevar", en: "What to bring" },
        paragraphs: [
          para(
            "Calzado con buena suela, dos litros de agua por persona y una capa de abrigo: al caer el sol la temperatura baja rápido en lo alto del escarpe.",
            "Shoes with a good grip, two litres of water each and a warm layer: once the sun is down it cools quickly on top of the escarpment.",
          ),
        ],
      },
    ],
  },
  {
    slug: "dunas-rojas-primer-paseo",
    city: "riyadh",
    kind: "dunes",
    author: "Omar Al-Harbi",
    publishedAt: "2025-02-03T08:00:00Z",
    tags: ["dunas", "desierto", "principiantes"],
    title: { es: "Tu primer paseo por las dunas rojas", en: "Your first walk on the red dunes" },
    excerpt: {
      es: "Caminar sobre arena no se parece a nada: consejos para disfrutar de las dunas sin agotarte en la primera subida.",
      en: "Walking on sand is like nothing else: tips to enjoy the dunes without burning out on the first climb.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "En la arena cada paso cuesta el doble. Sube por la cresta de la duna, donde la arena está más compacta, y deja que el guía marque el ritmo.",
            "Every step on sand costs twice the effort. Climb along the crest of the dune, where the sand is firmest, and let the guide set the pace.",
          ),
        ],
      },
      {
        heading: { es: "El color de la arena", en: "The colour of the sand" },
        paragraphs: [
          para(
            "El tono rojizo viene del óxido de hierro. Por eso las dunas parecen encenderse a última hora de la tarde, cuando la luz llega rasante.",
            "The red tone comes from iron oxide, which is why the dunes seem to glow late in the afternoon when the light is low.",
          ),
        ],
      },
      {
        heading: { es: "Descalzo o con zapatillas", en: "Barefoot or in trainers" },
        paragraphs: [
          para(
            "A primera hora se puede caminar descalzo; a mediodía la arena quema. Unas zapatillas ligeras con calcetines son la opción más cómoda.",
            "Early in the morning you can walk barefoot; by midday the sand burns. Light trainers with socks are the most comfortable choice.",
          ),
        ],
      },
    ],
  },
  {
    slug: "alula-en-tres-dias",
    city: "alula",
    kind: "monument",
    author: "Lucía Ferrer",
    publishedAt: "2025-02-20T08:00:00Z",
    tags: ["alula", "patrimonio", "itinerarios"],
    title: {
      es: "AlUla en tres días: tumbas, cañones y estrellas",
      en: "AlUla in three days: tombs, canyons and stars",
    },
    excerpt: {
      es: "Un itinerario para ver Hegra, caminar por el valle de Ashar y acabar el día mirando el cielo.",
      en: "An itinerary to see Hegra, hike the Ashar Valley and end each day under the stars.",
    },
    sections: [
      {
        heading: { es: "Primer día: Hegra", en: "Day one: Hegra" },
        paragraphs: [
          para(
            "Reserva la visita a Hegra a primera hora. Las tumbas de Qasr al-Farid y el Diwan son lo imprescindible.",
            "Book Hegra first thing in the morning. The tombs of Qasr al-Farid and the Diwan are the must-sees.",
          ),
        ],
      },
      {
        heading: { es: "Segundo día: cañones", en: "Day two: canyons" },
        paragraphs: [
          para(
            "El valle de Ashar tiene rutas cortas entre paredes de arenisca. Por la tarde, acércate a la roca del Elefante.",
            "The Ashar Valley has short trails between sandstone walls. In the afternoon, head to Elephant Rock.",
          ),
        ],
      },
      {
        heading: { es: "Tercer día: oasis y cielo", en: "Day three: oasis and sky" },
        paragraphs: [
          para(
            "Pasea por el oasis y el casco antiguo, y reserva una sesión de estrellas en las afueras.",
            "Stroll through the oasis and the old town, then book a stargazing session outside town.",
          ),
        ],
      },
    ],
  },
  {
    slug: "que-llevar-al-desierto",
    city: "dubai",
    kind: "dunes",
    author: "Sara Méndez",
    publishedAt: "2025-03-05T08:00:00Z",
    tags: ["consejos", "desierto", "equipaje"],
    title: {
      es: "Qué llevar a una excursión por el desierto",
      en: "What to pack for a desert trip",
    },
    excerpt: {
      es: "La lista que usamos nuestros guías: lo imprescindible, lo útil y lo que puedes dejar en el hotel.",
      en: "The list our guides use: the essentials, the useful extras and what you can leave at the hotel.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "El desierto es caluroso de día y frío de noche. La clave está en llevar capas y proteger la cabeza, los ojos y la piel.",
            "The desert is hot by day and cold at night. The trick is layers, plus protection for your head, eyes and skin.",
          ),
        ],
      },
      {
        heading: { es: "Imprescindible", en: "Essentials" },
        paragraphs: [
          para(
            "Agua, gorra, gafas de sol, crema solar y un pañuelo para la arena. Si vas a dormir en un campamento, añade un forro polar.",
            "Water, a cap, sunglasses, sunscreen and a scarf for the sand. If you are staying at a camp, add a fleece.",
          ),
        ],
      },
      {
        heading: { es: "Lo que sobra", en: "What to leave behind" },
        paragraphs: [
          para(
            "Joyas, ropa blanca y cámaras sin funda: la arena fina se mete en todas partes.",
            "Jewellery, white clothes and cameras without a case: fine sand gets everywhere.",
          ),
        ],
      },
    ],
  },
  {
    slug: "abu-dabi-con-ninos",
    city: "abu-dhabi",
    kind: "mangrove",
    author: "Sara Méndez",
    publishedAt: "2025-03-22T08:00:00Z",
    tags: ["familias", "abu-dabi", "naturaleza"],
    title: {
      es: "Abu Dabi con niños: manglares, museos y playa",
      en: "Abu Dhabi with kids: mangroves, museums and beaches",
    },
    excerpt: {
      es: "Planes para toda la familia en la capital de los Emiratos, con horarios pensados para evitar el calor.",
      en: "Plans for the whole family in the Emirati capital, timed to avoid the heat.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "Los manglares de Jubail se recorren en kayak doble: los niños van delante y el adulto dirige desde atrás. Sal temprano y verás garzas pescando.",
            "The Jubail mangroves are best explored by double kayak, with a child up front and an adult steering. Go early and you will see herons fishing.",
          ),
        ],
      },
      {
        heading: { es: "Museos con aire acondicionado", en: "Air-conditioned museums" },
        paragraphs: [
          para(
            "El Louvre Abu Dabi tiene un museo infantil con talleres. Es el plan perfecto para las horas de más calor.",
            "Louvre Abu Dhabi has a children's museum with workshops, perfect for the hottest hours.",
          ),
        ],
      },
    ],
  },
]
