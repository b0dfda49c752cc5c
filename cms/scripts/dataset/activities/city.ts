import type { Activity } from "../activities.ts"
import { s } from "./steps.ts"

/** The city at street level and from its river: food tours, photo walks, bikes, cruises. */
export const CITY: Activity[] = [
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
]
