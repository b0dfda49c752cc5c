import type { ReviewCopy } from "./review-copy"

/** Spanish review copy: natural Spanish, neutral enough for Spain and Latin America. */
export const REVIEW_COPY_ES: ReviewCopy = {
  titles: {
    great: [
      "Inolvidable",
      "Una maravilla",
      "Lo mejor del viaje",
      "Mejor de lo esperado",
      "Repetiría sin dudarlo",
      "Un acierto total",
      "De diez",
      "Muy recomendable",
    ],
    good: [
      "Muy buena experiencia",
      "Merece la pena",
      "Muy bien organizado",
      "Bonita experiencia",
      "Nos gustó mucho",
      "Buen plan",
    ],
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
    good: [
      "Buen servicio, sin complicaciones.",
      "Cumplió lo que prometía.",
      "Muy práctico al llegar a {city}.",
    ],
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
    great: [
      "¡Totalmente recomendable!",
      "Sin duda, lo repetiríamos.",
      "Si vas a {city}, no te lo pierdas.",
      "Gracias por un día tan especial.",
    ],
    good: ["Lo recomiendo.", "Buena relación calidad-precio.", "Volvería a reservarlo.", ""],
    mixed: [
      "Está bien si tienes tiempo, pero no es imprescindible.",
      "Con algunos ajustes podría ser mucho mejor.",
    ],
    poor: ["No lo recomendaría tal como está planteado.", "Hay opciones mejores en la zona."],
  },
}
