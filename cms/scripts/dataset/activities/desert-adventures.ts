import type { Activity } from "../activities.ts"
import { DESERT_NOTES, s } from "./steps.ts"

/** The desert by quad, a night at camp, the stars. */
export const DESERT_ADVENTURES: Activity[] = [
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
]
