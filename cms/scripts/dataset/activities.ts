import type { Pair } from "./build-helpers.ts"
import type { PlaceKind } from "./cities.ts"

export type TimeOfDay = "morning" | "afternoon" | "evening" | "night"

/** A moment of the day an experience runs at: how titles say it and when it starts. */
export type Moment = {
  id: string
  /** `{base}` is the activity phrase in Spanish; `{Base}`/`{base}` in English. */
  title: Pair
  start: string
  timeOfDay: TimeOfDay
  /** Phrase for overviews: "with the first light". */
  phrase: Pair
  /** A highlight that only this moment has. */
  highlight: Pair
}

export const MOMENTS: Record<string, Moment> = {
  sunrise: {
    id: "sunrise",
    title: { es: "{base} al amanecer", en: "Sunrise {base}" },
    start: "05:30",
    timeOfDay: "morning",
    phrase: { es: "con las primeras luces del día", en: "at first light" },
    highlight: {
      es: "Ver salir el sol con el lugar casi para ti",
      en: "Watch the sunrise with the place almost to yourself",
    },
  },
  morning: {
    id: "morning",
    title: { es: "{base} por la mañana", en: "Morning {base}" },
    start: "09:00",
    timeOfDay: "morning",
    phrase: {
      es: "a primera hora de la mañana, antes del calor",
      en: "in the cool of the morning",
    },
    highlight: {
      es: "Temperaturas suaves y luz limpia para las fotos",
      en: "Mild temperatures and clear light for photos",
    },
  },
  afternoon: {
    id: "afternoon",
    title: { es: "{base} por la tarde", en: "Afternoon {base}" },
    start: "14:00",
    timeOfDay: "afternoon",
    phrase: { es: "después de comer", en: "after lunch" },
    highlight: {
      es: "Horario cómodo si llegas a la ciudad esa misma mañana",
      en: "An easy slot if you land the same morning",
    },
  },
  sunset: {
    id: "sunset",
    title: { es: "{base} al atardecer", en: "Sunset {base}" },
    start: "15:30",
    timeOfDay: "evening",
    phrase: { es: "cuando el sol empieza a bajar", en: "as the sun starts to drop" },
    highlight: {
      es: "La puesta de sol desde el mejor punto del recorrido",
      en: "Sunset from the best spot on the route",
    },
  },
  night: {
    id: "night",
    title: { es: "{base} de noche", en: "Night {base}" },
    start: "19:30",
    timeOfDay: "night",
    phrase: {
      es: "cuando cae la noche y se encienden las luces",
      en: "after dark, when the lights come on",
    },
    highlight: {
      es: "El ambiente nocturno, sin calor ni aglomeraciones",
      en: "The night-time atmosphere, without heat or crowds",
    },
  },
  allNight: {
    id: "allNight",
    title: { es: "{base}", en: "{Base}" },
    start: "16:00",
    timeOfDay: "night",
    phrase: {
      es: "desde media tarde hasta la mañana siguiente",
      en: "from late afternoon until the next morning",
    },
    highlight: {
      es: "Desayuno con vistas antes de volver",
      en: "Breakfast with a view before heading back",
    },
  },
  dayShared: {
    id: "dayShared",
    title: { es: "{base} desde {city}", en: "{Base} from {city}" },
    start: "07:30",
    timeOfDay: "morning",
    phrase: {
      es: "en una jornada completa con salida temprana",
      en: "on a full day with an early start",
    },
    highlight: {
      es: "Transporte con aire acondicionado ida y vuelta",
      en: "Air-conditioned transport both ways",
    },
  },
  dayPrivate: {
    id: "dayPrivate",
    title: { es: "{base} en privado desde {city}", en: "Private {base} from {city}" },
    start: "08:30",
    timeOfDay: "morning",
    phrase: {
      es: "a tu ritmo, con coche y guía solo para tu grupo",
      en: "at your own pace, with a car and guide just for your group",
    },
    highlight: {
      es: "Horario flexible: tú decides cuánto tiempo quedarte",
      en: "Flexible timing: you decide how long to stay",
    },
  },
}

/** Which packing list an activity gets. */
export type Gear = "desert" | "water" | "city" | "mountain"

export type Step = { at: number; title: Pair; text: Pair }

export type Activity = {
  id: string
  kinds: PlaceKind[]
  categories: string[]
  moments: string[]
  duration: [number, number]
  pickup: boolean
  gear: Gear
  /** Activity phrase with `{place}`; Spanish capitalised, English lowercase. */
  title: Pair
  /** Overrides of `title` for some kinds of place (a hike goes "to" a viewpoint, "across" dunes). */
  titleByKind?: Partial<Record<PlaceKind, Pair>>
  openings: Pair[]
  highlights: Pair[]
  includes: Pair[]
  /** Itinerary: `at` is the fraction of the duration when the step begins. */
  steps: Step[]
  notes: Pair[]
}

const s = (at: number, es: string, en: string, textEs: string, textEn: string): Step => ({
  at,
  title: { es, en },
  text: { es: textEs, en: textEn },
})

const DESERT_NOTES: Pair[] = [
  {
    es: "No recomendado para embarazadas ni personas con problemas de espalda.",
    en: "Not recommended for pregnant travellers or people with back problems.",
  },
  {
    es: "El programa puede cambiar por viento fuerte o tormentas de arena.",
    en: "The plan may change in strong wind or sandstorms.",
  },
]

