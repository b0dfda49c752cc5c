/**
 * The words seeded reviews are made of, per language: titles by rating,
 * openings, details per kind of experience, remarks on the people, critiques
 * and closings. `{city}` is replaced by the city's name in that language and
 * `{guide}` by a guide's first name (whose gender the sentence agrees with).
 */
import type { ReviewLocale } from "./review-people"

/** What kind of experience a review talks about (from its categories and handle). */
export type ReviewKind =
  | "safari"
  | "desert"
  | "hiking"
  | "guided"
  | "food"
  | "photo"
  | "tickets"
  | "transfer"
  | "boat"
  | "general"

/** 5, 4, 3 and 2 stars. */
export type Band = "great" | "good" | "mixed" | "poor"

type Copy = {
  titles: Record<Band, string[]>
  openings: Record<Band, string[]>
  /** Openings and closings that replace the general ones for transfers (no tour to praise). */
  transferOpenings: Record<"great" | "good", string[]>
  transferClosings: Record<"great" | "good", string[]>
  details: Record<ReviewKind, string[]>
  /** About the guide ({guide}), by the guide's gender; for tours only. */
  guide: { f: string[]; m: string[] }
  /** About the staff, for transfers and tickets. */
  staff: string[]
  mildCritique: string[]
  /** Mild critiques of a tour with free time. */
  mildGroupCritique: string[]
  critique: string[]
  /** Critiques that only make sense for a group with a guide. */
  groupCritique: string[]
  closings: Record<Band, string[]>
}

