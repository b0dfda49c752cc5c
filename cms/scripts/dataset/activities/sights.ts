import type { Activity } from "../activities.ts"
import { s } from "./steps.ts"

/** Sights from the air and on foot: balloon flights, guided visits, tickets. */
export const SIGHTS: Activity[] = [
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
]