/** What travellers do; each activity pairs with the kinds of place it suits. */
export const ACTIVITIES: Activity[] = [
  {
    id: "hike",
    kinds: ["dunes", "cliff", "canyon", "mountain", "oasis", "rock"],
    categories: ["senderismo"],
    moments: ["sunrise", "morning", "sunset"],
    duration: [150, 240],
    pickup: true,
    gear: "desert",
    title: { es: "Senderismo por {place}", en: "hike across {place}" },
    titleByKind: {
      cliff: { es: "Senderismo hasta {place}", en: "hike to {place}" },
      rock: { es: "Senderismo hasta {place}", en: "hike to {place}" },
      canyon: { es: "Senderismo por {place}", en: "hike through {place}" },
      mountain: { es: "Senderismo por {place}", en: "hike in {place}" },
    },
    openings: [
      {
        es: "Camina con un guía local por {place} {moment} y descubre rincones a los que no llegan los coches.",
        en: "Walk {place} with a local guide {moment} and reach corners that no car can.",
      },
      {
        es: "Una ruta a pie de dificultad moderada por {place}, pensada para salir {moment} y volver sin prisas.",
        en: "A moderate walking route through {place}, timed to set off {moment} and return unhurried.",
      },
      {
        es: "Deja el coche al pie del sendero y sube con nuestro guía a través de {place} {moment}.",
        en: "Leave the car at the trailhead and follow our guide through {place} {moment}.",
      },
    ],
    highlights: [
      {
        es: "Ruta guiada a pie por senderos poco transitados",
        en: "A guided walk on little-used trails",
      },
      { es: "Paradas para descansar con té y dátiles", en: "Rest stops with tea and dates" },
      {
        es: "Guía que explica la geología y la fauna del lugar",
        en: "A guide who explains the local geology and wildlife",
      },
      {
        es: "Grupos pequeños para caminar a buen ritmo",
        en: "Small groups that keep a comfortable pace",
      },
      {
        es: "Tiempo libre para fotos en los mejores miradores",
        en: "Free time for photos at the best viewpoints",
      },
    ],
    includes: [
      { es: "Guía de senderismo titulado", en: "Certified hiking guide" },
      { es: "Agua, té y dátiles durante la ruta", en: "Water, tea and dates on the trail" },
      { es: "Bastones de senderismo si los necesitas", en: "Trekking poles if you need them" },
      { es: "Botiquín y comunicación por radio", en: "First-aid kit and radio contact" },
    ],
    steps: [
      s(
        0,
        "Salida y traslado al sendero",
        "Departure and drive to the trailhead",
        "Nos vemos en el punto de encuentro y vamos en coche hasta el inicio de la ruta.",
        "We meet at the meeting point and drive to the start of the trail.",
      ),
      s(
        0.2,
        "Inicio de la caminata",
        "Start of the hike",
        "El guía explica la ruta y el ritmo antes de echar a andar.",
        "The guide explains the route and pace before we set off.",
      ),
      s(
        0.55,
        "Parada con té y dátiles",
        "Tea and dates stop",
        "Descanso a la sombra con té caliente y dátiles de la región.",
        "A shaded rest with hot tea and local dates.",
      ),
      s(
        0.85,
        "Regreso",
        "Return",
        "Bajamos por otro camino y volvemos en coche al punto de partida.",
        "We descend on a different path and drive back to the start.",
      ),
    ],
    notes: [
      {
        es: "Dificultad moderada: hay tramos de arena suelta y desniveles cortos.",
        en: "Moderate difficulty: some loose sand and short climbs.",
      },
      {
        es: "Pensada para quienes están acostumbrados a caminar un par de horas.",
        en: "Best for people used to walking for a couple of hours.",
      },
    ],
  },
  {
    id: "safari",
    kinds: ["dunes"],
    categories: ["safaris-en-el-desierto"],
    moments: ["morning", "sunset"],
    duration: [240, 360],
    pickup: true,
    gear: "desert",
    title: { es: "Safari en 4x4 por {place}", en: "4x4 safari across {place}" },
    openings: [
      {
        es: "Sube a un todoterreno con conductor experto y cruza {place} {moment}, entre subidas y bajadas de dunas.",
        en: "Ride in a 4x4 with an expert driver across {place} {moment}, climbing and dropping over the dunes.",
      },
      {
        es: "El clásico safari del desierto por {place}: dunas, sandboard y una parada en lo alto para ver el horizonte {moment}.",
        en: "The classic desert safari across {place}: dune bashing, sandboarding and a stop on the crest to see the horizon {moment}.",
      },
    ],
    highlights: [
      {
        es: "Conducción por dunas con pilotos con licencia",
        en: "Dune driving with licensed drivers",
      },
      { es: "Sandboard en una duna de práctica", en: "Sandboarding on a practice dune" },
      { es: "Parada en lo alto de la duna más alta", en: "A stop on top of the highest dune" },
      { es: "Recogida en tu hotel en todoterreno", en: "Hotel pickup by 4x4" },
    ],
    includes: [
      { es: "Recogida y regreso al hotel", en: "Hotel pickup and drop-off" },
      { es: "Todoterreno con conductor", en: "4x4 with driver" },
      { es: "Tabla de sandboard", en: "Sandboard" },
      { es: "Agua fría y refrescos", en: "Chilled water and soft drinks" },
    ],
    steps: [
      s(
        0,
        "Recogida en el hotel",
        "Hotel pickup",
        "El conductor te recoge en la puerta de tu hotel.",
        "Your driver collects you at your hotel door.",
      ),
      s(
        0.2,
        "Entrada en las dunas",
        "Into the dunes",
        "Paramos para bajar la presión de las ruedas y empieza la conducción por las dunas.",
        "We stop to let the tyres down and the dune driving begins.",
      ),
      s(
        0.5,
        "Sandboard y fotos",
        "Sandboarding and photos",
        "Tiempo para deslizarse en tabla y hacer fotos desde la cresta.",
        "Time to slide down on a board and take photos from the crest.",
      ),
      s(
        0.9,
        "Regreso al hotel",
        "Back to your hotel",
        "Volvemos por la carretera hasta tu alojamiento.",
        "We drive back on the road to your hotel.",
      ),
    ],
    notes: DESERT_NOTES,
  },
  {
    id: "camel",
    kinds: ["dunes", "oasis"],
    categories: ["safaris-en-el-desierto"],
    moments: ["sunrise", "sunset"],
    duration: [90, 180],
    pickup: true,
    gear: "desert",
    title: { es: "Paseo en camello por {place}", en: "camel ride through {place}" },
    openings: [
      {
        es: "Recorre {place} a lomos de un camello, guiado por camelleros que crían a sus animales desde hace generaciones, {moment}.",
        en: "Cross {place} on camelback, led by handlers whose families have raised camels for generations, {moment}.",
      },
      {
        es: "Un paseo tranquilo en camello por {place} {moment}, al paso lento de la caravana.",
        en: "An unhurried camel ride through {place} {moment}, at the slow pace of a caravan.",
      },
    ],
    highlights: [
      {
        es: "Camellos tranquilos y acostumbrados a principiantes",
        en: "Calm camels used to first-time riders",
      },
      {
        es: "Camelleros locales que cuentan la vida en el desierto",
        en: "Local handlers who share stories of desert life",
      },
      {
        es: "Café árabe y dátiles al bajar del camello",
        en: "Arabic coffee and dates when you dismount",
      },
      {
        es: "Fotos en traje tradicional si te apetece",
        en: "Photos in traditional dress if you like",
      },
    ],
    includes: [
      { es: "Paseo en camello con camellero", en: "Camel ride with a handler" },
      { es: "Café árabe y dátiles", en: "Arabic coffee and dates" },
      { es: "Pañuelo para protegerte del sol y la arena", en: "A headscarf against sun and sand" },
    ],
    steps: [
      s(
        0,
        "Llegada al campamento de camellos",
        "Arrival at the camel camp",
        "Conoces a los camelleros y a los animales antes de montar.",
        "Meet the handlers and the camels before you mount.",
      ),
      s(
        0.15,
        "Paseo en caravana",
        "Caravan ride",
        "Salimos en fila por la arena siguiendo a los camelleros.",
        "We ride out in single file behind the handlers.",
      ),
      s(
        0.75,
        "Café y dátiles",
        "Coffee and dates",
        "Bajamos del camello para tomar café árabe junto a la hoguera.",
        "We dismount for Arabic coffee by the fire.",
      ),
    ],
    notes: [
      { es: "Peso máximo por persona: 110 kg.", en: "Maximum weight per rider: 110 kg." },
      {
        es: "Los niños pequeños montan con un adulto.",
        en: "Young children ride with an adult.",
      },
    ],
  },
  {
    id: "quad",
    kinds: ["dunes"],
    categories: ["safaris-en-el-desierto"],
    moments: ["morning", "afternoon", "sunset"],
    duration: [60, 120],
    pickup: true,
    gear: "desert",
    title: { es: "Ruta en quad por {place}", en: "quad bike ride across {place}" },
    openings: [
      {
        es: "Toma los mandos de un quad y sigue al monitor por {place} {moment}, con pistas para todos los niveles.",
        en: "Take the handlebars of a quad bike and follow your instructor across {place} {moment}, on tracks for every level.",
      },
      {
        es: "Adrenalina en {place}: una ruta en quad con monitor, casco y tiempo para practicar antes de salir {moment}.",
        en: "Adrenaline on {place}: a quad bike route with an instructor, a helmet and practice time before heading out {moment}.",
      },
    ],
    highlights: [
      { es: "Quads automáticos fáciles de conducir", en: "Automatic quads that are easy to ride" },
      { es: "Clase de práctica antes de salir", en: "A practice session before you set off" },
      {
        es: "Monitor al frente del grupo en todo momento",
        en: "An instructor leads the group at all times",
      },
    ],
    includes: [
      { es: "Quad individual o doble", en: "Single or double quad bike" },
      { es: "Casco, gafas y pañuelo", en: "Helmet, goggles and scarf" },
      { es: "Monitor titulado", en: "Certified instructor" },
      { es: "Recogida en el hotel", en: "Hotel pickup" },
    ],
    steps: [
      s(
        0,
        "Charla de seguridad",
        "Safety briefing",
        "El monitor explica los mandos y las normas del recorrido.",
        "Your instructor explains the controls and the route rules.",
      ),
      s(
        0.15,
        "Práctica en circuito",
        "Practice loop",
        "Unas vueltas en terreno llano para coger confianza.",
        "A few laps on flat ground to build confidence.",
      ),
      s(
        0.3,
        "Ruta por las dunas",
        "Dune route",
        "Salimos en fila por pistas de arena entre las dunas.",
        "We ride in single file along sand tracks between the dunes.",
      ),
    ],
    notes: [
      {
        es: "Conductores a partir de dieciséis años; los menores van de pasajero.",
        en: "Riders must be sixteen or over; younger travellers ride as passengers.",
      },
      ...DESERT_NOTES,
    ],
  },
  {
    id: "camp",
    kinds: ["dunes", "oasis", "canyon"],
    categories: ["campamentos-y-alojamiento", "safaris-en-el-desierto"],
    moments: ["allNight"],
    duration: [960, 1080],
    pickup: true,
    gear: "desert",
    title: { es: "Noche en campamento junto a {place}", en: "overnight camp beside {place}" },
    openings: [
      {
        es: "Duerme en una jaima confortable junto a {place}, con cena a la brasa, hoguera y un cielo cuajado de estrellas.",
        en: "Sleep in a comfortable tent beside {place}, with a grilled dinner, a campfire and a sky full of stars.",
      },
      {
        es: "Pasa la noche en el desierto junto a {place}: llegamos a media tarde y volvemos después del desayuno.",
        en: "Spend the night in the desert beside {place}: we arrive in the late afternoon and return after breakfast.",
      },
    ],
    highlights: [
      { es: "Jaima privada con camas de verdad", en: "A private tent with real beds" },
      { es: "Cena a la brasa junto a la hoguera", en: "A grilled dinner by the campfire" },
      { es: "Cielo sin contaminación lumínica", en: "Skies free of light pollution" },
      { es: "Desayuno antes de emprender el regreso", en: "Breakfast before the drive back" },
    ],
    includes: [
      {
        es: "Alojamiento en jaima con baño compartido",
        en: "Tent accommodation with shared bathrooms",
      },
      { es: "Cena y desayuno", en: "Dinner and breakfast" },
      { es: "Traslado ida y vuelta en todoterreno", en: "Return transfer by 4x4" },
      { es: "Mantas y ropa de cama", en: "Blankets and bedding" },
    ],
    steps: [
      s(
        0,
        "Salida hacia el campamento",
        "Drive to the camp",
        "Te recogemos y viajamos hasta el campamento.",
        "We pick you up and drive to the camp.",
      ),
      s(
        0.15,
        "Puesta de sol",
        "Sunset",
        "Subimos a una loma cercana para ver caer el sol.",
        "We climb a nearby ridge to watch the sun go down.",
      ),
      s(
        0.25,
        "Cena junto a la hoguera",
        "Dinner by the fire",
        "Cena a la brasa, música y té a la luz del fuego.",
        "A grilled dinner, music and tea by firelight.",
      ),
      s(
        0.9,
        "Desayuno y regreso",
        "Breakfast and return",
        "Desayuno al aire libre y vuelta a la ciudad.",
        "Breakfast outdoors and the drive back to the city.",
      ),
    ],
    notes: [
      {
        es: "Por la noche refresca mucho: lleva una capa de abrigo.",
        en: "Nights get cold: bring a warm layer.",
      },
      {
        es: "Cobertura móvil limitada en el campamento.",
        en: "Mobile coverage is limited at the camp.",
      },
    ],
  },
  {
    id: "stars",
    kinds: ["dunes", "cliff", "canyon", "mountain"],
    categories: ["tours-fotograficos", "safaris-en-el-desierto"],
    moments: ["night"],
    duration: [150, 210],
    pickup: true,
    gear: "desert",
    title: { es: "Observación de estrellas en {place}", en: "stargazing at {place}" },
    titleByKind: { cliff: { es: "Estrellas desde {place}", en: "stargazing from {place}" } },
    openings: [
      {
        es: "Lejos de las luces de {city}, el cielo sobre {place} se ve como en pocos lugares.",
        en: "Far from the lights of {city}, the sky over {place} is as clear as it gets.",
      },
      {
        es: "Un astrónomo aficionado te enseña constelaciones y planetas con telescopio en {place}.",
        en: "An amateur astronomer shows you constellations and planets through a telescope at {place}.",
      },
    ],
    highlights: [
      {
        es: "Telescopio y láser para señalar constelaciones",
        en: "A telescope and laser pointer for the constellations",
      },
      { es: "Chocolate caliente bajo las estrellas", en: "Hot chocolate under the stars" },
      {
        es: "Consejos para fotografiar el cielo con el móvil",
        en: "Tips for photographing the sky with your phone",
      },
    ],
    includes: [
      { es: "Guía astronómico", en: "Astronomy guide" },
      { es: "Uso de telescopio", en: "Use of a telescope" },
      { es: "Bebidas calientes y aperitivos", en: "Hot drinks and snacks" },
      { es: "Esterillas y mantas", en: "Mats and blankets" },
    ],
    steps: [
      s(
        0,
        "Salida de la ciudad",
        "Leaving the city",
        "Viajamos hasta un punto sin contaminación lumínica.",
        "We drive to a spot free of light pollution.",
      ),
      s(
        0.3,
        "Observación a simple vista",
        "Naked-eye sky tour",
        "Aprendemos a orientarnos con las estrellas más brillantes.",
        "We learn to find our way by the brightest stars.",
      ),
      s(
        0.6,
        "Telescopio",
        "Telescope session",
        "Turnos de telescopio para ver la Luna, planetas y cúmulos.",
        "Turns at the telescope for the Moon, planets and star clusters.",
      ),
    ],
    notes: [
      {
        es: "Si hay nubes o luna llena, el guía adapta la sesión o propone otra fecha.",
        en: "If it is cloudy or a full moon, the guide adapts the session or offers another date.",
      },
    ],
  },
  {
    id: "balloon",
    kinds: ["dunes", "canyon"],
    categories: ["entradas-y-atracciones", "tours-fotograficos"],
    moments: ["sunrise"],
    duration: [180, 240],
    pickup: true,
    gear: "desert",
    title: { es: "Vuelo en globo sobre {place}", en: "hot-air balloon flight over {place}" },
    openings: [
      {
        es: "Despega {moment} y flota en silencio sobre {place} mientras el sol tiñe de rojo la arena.",
        en: "Lift off {moment} and drift silently over {place} as the sun turns the sand red.",
      },
      {
        es: "Una hora de vuelo en globo sobre {place}, con piloto certificado y aterrizaje en pleno desierto.",
        en: "An hour's balloon flight over {place}, with a certified pilot and a landing in the open desert.",
      },
    ],
    highlights: [
      {
        es: "Una hora de vuelo con piloto certificado",
        en: "A one-hour flight with a certified pilot",
      },
      { es: "Vistas de pájaro sobre el paisaje", en: "Bird's-eye views over the landscape" },
      { es: "Certificado de vuelo de recuerdo", en: "A souvenir flight certificate" },
    ],
    includes: [
      { es: "Vuelo en globo de una hora", en: "One-hour balloon flight" },
      { es: "Recogida en el hotel", en: "Hotel pickup" },
      { es: "Desayuno ligero tras el aterrizaje", en: "Light breakfast after landing" },
      { es: "Seguro de vuelo", en: "Flight insurance" },
    ],
    steps: [
      s(
        0,
        "Recogida antes del amanecer",
        "Pre-dawn pickup",
        "Te recogemos de noche para llegar al despegue.",
        "We collect you in the dark to reach the launch site.",
      ),
      s(
        0.25,
        "Inflado y despegue",
        "Inflation and take-off",
        "Ves cómo se infla el globo y subes a la cesta.",
        "Watch the balloon inflate and climb into the basket.",
      ),
      s(
        0.35,
        "Vuelo",
        "Flight",
        "Una hora en el aire con el sol saliendo.",
        "An hour in the air as the sun comes up.",
      ),
      s(
        0.75,
        "Aterrizaje y desayuno",
        "Landing and breakfast",
        "Celebramos el aterrizaje con un desayuno ligero.",
        "We celebrate the landing with a light breakfast.",
      ),
    ],
    notes: [
      {
        es: "El vuelo depende del viento; si se cancela, te devolvemos el importe íntegro.",
        en: "Flights depend on wind; if cancelled you get a full refund.",
      },
      {
        es: "Lleva ropa de abrigo: antes del amanecer hace frío en la cesta.",
        en: "Bring warm layers: it is cold in the basket before sunrise.",
      },
    ],
  },
  {
    id: "guided",
    kinds: ["oldtown", "monument", "museum"],
    categories: ["visitas-guiadas"],
    moments: ["morning", "afternoon", "sunset"],
    duration: [90, 180],
    pickup: false,
    gear: "city",
    title: { es: "Visita guiada a {place}", en: "guided tour of {place}" },
    titleByKind: {
      oldtown: { es: "Visita guiada por {place}", en: "guided walk through {place}" },
    },
    openings: [
      {
        es: "Un guía local te enseña {place} {moment}, con las historias que no vienen en las guías.",
        en: "A local guide shows you {place} {moment}, with the stories the guidebooks leave out.",
      },
      {
        es: "Recorre {place} con un historiador del arte y entiende qué estás mirando en cada sala y cada calle.",
        en: "Explore {place} with an art historian and understand what you are looking at in every room and street.",
      },
      {
        es: "Visita {place} en grupo reducido, con auriculares para oír bien al guía incluso entre la gente.",
        en: "Visit {place} in a small group, with headsets so you hear the guide even in the crowds.",
      },
    ],
    highlights: [
      {
        es: "Guía oficial que habla español e inglés",
        en: "An official guide who speaks Spanish and English",
      },
      {
        es: "Grupo reducido de quince personas como máximo",
        en: "Small group of fifteen people at most",
      },
      { es: "Auriculares para oír bien al guía", en: "Headsets so you hear the guide clearly" },
      {
        es: "Recomendaciones para seguir explorando por tu cuenta",
        en: "Tips for exploring further on your own",
      },
    ],
    includes: [
      { es: "Guía oficial", en: "Official guide" },
      { es: "Auriculares", en: "Headsets" },
      { es: "Entradas a los espacios visitados", en: "Entry tickets to the sites visited" },
    ],
    steps: [
      s(
        0,
        "Encuentro con el guía",
        "Meet your guide",
        "El guía te espera con un distintivo de Sendero.",
        "Your guide waits for you with a Sendero sign.",
      ),
      s(
        0.1,
        "Recorrido guiado",
        "Guided visit",
        "Recorremos los espacios principales con explicaciones.",
        "We walk through the main spaces with commentary.",
      ),
      s(
        0.85,
        "Tiempo libre",
        "Free time",
        "Resolvemos dudas y te quedas el tiempo que quieras.",
        "Questions answered, then stay as long as you like.",
      ),
    ],
    notes: [
      {
        es: "En lugares de culto se pide cubrir hombros y rodillas.",
        en: "Shoulders and knees must be covered at places of worship.",
      },
      {
        es: "Hay controles de seguridad a la entrada: evita maletas grandes.",
        en: "There are security checks at the entrance: avoid large bags.",
      },
    ],
  },
  {
    id: "tickets",
    kinds: ["monument", "museum"],
    categories: ["entradas-y-atracciones"],
    moments: ["morning", "afternoon"],
    duration: [120, 180],
    pickup: false,
    gear: "city",
    title: { es: "Entrada sin colas a {place}", en: "skip-the-line ticket to {place}" },
    openings: [
      {
        es: "Entra en {place} {moment} con tu entrada en el móvil y sin esperar en la cola de taquilla.",
        en: "Enter {place} {moment} with the ticket on your phone and skip the box-office queue.",
      },
      {
        es: "Reserva tu franja horaria para {place} y dedica el tiempo a mirar, no a hacer cola.",
        en: "Book a time slot for {place} and spend your time looking, not queueing.",
      },
    ],
    highlights: [
      { es: "Acceso con hora reservada", en: "Timed entry" },
      { es: "Entrada en el móvil, sin imprimir", en: "Mobile ticket, no printing needed" },
      {
        es: "Audioguía descargable en español e inglés",
        en: "Downloadable audio guide in Spanish and English",
      },
    ],
    includes: [
      { es: "Entrada con hora", en: "Timed entry ticket" },
      { es: "Audioguía en la aplicación", en: "Audio guide in the app" },
      { es: "Plano del recinto", en: "Site map" },
    ],
    steps: [
      s(
        0,
        "Acceso por la entrada reservada",
        "Entry through the reserved gate",
        "Enseña tu entrada en el móvil en el acceso indicado.",
        "Show your mobile ticket at the marked entrance.",
      ),
      s(
        0.05,
        "Visita libre",
        "Visit at your own pace",
        "Recorre el recinto a tu ritmo con la audioguía.",
        "Explore at your own pace with the audio guide.",
      ),
    ],
    notes: [
      {
        es: "Llega diez minutos antes de tu franja horaria.",
        en: "Arrive ten minutes before your time slot.",
      },
      {
        es: "Los menores acceden acompañados de un adulto.",
        en: "Children must be accompanied by an adult.",
      },
    ],
  },
  {
    id: "food",
    kinds: ["market", "oldtown"],
    categories: ["gastronomia", "visitas-guiadas"],
    moments: ["morning", "sunset", "night"],
    duration: [150, 210],
    pickup: false,
    gear: "city",
    title: { es: "Ruta gastronómica por {place}", en: "food tour of {place}" },
    openings: [
      {
        es: "Prueba {place} bocado a bocado {moment}: seis paradas en puestos y casas de comidas de toda la vida.",
        en: "Taste {place} one bite at a time {moment}: six stops at stalls and family-run kitchens.",
      },
      {
        es: "Un guía gastrónomo te lleva por {place} y te presenta a los cocineros y tenderos del barrio.",
        en: "A food-loving guide takes you through {place} and introduces the cooks and shopkeepers of the area.",
      },
    ],
    highlights: [
      { es: "Seis paradas con degustación", en: "Six tasting stops" },
      {
        es: "Platos que no salen en las cartas para turistas",
        en: "Dishes you will not find on tourist menus",
      },
      { es: "Opciones vegetarianas bajo petición", en: "Vegetarian options on request" },
      {
        es: "Lista de sitios recomendados para el resto del viaje",
        en: "A list of recommended places for the rest of your trip",
      },
    ],
    includes: [
      { es: "Todas las degustaciones", en: "All tastings" },
      { es: "Bebidas sin alcohol", en: "Soft drinks" },
      { es: "Guía gastronómico", en: "Food guide" },
    ],
    steps: [
      s(
        0,
        "Encuentro y primer bocado",
        "Meet and first bite",
        "Empezamos con algo dulce y un café o té.",
        "We start with something sweet and a coffee or tea.",
      ),
      s(
        0.3,
        "Mercado y puestos",
        "Market and stalls",
        "Probamos especialidades en puestos escogidos.",
        "We try specialities at hand-picked stalls.",
      ),
      s(
        0.7,
        "Comida en una casa de comidas",
        "Meal at a family kitchen",
        "Nos sentamos a compartir platos caseros.",
        "We sit down to share home-style dishes.",
      ),
    ],
    notes: [
      {
        es: "Avísanos de alergias e intolerancias al reservar.",
        en: "Tell us about allergies and intolerances when you book.",
      },
      {
        es: "Ven con hambre: la comida equivale a un almuerzo completo.",
        en: "Come hungry: the food adds up to a full meal.",
      },
    ],
  },
  {
    id: "photo",
    kinds: ["oldtown", "market", "cliff", "garden", "rock"],
    categories: ["tours-fotograficos"],
    moments: ["sunrise", "sunset"],
    duration: [120, 180],
    pickup: false,
    gear: "city",
    title: { es: "Paseo fotográfico por {place}", en: "photo walk through {place}" },
    titleByKind: {
      cliff: { es: "Sesión de fotos en {place}", en: "photo session at {place}" },
      rock: { es: "Sesión de fotos en {place}", en: "photo session at {place}" },
    },
    openings: [
      {
        es: "Un fotógrafo profesional te enseña a componer en {place} {moment}, con cualquier cámara o con el móvil.",
        en: "A professional photographer teaches you composition at {place} {moment}, with any camera or just your phone.",
      },
      {
        es: "Busca la mejor luz en {place} {moment}, acompañado de un fotógrafo local que conoce cada encuadre.",
        en: "Chase the best light at {place} {moment} with a local photographer who knows every angle.",
      },
    ],
    highlights: [
      {
        es: "Consejos de composición y luz adaptados a tu nivel",
        en: "Composition and light tips for your level",
      },
      { es: "Los encuadres que conocen solo los locales", en: "Angles only locals know" },
      {
        es: "Retrato tuyo editado y enviado al día siguiente",
        en: "An edited portrait of you sent the next day",
      },
    ],
    includes: [
      { es: "Fotógrafo guía", en: "Photographer guide" },
      { es: "Cinco fotos editadas", en: "Five edited photos" },
      { es: "Agua", en: "Water" },
    ],
    steps: [
      s(
        0,
        "Encuentro y ajustes",
        "Meet and camera settings",
        "Repasamos los ajustes de tu cámara o móvil.",
        "We go over your camera or phone settings.",
      ),
      s(
        0.2,
        "Recorrido fotográfico",
        "Photo route",
        "Paradas en los encuadres elegidos según la luz.",
        "Stops at the best angles for the light.",
      ),
      s(
        0.85,
        "Revisión de fotos",
        "Photo review",
        "Revisamos juntos tus mejores tomas.",
        "We look through your best shots together.",
      ),
    ],
    notes: [
      {
        es: "Pide permiso antes de fotografiar a personas.",
        en: "Ask before photographing people.",
      },
    ],
  },
  {
    id: "bike",
    kinds: ["garden", "oldtown", "waterfront"],
    categories: ["visitas-guiadas"],
    moments: ["morning", "sunset"],
    duration: [150, 180],
    pickup: false,
    gear: "city",
    title: { es: "Ruta en bicicleta por {place}", en: "bike tour of {place}" },
    openings: [
      {
        es: "Pedalea por {place} {moment} con un guía que conoce los carriles más tranquilos de {city}.",
        en: "Cycle {place} {moment} with a guide who knows the quietest lanes in {city}.",
      },
      {
        es: "En bicicleta se ve mucho más: recorre {place} y sus alrededores en un paseo llano y sin prisas.",
        en: "You see far more by bike: ride around {place} and its surroundings on a flat, easy route.",
      },
    ],
    highlights: [
      { es: "Bicicletas urbanas o eléctricas a elegir", en: "City or electric bikes, your choice" },
      { es: "Ruta llana apta para todos", en: "A flat route suitable for everyone" },
      { es: "Parada para un refresco a mitad de camino", en: "A drinks stop halfway" },
    ],
    includes: [
      { es: "Bicicleta y casco", en: "Bike and helmet" },
      { es: "Guía ciclista", en: "Cycling guide" },
      { es: "Una bebida", en: "One drink" },
    ],
    steps: [
      s(
        0,
        "Ajuste de bicicletas",
        "Bike fitting",
        "Elegimos bicicleta y ajustamos el sillín.",
        "We choose bikes and adjust the saddles.",
      ),
      s(
        0.1,
        "Paseo en bicicleta",
        "The ride",
        "Recorremos el itinerario con paradas explicativas.",
        "We ride the route with stops to explain what we see.",
      ),
      s(
        0.5,
        "Pausa",
        "Break",
        "Refresco y descanso a la sombra.",
        "A drink and a rest in the shade.",
      ),
    ],
    notes: [
      {
        es: "Hay que saber montar en bicicleta; sillas para niños disponibles.",
        en: "You need to know how to ride; child seats available.",
      },
    ],
  },
  {
    id: "cruise",
    kinds: ["waterfront"],
    categories: ["cruceros"],
    moments: ["morning", "sunset"],
    duration: [60, 120],
    pickup: false,
    gear: "water",
    title: { es: "Paseo en barco por {place}", en: "boat cruise on {place}" },
    openings: [
      {
        es: "Sube a bordo y descubre {place} desde el agua {moment}, con comentarios en español e inglés.",
        en: "Step aboard and see {place} from the water {moment}, with commentary in Spanish and English.",
      },
      {
        es: "Un paseo en barco tradicional por {place} para ver la ciudad desde donde nació.",
        en: "A traditional boat ride on {place} to see the city from where it began.",
      },
    ],
    highlights: [
      { es: "Vistas de la ciudad desde el agua", en: "City views from the water" },
      { es: "Cubierta al aire libre y zona a la sombra", en: "Open deck and a shaded area" },
      { es: "Comentarios sobre la historia del puerto", en: "Commentary on the harbour's history" },
    ],
    includes: [
      { es: "Paseo en barco", en: "Boat trip" },
      { es: "Agua y refrescos a bordo", en: "Water and soft drinks on board" },
      { es: "Comentarios del capitán", en: "Captain's commentary" },
    ],
    steps: [
      s(
        0,
        "Embarque",
        "Boarding",
        "Embarcamos en el muelle indicado.",
        "Board at the marked pier.",
      ),
      s(
        0.1,
        "Navegación",
        "Cruising",
        "Navegamos con paradas frente a los puntos más bonitos.",
        "We cruise with pauses at the prettiest spots.",
      ),
      s(
        0.95,
        "Desembarque",
        "Disembarkation",
        "Volvemos al muelle de salida.",
        "We return to the departure pier.",
      ),
    ],
    notes: [
      {
        es: "El embarque cierra diez minutos antes de zarpar.",
        en: "Boarding closes ten minutes before departure.",
      },
    ],
  },
  {
    id: "dinnerCruise",
    kinds: ["waterfront"],
    categories: ["cruceros", "gastronomia"],
    moments: ["night"],
    duration: [120, 150],
    pickup: false,
    gear: "water",
    title: { es: "Crucero con cena por {place}", en: "dinner cruise on {place}" },
    openings: [
      {
        es: "Cena a bordo mientras navegas por {place} {moment}, con bufé de cocina local e internacional.",
        en: "Dine on board while cruising {place} {moment}, with a buffet of local and international dishes.",
      },
      {
        es: "Una noche especial en {place}: música en directo, cena y la ciudad iluminada desde cubierta.",
        en: "A special evening on {place}: live music, dinner and the city lit up from the deck.",
      },
    ],
    highlights: [
      { es: "Bufé de cena con opciones vegetarianas", en: "Dinner buffet with vegetarian options" },
      { es: "Música en directo a bordo", en: "Live music on board" },
      { es: "Skyline iluminado desde cubierta", en: "The illuminated skyline from the deck" },
    ],
    includes: [
      { es: "Cena bufé", en: "Buffet dinner" },
      { es: "Refrescos, agua y té", en: "Soft drinks, water and tea" },
      { es: "Espectáculo a bordo", en: "On-board entertainment" },
    ],
    steps: [
      s(
        0,
        "Embarque y bienvenida",
        "Boarding and welcome drink",
        "Te recibimos con una bebida de bienvenida.",
        "You are welcomed with a drink.",
      ),
      s(
        0.2,
        "Cena a bordo",
        "Dinner on board",
        "Se abre el bufé mientras el barco navega.",
        "The buffet opens as the boat sets off.",
      ),
      s(
        0.6,
        "Espectáculo",
        "Show",
        "Música en directo en la cubierta superior.",
        "Live music on the upper deck.",
      ),
    ],
    notes: [{ es: "Vestimenta informal elegante.", en: "Smart-casual dress." }],
  },
  {
    id: "yacht",
    kinds: ["sea"],
    categories: ["paseos-en-yate"],
    moments: ["morning", "afternoon", "sunset"],
    duration: [120, 240],
    pickup: false,
    gear: "water",
    title: { es: "Yate privado por {place}", en: "private yacht charter around {place}" },
    openings: [
      {
        es: "Un yate con patrón solo para tu grupo para navegar por {place} {moment}, con parada para nadar.",
        en: "A skippered yacht just for your group to sail around {place} {moment}, with a swim stop.",
      },
      {
        es: "Celebra algo especial a bordo de un yate privado frente a {place}, con música y fruta fresca.",
        en: "Celebrate something special on a private yacht off {place}, with music and fresh fruit.",
      },
    ],
    highlights: [
      { es: "Yate privado para hasta diez personas", en: "A private yacht for up to ten people" },
      { es: "Parada para nadar en aguas tranquilas", en: "A swim stop in calm water" },
      {
        es: "Equipo de música con tu lista de canciones",
        en: "Sound system for your own playlist",
      },
    ],
    includes: [
      { es: "Yate con patrón y marinero", en: "Yacht with skipper and deckhand" },
      { es: "Combustible", en: "Fuel" },
      { es: "Fruta fresca, agua y refrescos", en: "Fresh fruit, water and soft drinks" },
      { es: "Chalecos salvavidas y toallas", en: "Life jackets and towels" },
    ],
    steps: [
      s(
        0,
        "Embarque en el puerto",
        "Boarding at the marina",
        "El patrón te recibe en el pantalán.",
        "The skipper meets you on the pontoon.",
      ),
      s(
        0.1,
        "Navegación",
        "Sailing",
        "Navegamos frente a los puntos más conocidos de la costa.",
        "We sail past the coast's best-known sights.",
      ),
      s(
        0.5,
        "Parada para nadar",
        "Swim stop",
        "Fondeamos en aguas tranquilas para darse un baño.",
        "We anchor in calm water for a swim.",
      ),
    ],
    notes: [
      {
        es: "El patrón puede cambiar la ruta según el estado del mar.",
        en: "The skipper may change the route depending on sea conditions.",
      },
    ],
  },
  {
    id: "jetski",
    kinds: ["sea"],
    categories: ["deportes-acuaticos"],
    moments: ["morning", "afternoon"],
    duration: [30, 60],
    pickup: false,
    gear: "water",
    title: { es: "Moto de agua por {place}", en: "jet ski ride around {place}" },
    openings: [
      {
        es: "Pilota una moto de agua por {place} {moment}, siguiendo a un monitor hasta los mejores puntos para fotos.",
        en: "Ride a jet ski around {place} {moment}, following an instructor to the best photo spots.",
      },
      {
        es: "Velocidad y vistas: sal en moto de agua desde la playa y recorre {place} con guía.",
        en: "Speed and views: head out on a jet ski from the beach and tour {place} with a guide.",
      },
    ],
    highlights: [
      { es: "Motos de agua nuevas y revisadas", en: "New, serviced jet skis" },
      { es: "Monitor en su propia moto", en: "An instructor on their own jet ski" },
      { es: "Parada para fotos frente al skyline", en: "A photo stop in front of the skyline" },
    ],
    includes: [
      { es: "Moto de agua y combustible", en: "Jet ski and fuel" },
      { es: "Chaleco salvavidas", en: "Life jacket" },
      { es: "Monitor acompañante", en: "Escort instructor" },
    ],
    steps: [
      s(
        0,
        "Charla de seguridad",
        "Safety briefing",
        "Explicamos los mandos y la ruta.",
        "We explain the controls and the route.",
      ),
      s(
        0.15,
        "Ruta en moto de agua",
        "Jet ski route",
        "Seguimos al monitor por la costa.",
        "We follow the instructor along the coast.",
      ),
    ],
    notes: [
      {
        es: "Conductores a partir de dieciséis años con documento de identidad.",
        en: "Drivers must be sixteen or over and carry photo ID.",
      },
    ],
  },
  {
    id: "snorkel",
    kinds: ["reef", "sea"],
    categories: ["deportes-acuaticos", "paseos-en-yate"],
    moments: ["morning", "afternoon"],
    duration: [180, 300],
    pickup: true,
    gear: "water",
    title: { es: "Snorkel en {place}", en: "snorkelling trip to {place}" },
    openings: [
      {
        es: "Salimos en barco hacia {place} {moment} para bucear con tubo entre corales y peces de colores.",
        en: "We head out by boat to {place} {moment} to snorkel among corals and colourful fish.",
      },
      {
        es: "Dos paradas de snorkel en {place} con monitor, equipo incluido y almuerzo ligero a bordo.",
        en: "Two snorkelling stops at {place} with an instructor, all gear and a light lunch on board.",
      },
    ],
    highlights: [
      {
        es: "Dos paradas de snorkel en arrecifes distintos",
        en: "Two snorkelling stops at different reefs",
      },
      {
        es: "Tortugas y peces tropicales a poca profundidad",
        en: "Turtles and tropical fish in shallow water",
      },
      { es: "Monitor en el agua con el grupo", en: "An instructor in the water with the group" },
    ],
    includes: [
      { es: "Gafas, tubo y aletas", en: "Mask, snorkel and fins" },
      { es: "Salida en barco", en: "Boat trip" },
      { es: "Almuerzo ligero y bebidas", en: "Light lunch and drinks" },
      { es: "Recogida en el hotel", en: "Hotel pickup" },
    ],
    steps: [
      s(
        0,
        "Salida del puerto",
        "Leaving the harbour",
        "Navegamos hacia el primer arrecife.",
        "We sail to the first reef.",
      ),
      s(
        0.2,
        "Primera inmersión",
        "First swim",
        "Snorkel con el monitor en aguas poco profundas.",
        "Snorkelling with the instructor in shallow water.",
      ),
      s(
        0.5,
        "Almuerzo a bordo",
        "Lunch on board",
        "Comida ligera mientras cambiamos de punto.",
        "A light meal while we move on.",
      ),
      s(
        0.65,
        "Segunda inmersión",
        "Second swim",
        "Otro arrecife con más profundidad y fauna distinta.",
        "A deeper reef with different marine life.",
      ),
    ],
    notes: [
      { es: "Es necesario saber nadar.", en: "You need to be able to swim." },
      { es: "Usa protector solar respetuoso con los arrecifes.", en: "Use reef-safe sunscreen." },
    ],
  },
  {
    id: "kayak",
    kinds: ["mangrove"],
    categories: ["deportes-acuaticos"],
    moments: ["sunrise", "morning", "sunset"],
    duration: [90, 150],
    pickup: false,
    gear: "water",
    title: { es: "Kayak entre {place}", en: "kayak tour through {place}" },
    openings: [
      {
        es: "Rema entre {place} {moment} y observa garzas, cangrejos y, con suerte, alguna tortuga.",
        en: "Paddle through {place} {moment} and spot herons, crabs and, with luck, a turtle.",
      },
      {
        es: "Un recorrido en kayak por los canales de {place}, tranquilo y apto para principiantes.",
        en: "A calm kayak route along the channels of {place}, ideal for beginners.",
      },
    ],
    highlights: [
      { es: "Kayaks estables para principiantes", en: "Stable kayaks for beginners" },
      { es: "Observación de aves acuáticas", en: "Waterbird watching" },
      { es: "Guía naturalista", en: "A naturalist guide" },
    ],
    includes: [
      { es: "Kayak individual o doble", en: "Single or double kayak" },
      { es: "Chaleco y bolsa estanca", en: "Life jacket and dry bag" },
      { es: "Guía naturalista", en: "Naturalist guide" },
    ],
    steps: [
      s(
        0,
        "Clase de remo",
        "Paddling lesson",
        "Aprendemos a remar en la orilla.",
        "We learn to paddle at the shore.",
      ),
      s(
        0.15,
        "Recorrido por los canales",
        "Through the channels",
        "Remamos entre los manglares con paradas.",
        "We paddle through the mangroves with stops.",
      ),
    ],
    notes: [
      {
        es: "Vas a mojarte: lleva ropa que pueda mojarse.",
        en: "You will get wet: wear clothes that can get wet.",
      },
    ],
  },
  {
    id: "daytrip",
    kinds: ["daytrip"],
    categories: ["excursiones-de-un-dia", "visitas-guiadas"],
    moments: ["dayShared", "dayPrivate"],
    duration: [480, 660],
    pickup: true,
    gear: "city",
    title: { es: "Excursión de un día a {place}", en: "day trip to {place}" },
    openings: [
      {
        es: "Descubre {place} {moment}, con guía local, tiempo libre para comer y regreso a {city} por la tarde.",
        en: "Discover {place} {moment}, with a local guide, free time for lunch and a return to {city} in the evening.",
      },
      {
        es: "Sal de {city} y visita {place}: lo esencial con guía y el resto del día a tu aire.",
        en: "Leave {city} behind and visit {place}: the essentials with a guide and the rest of the day at your leisure.",
      },
    ],
    highlights: [
      { es: "Visita guiada a lo imprescindible", en: "A guided visit to the must-sees" },
      { es: "Tiempo libre para comer y pasear", en: "Free time for lunch and a stroll" },
      {
        es: "Recogida en puntos céntricos de la ciudad",
        en: "Pickup from central points in the city",
      },
    ],
    includes: [
      { es: "Transporte ida y vuelta", en: "Return transport" },
      { es: "Guía oficial en destino", en: "Official guide at the destination" },
      { es: "Entradas indicadas en el itinerario", en: "Tickets listed in the itinerary" },
    ],
    steps: [
      s(
        0,
        "Salida de la ciudad",
        "Departure",
        "Salimos desde el punto de encuentro o tu hotel.",
        "We leave from the meeting point or your hotel.",
      ),
      s(
        0.2,
        "Visita guiada",
        "Guided visit",
        "Recorrido por lo más importante con guía.",
        "A tour of the highlights with a guide.",
      ),
      s(
        0.5,
        "Tiempo libre",
        "Free time",
        "Tiempo para comer y pasear a tu aire.",
        "Time for lunch and exploring on your own.",
      ),
      s(0.85, "Regreso", "Return", "Vuelta a la ciudad.", "Drive back to the city."),
    ],
    notes: [
      {
        es: "El almuerzo no está incluido; el guía recomienda sitios.",
        en: "Lunch is not included; your guide will suggest places.",
      },
    ],
  },
]

