import { para, type PostSeed } from "./blog-post.ts"

/** Blog articles on Madrid, Granada, Marrakech, Giza and Istanbul, in both languages. */
export const MEDITERRANEAN_POSTS: PostSeed[] = [
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
]