export const REVIEW_COPY: Record<ReviewLocale, Copy> = {
  es: {
    titles: {
      great: ["Inolvidable", "Una maravilla", "Lo mejor del viaje", "Mejor de lo esperado", "Repetiría sin dudarlo", "Un acierto total", "De diez", "Muy recomendable"],
      good: ["Muy buena experiencia", "Merece la pena", "Muy bien organizado", "Bonita experiencia", "Nos gustó mucho", "Buen plan"],
      mixed: ["Correcto, sin más", "Bien, pero mejorable", "Esperaba algo más", "Aceptable"],
      poor: ["Decepcionante", "No fue lo que esperábamos", "Mala organización", "No lo repetiría"],
    },
    openings: {
      great: [
        "Fuimos en pareja y nos encantó.",
        "Lo hicimos con los niños y disfrutamos todos, grandes y pequeños.",
        "Lo reservé para un grupo de amigos y fue un acierto.",
        "Viajaba sola y me sentí muy a gusto en todo momento.",
        "Una de las mejores cosas que hicimos en {city}.",
        "Era nuestro primer día en {city} y no pudimos empezar mejor.",
        "Lo reservamos casi sin pensarlo y resultó lo mejor de la semana.",
      ],
      good: [
        "Muy buena experiencia en general.",
        "Lo hicimos en familia y nos gustó mucho.",
        "Un plan muy recomendable si estás unos días en {city}.",
        "Fuimos con amigos y lo pasamos muy bien.",
        "Cumplió lo que prometía.",
      ],
      mixed: [
        "La experiencia estuvo bien, aunque esperaba algo más.",
        "Fue correcto, pero no tan especial como parecía en las fotos.",
        "Tiene cosas buenas y otras que se pueden mejorar.",
      ],
      poor: [
        "Sinceramente, no cumplió lo que prometía.",
        "Nos quedamos con mal sabor de boca.",
        "Tenía muchas ganas de hacerlo y me decepcionó.",
      ],
    },
    transferOpenings: {
      great: [
        "Servicio impecable.",
        "Todo perfecto desde que aterrizamos.",
        "Llegamos de noche y fue una tranquilidad tenerlo reservado.",
      ],
      good: ["Buen servicio, sin complicaciones.", "Cumplió lo que prometía.", "Muy práctico al llegar a {city}."],
    },
    transferClosings: {
      great: ["Lo volvería a contratar sin dudarlo.", "Muy recomendable para llegar sin estrés."],
      good: ["Lo recomiendo.", "Buena relación calidad-precio.", ""],
    },
    details: {
      safari: [
        "Cruzar las dunas en 4x4 fue emocionante y en ningún momento nos sentimos inseguros.",
        "El conductor se conocía el desierto como la palma de su mano.",
        "Las subidas y bajadas por las dunas son pura adrenalina.",
        "El té con dátiles al final fue un detalle precioso.",
        "Ver cómo se ponía el sol sobre la arena fue un momento mágico.",
      ],
      desert: [
        "Las dunas al atardecer son espectaculares y los colores cambian cada pocos minutos.",
        "El silencio del desierto impresiona; paramos varias veces para hacer fotos.",
        "La subida por la arena cansa un poco, pero las vistas lo compensan de sobra.",
        "El té con dátiles al final fue un detalle precioso.",
        "Ver cómo se ponía el sol sobre la arena roja fue un momento mágico.",
        "Por la noche el cielo se llena de estrellas como nunca lo había visto.",
      ],
      hiking: [
        "El sendero está muy bien elegido y el ritmo se puede seguir sin ser deportista.",
        "Las vistas desde el mirador son de las que no se olvidan.",
        "Paramos a descansar a la sombra y nos explicaron cómo se formaron las rocas.",
        "Lleva calzado cómodo y agua: merece la pena cada paso.",
        "El paisaje cambia muchísimo a lo largo de la ruta y nunca se hace monótono.",
      ],
      guided: [
        "Aprendimos muchísimo de la historia de {city} sin que se hiciera pesado.",
        "El recorrido está muy bien pensado y se ven los sitios clave sin prisas.",
        "Nos contaron anécdotas que no vienen en ninguna guía.",
        "Nos llevaron por rincones que por nuestra cuenta nunca habríamos encontrado.",
        "Las explicaciones fueron claras y se adaptaron a las preguntas del grupo.",
      ],
      food: [
        "Probamos platos que nunca habríamos pedido por nuestra cuenta y todo estaba buenísimo.",
        "Las paradas están muy bien elegidas y las raciones son generosas.",
        "Salimos llenísimos y con una lista de sitios a los que volver.",
        "Nos explicaron el origen de cada plato y cómo se come de verdad.",
      ],
      photo: [
        "Nos llevaron a los mejores puntos justo cuando la luz era perfecta.",
        "Aprendí a sacarle mucho más partido a la cámara del móvil.",
        "Las fotos que nos llevamos son las mejores de todo el viaje.",
        "Conocían los ángulos que no salen en las postales.",
      ],
      tickets: [
        "Entramos casi sin esperar y tuvimos tiempo de sobra para verlo todo.",
        "El acceso con la entrada en el móvil fue rapidísimo.",
        "El sitio es impresionante y la audioguía ayuda mucho a entenderlo.",
        "Ir a primera hora fue un acierto: apenas había gente.",
      ],
      transfer: [
        "El conductor nos esperaba con un cartel a la salida y nos ayudó con las maletas.",
        "El coche estaba limpio y el trayecto fue rápido y cómodo.",
        "Después de un vuelo largo se agradece no tener que pensar en nada.",
        "Nos escribieron la víspera para confirmar la hora, todo muy claro.",
      ],
      boat: [
        "Navegar frente a la costa es otra manera de ver {city}.",
        "El barco estaba impecable y la tripulación fue muy atenta.",
        "Nos bañamos en aguas cristalinas y hubo tiempo para relajarse en cubierta.",
        "La puesta de sol desde el agua fue lo mejor del día.",
      ],
      general: [
        "La organización fue impecable de principio a fin.",
        "El día estuvo muy bien aprovechado, sin carreras.",
        "Todo fue tal y como se describía en la ficha.",
        "La recogida fue puntual y las explicaciones, muy claras.",
      ],
    },
    guide: {
      f: [
        "La guía, {guide}, sabía muchísimo y tenía una paciencia infinita con nuestras preguntas.",
        "{guide} estuvo pendiente del grupo en todo momento.",
        "{guide}, nuestra guía, hizo que todo fuera muy ameno.",
        "Mención especial para {guide}: cercana, divertida y muy profesional.",
      ],
      m: [
        "El guía, {guide}, sabía muchísimo y tenía una paciencia infinita con nuestras preguntas.",
        "{guide} estuvo pendiente del grupo en todo momento.",
        "{guide}, nuestro guía, hizo que todo fuera muy ameno.",
        "Mención especial para {guide}: cercano, divertido y muy profesional.",
      ],
    },
    staff: [
      "El personal fue amable y resolvió todas nuestras dudas.",
      "Todo el trato fue muy profesional.",
      "La comunicación antes del día fue clara y rápida.",
    ],
    mildCritique: [
      "Lo único mejorable es la puntualidad de la recogida.",
      "Quizá algo caro, pero lo vale.",
    ],
    mildGroupCritique: [
      "Solo echaría en falta un poco más de tiempo libre.",
      "El grupo era algo grande, pero se llevaba bien.",
    ],
    critique: [
      "El precio me pareció alto para lo que incluye.",
      "Nos confirmaron la hora a última hora y no sabíamos bien dónde ir.",
      "Empezamos con retraso y nadie nos explicó el motivo.",
    ],
    groupCritique: [
      "El grupo era demasiado grande y a veces no se oía bien al guía.",
      "Fue todo con prisas y apenas hubo tiempo libre.",
      "Acabamos antes de lo previsto y se saltaron una de las paradas.",
    ],
    closings: {
      great: ["¡Totalmente recomendable!", "Sin duda, lo repetiríamos.", "Si vas a {city}, no te lo pierdas.", "Gracias por un día tan especial."],
      good: ["Lo recomiendo.", "Buena relación calidad-precio.", "Volvería a reservarlo.", ""],
      mixed: ["Está bien si tienes tiempo, pero no es imprescindible.", "Con algunos ajustes podría ser mucho mejor."],
      poor: ["No lo recomendaría tal como está planteado.", "Hay opciones mejores en la zona."],
    },
  },
  en: {
    titles: {
      great: ["Unforgettable", "Absolutely brilliant", "Highlight of our trip", "Worth every penny", "Better than expected", "Would do it again", "Simply perfect", "Amazing experience"],
      good: ["Really enjoyed it", "Great value", "Well organised", "Lovely experience", "Recommended", "Very good overall"],
      mixed: ["Okay, but could be better", "Decent", "Mixed feelings", "Not bad, not great"],
      poor: ["Disappointing", "Not as advertised", "Poorly organised", "Would not do it again"],
    },
    openings: {
      great: [
        "My partner and I loved every minute.",
        "We went with our two kids and everyone had a great time.",
        "I booked this for a group of friends and it was a big hit.",
        "I was travelling solo and felt completely at ease the whole time.",
        "One of the best things we did in {city}.",
        "It was our first day in {city} and we could not have started better.",
        "Booked it on a whim and it turned out to be the best part of the week.",
      ],
      good: [
        "A really good experience overall.",
        "We did this as a family and enjoyed it a lot.",
        "Well worth it if you have a few days in {city}.",
        "Went with friends and had a great time.",
        "It delivered what it promised.",
      ],
      mixed: [
        "It was fine, but I expected a bit more.",
        "Pleasant enough, though not as special as the photos suggest.",
        "Some parts were great, others could be improved.",
      ],
      poor: [
        "Honestly, it did not live up to the description.",
        "It left us with a bad taste.",
        "I was really looking forward to this and it let me down.",
      ],
    },
    transferOpenings: {
      great: [
        "Flawless service.",
        "Everything was perfect from the moment we landed.",
        "We arrived late at night and it was such a relief to have this booked.",
      ],
      good: ["Good service, no hassle.", "It delivered what it promised.", "Very handy on arrival in {city}."],
    },
    transferClosings: {
      great: ["I would book it again without a second thought.", "Highly recommended for a stress-free arrival."],
      good: ["Recommended.", "Good value for money.", ""],
    },
    details: {
      safari: [
        "Crossing the dunes by 4x4 was thrilling and we always felt safe.",
        "Our driver knew the desert like the back of his hand.",
        "Going up and down the dunes is pure adrenaline.",
        "Tea and dates at the end were a lovely touch.",
        "Watching the sun go down over the sand was magical.",
      ],
      desert: [
        "The dunes at sunset are spectacular and the colours change every few minutes.",
        "The silence of the desert is striking; we stopped several times for photos.",
        "Climbing the sand is tiring, but the views more than make up for it.",
        "Tea and dates at the end were a lovely touch.",
        "Watching the sun go down over the red sand was magical.",
        "At night the sky fills with more stars than I have ever seen.",
      ],
      hiking: [
        "The trail is well chosen and the pace suits anyone reasonably fit.",
        "The view from the top is one you will not forget.",
        "We rested in the shade while they explained how the rocks were formed.",
        "Bring good shoes and plenty of water: every step is worth it.",
        "The landscape keeps changing along the route, it never gets dull.",
      ],
      guided: [
        "We learned so much about the history of {city} and it never felt heavy.",
        "The route is well thought out and covers the key sights without rushing.",
        "We heard stories you will not find in any guidebook.",
        "They took us to corners we would never have found on our own.",
        "The explanations were clear and they happily answered every question.",
      ],
      food: [
        "We tried dishes we would never have ordered ourselves and all of them were delicious.",
        "The stops are well chosen and the portions generous.",
        "We left completely full and with a list of places to go back to.",
        "They explained where each dish comes from and how locals eat it.",
      ],
      photo: [
        "They took us to the best spots just as the light was perfect.",
        "I learned to get far more out of my phone camera.",
        "The photos we took are the best of the whole trip.",
        "They knew angles you never see on postcards.",
      ],
      tickets: [
        "We got in with hardly any wait and had plenty of time to see everything.",
        "Entry with the ticket on my phone was quick and easy.",
        "The place is stunning and the audio guide really helps.",
        "Going first thing in the morning was a great call: hardly any crowds.",
      ],
      transfer: [
        "The driver was waiting with a sign at arrivals and helped with our bags.",
        "The car was spotless and the ride quick and comfortable.",
        "After a long flight it was a relief not to think about anything.",
        "They messaged the day before to confirm the time, very clear.",
      ],
      boat: [
        "Seeing {city} from the water is a whole different experience.",
        "The boat was immaculate and the crew very attentive.",
        "We swam in crystal-clear water and had time to relax on deck.",
        "Sunset from the water was the best part of the day.",
      ],
      general: [
        "Everything was perfectly organised from start to finish.",
        "The day was well paced, never rushed.",
        "Everything was exactly as described.",
        "Pickup was on time and the explanations very clear.",
      ],
    },
    guide: {
      f: [
        "Our guide {guide} was incredibly knowledgeable and patient with all our questions.",
        "{guide} looked after the group the whole time.",
        "{guide} made the whole thing fun and easy-going.",
        "Special mention to {guide}: warm, funny and very professional.",
      ],
      m: [
        "Our guide {guide} was incredibly knowledgeable and patient with all our questions.",
        "{guide} looked after the group the whole time.",
        "{guide} made the whole thing fun and easy-going.",
        "Special mention to {guide}: warm, funny and very professional.",
      ],
    },
    staff: [
      "The staff were friendly and answered all our questions.",
      "Everything was handled very professionally.",
      "Communication before the day was clear and quick.",
    ],
    mildCritique: [
      "The only thing to improve is the pickup time, which ran a little late.",
      "A little pricey, but worth it.",
    ],
    mildGroupCritique: [
      "I would have liked a bit more free time.",
      "The group was on the large side, but it worked well.",
    ],
    critique: [
      "The price felt high for what is included.",
      "The time was only confirmed at the last minute and we were unsure where to go.",
      "We started late and nobody told us why.",
    ],
    groupCritique: [
      "The group was too big and it was often hard to hear the guide.",
      "It all felt rushed, with hardly any free time.",
      "We finished early and skipped one of the stops.",
    ],
    closings: {
      great: ["Highly recommended!", "We would do it again in a heartbeat.", "If you are in {city}, do not miss it.", "Thank you for such a special day."],
      good: ["Recommended.", "Good value for money.", "I would book it again.", ""],
      mixed: ["Fine if you have time, but not a must.", "With a few tweaks it could be much better."],
      poor: ["I would not recommend it as it is.", "There are better options in the area."],
    },
  },
}