/** Packing lists per kind of activity. */
export const GEAR: Record<Gear, Pair[]> = {
  desert: [
    { es: "Calzado cerrado que aguante la arena", en: "Closed shoes that cope with sand" },
    { es: "Gorra o sombrero y gafas de sol", en: "A cap or hat and sunglasses" },
    { es: "Crema solar de factor alto", en: "High-factor sunscreen" },
    {
      es: "Una capa de abrigo para cuando baja el sol",
      en: "A warm layer for when the sun goes down",
    },
    { es: "Botella de agua reutilizable", en: "A reusable water bottle" },
  ],
  water: [
    { es: "Bañador y toalla", en: "Swimwear and a towel" },
    { es: "Crema solar respetuosa con el mar", en: "Ocean-friendly sunscreen" },
    { es: "Gafas de sol con cordón", en: "Sunglasses with a strap" },
    { es: "Una muda de ropa seca", en: "A change of dry clothes" },
  ],
  city: [
    { es: "Calzado cómodo para caminar", en: "Comfortable walking shoes" },
    { es: "Documento de identidad o pasaporte", en: "ID card or passport" },
    { es: "Ropa que cubra hombros y rodillas", en: "Clothing that covers shoulders and knees" },
    { es: "Agua y algo de efectivo", en: "Water and some cash" },
  ],
  mountain: [
    { es: "Botas de montaña", en: "Hiking boots" },
    { es: "Chaqueta cortavientos", en: "A windproof jacket" },
    { es: "Mochila pequeña con agua", en: "A small backpack with water" },
  ],
}

/** Notes every experience may carry. */
export const GENERAL_NOTES: Pair[] = [
  {
    es: "Recibirás el punto de encuentro exacto en tu bono.",
    en: "The exact meeting point is on your voucher.",
  },
  {
    es: "Accesible en parte para sillas de ruedas; consúltanos antes de reservar.",
    en: "Partly wheelchair accessible; contact us before booking.",
  },
  { es: "Confirmación inmediata al reservar.", en: "Instant confirmation when you book." },
  {
    es: "Puedes enseñar el bono en el móvil; no hace falta imprimirlo.",
    en: "Show your voucher on your phone; there is no need to print it.",
  },
]

export const EXCLUDES: Pair[] = [
  { es: "Propinas", en: "Tips" },
  { es: "Comidas y bebidas no indicadas", en: "Food and drinks not mentioned" },
  { es: "Seguro de viaje", en: "Travel insurance" },
  { es: "Gastos personales y recuerdos", en: "Personal expenses and souvenirs" },
  { es: "Fotos profesionales, salvo que se indique", en: "Professional photos unless stated" },
]
