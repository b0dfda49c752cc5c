import type { Pair, Section } from "./build-helpers.ts"
import type { PlaceKind } from "./cities.ts"

export type PostSeed = {
  slug: string
  city: string
  kind: PlaceKind
  author: string
  publishedAt: string
  tags: string[]
  title: Pair
  excerpt: Pair
  sections: Section[]
}

const para = (es: string, en: string): Pair => ({ es, en })

/** Blog articles, written in both languages. */
export const POSTS: PostSeed[] = [
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
  {
    slug: "madrid-museos-en-un-dia",
    city: "madrid",
    kind: "museum",
    author: "Javier Ortega",
    publishedAt: "2025-04-08T08:00:00Z",
    tags: ["madrid", "museos", "arte"],
    title: {
      es: "El Prado, el Reina Sofía y el Thyssen en un día",
      en: "The Prado, Reina Sofía and Thyssen in one day",
    },
    excerpt: {
      es: "Cómo repartir el Paseo del Arte sin acabar agotado, y qué obras no te puedes perder.",
      en: "How to split Madrid's Art Walk without wearing yourself out, and which works not to miss.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "Empieza por el Prado a la hora de apertura con Las meninas y El jardín de las delicias. Come por el barrio de las Letras y deja el Reina Sofía para la tarde.",
            "Start at the Prado at opening time with Las Meninas and The Garden of Earthly Delights. Have lunch in the Barrio de las Letras and save the Reina Sofía for the afternoon.",
          ),
        ],
      },
      {
        heading: { es: "El Guernica, sin prisas", en: "Guernica, unhurried" },
        paragraphs: [
          para(
            "La sala del Guernica se llena a media tarde. Ve directo al llegar y vuelve después al resto de la colección.",
            "The Guernica room fills up mid-afternoon. Go straight there on arrival and return to the rest of the collection afterwards.",
          ),
        ],
      },
    ],
  },
  {
    slug: "alhambra-consejos-entradas",
    city: "granada",
    kind: "monument",
    author: "Javier Ortega",
    publishedAt: "2025-04-25T08:00:00Z",
    tags: ["granada", "alhambra", "entradas"],
    title: {
      es: "Alhambra: cómo conseguir entrada y qué ver primero",
      en: "The Alhambra: getting tickets and what to see first",
    },
    excerpt: {
      es: "Las entradas se agotan semanas antes. Te explicamos los horarios de los Palacios Nazaríes y cómo organizarte.",
      en: "Tickets sell out weeks ahead. Here is how the Nasrid Palaces time slots work and how to plan around them.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "Tu entrada tiene una hora fija para los Palacios Nazaríes; el resto del recinto se visita libremente. Llega con margen, porque desde la puerta hasta los palacios hay quince minutos a pie.",
            "Your ticket has a fixed time for the Nasrid Palaces; the rest of the site is open to explore. Arrive early, as it is a fifteen-minute walk from the gate to the palaces.",
          ),
        ],
      },
      {
        heading: { es: "Después de la visita", en: "After your visit" },
        paragraphs: [
          para(
            "Baja por la cuesta de los Chinos hasta el Albaicín y sube al mirador de San Nicolás para ver la Alhambra desde fuera al atardecer.",
            "Walk down the Cuesta de los Chinos to the Albaicín and climb to the San Nicolás viewpoint to see the Alhambra from outside at sunset.",
          ),
        ],
      },
    ],
  },
  {
    slug: "regatear-en-los-zocos-de-marrakech",
    city: "marrakech",
    kind: "market",
    author: "Nadia Benali",
    publishedAt: "2025-05-12T08:00:00Z",
    tags: ["marrakech", "compras", "zocos"],
    title: {
      es: "Regatear en los zocos de Marrakech sin pasarlo mal",
      en: "Haggling in the Marrakech souks, the stress-free way",
    },
    excerpt: {
      es: "El regateo es una conversación, no una pelea. Pautas para comprar con buen humor en la medina.",
      en: "Haggling is a conversation, not a fight. A few pointers for shopping the medina with a smile.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "Pregunta el precio, ofrece algo menos de la mitad y sube despacio. Si no llegáis a un acuerdo, da las gracias y sigue: muchas veces te llamarán de vuelta.",
            "Ask the price, offer a little under half and move up slowly. If you cannot agree, say thank you and walk on; often they will call you back.",
          ),
        ],
      },
      {
        heading: { es: "Dónde comprar qué", en: "Where to buy what" },
        paragraphs: [
          para(
            "Cuero cerca de las curtidurías, lámparas en el zoco de los herreros y especias alrededor de la plaza Rahba Kedima.",
            "Leather near the tanneries, lamps in the blacksmiths' souk and spices around Rahba Kedima square.",
          ),
        ],
      },
    ],
  },
  {
    slug: "piramides-de-guiza-sin-multitudes",
    city: "cairo",
    kind: "monument",
    author: "Nadia Benali",
    publishedAt: "2025-06-02T08:00:00Z",
    tags: ["egipto", "piramides", "consejos"],
    title: {
      es: "Las pirámides de Guiza sin multitudes",
      en: "The Giza pyramids without the crowds",
    },
    excerpt: {
      es: "Horarios, accesos y el mejor punto para la foto panorámica de las tres pirámides.",
      en: "Opening times, entrances and the best spot for a panorama of all three pyramids.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "El recinto abre a las siete. Los autobuses llegan a partir de las nueve, así que las dos primeras horas son las más tranquilas.",
            "The site opens at seven. Coaches arrive from nine, so the first two hours are the quietest.",
          ),
        ],
      },
      {
        heading: { es: "El mirador panorámico", en: "The panoramic viewpoint" },
        paragraphs: [
          para(
            "Al sur de la meseta hay un alto desde donde se ven las nueve pirámides alineadas. Es el sitio para la foto clásica.",
            "South of the plateau there is a rise from which all nine pyramids line up. That is the spot for the classic photo.",
          ),
        ],
      },
    ],
  },
  {
    slug: "bosforo-en-barco",
    city: "istanbul",
    kind: "waterfront",
    author: "Javier Ortega",
    publishedAt: "2025-06-30T08:00:00Z",
    tags: ["estambul", "cruceros", "bosforo"],
    title: {
      es: "El Bósforo en barco: ferri público o crucero",
      en: "The Bosphorus by boat: public ferry or cruise",
    },
    excerpt: {
      es: "Comparamos el ferri de línea, el crucero turístico y el barco privado para que elijas el tuyo.",
      en: "We compare the scheduled ferry, the sightseeing cruise and a private boat so you can choose.",
    },
    sections: [
      {
        paragraphs: [
          para(
            "El ferri público es barato y auténtico, pero no tiene comentarios. Un crucero guiado explica los palacios y fortalezas que vas viendo.",
            "The public ferry is cheap and authentic but has no commentary. A guided cruise explains the palaces and fortresses you pass.",
          ),
        ],
      },
      {
        heading: { es: "Al atardecer", en: "At sunset" },
        paragraphs: [
          para(
            "La última hora de luz dora las mezquitas de la orilla europea. Si solo haces un paseo, que sea a esa hora.",
            "The last hour of light turns the mosques of the European shore gold. If you only take one cruise, take it then.",
          ),
        ],
      },
    ],
  },
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
