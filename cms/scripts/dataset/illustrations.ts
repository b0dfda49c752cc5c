import { images, renderScene, type Palette } from "./images.ts"
import type { PlaceKind } from "./cities.ts"

/**
 * What an experience's first picture shows in front of its landscape: a
 * silhouette per kind of activity, so the cards of one listing are told apart
 * at a glance (a camel ride, a dhow, a balloon, a museum), in the colours of
 * the destination's country. Drawn in a 640 x 360 box, standing on y = 300.
 */
export type Subject =
  | "walker"
  | "suv"
  | "camel"
  | "quad"
  | "tent"
  | "telescope"
  | "balloon"
  | "group"
  | "columns"
  | "food"
  | "camera"
  | "bike"
  | "riverboat"
  | "dhow"
  | "yacht"
  | "jetski"
  | "snorkel"
  | "kayak"
  | "van"
  | "car"

/** The subject of each activity of the generator (activities.ts ids, plus transfers). */
export const SUBJECT_OF: Record<string, Subject> = {
  hike: "walker",
  safari: "suv",
  camel: "camel",
  quad: "quad",
  camp: "tent",
  stars: "telescope",
  balloon: "balloon",
  guided: "group",
  tickets: "columns",
  food: "food",
  photo: "camera",
  bike: "bike",
  cruise: "riverboat",
  dinnerCruise: "dhow",
  yacht: "yacht",
  jetski: "jetski",
  snorkel: "snorkel",
  kayak: "kayak",
  daytrip: "van",
  transfer: "car",
}

/** The landscape behind each subject (the experience's second picture shows its own place). */
const BACKDROP: Record<Subject, PlaceKind> = {
  walker: "mountain",
  suv: "dunes",
  camel: "dunes",
  quad: "dunes",
  tent: "dunes",
  telescope: "canyon",
  balloon: "canyon",
  group: "oldtown",
  columns: "monument",
  food: "market",
  camera: "oldtown",
  bike: "garden",
  riverboat: "waterfront",
  dhow: "waterfront",
  yacht: "sea",
  jetski: "sea",
  snorkel: "reef",
  kayak: "mangrove",
  van: "daytrip",
  car: "daytrip",
}

/** A country's colours: the subject's accent (sails, tents, balloons) and its trim. */
type CountryPalette = { accent: string; trim: string }
const COUNTRY_PALETTES: Record<string, CountryPalette> = {
  "saudi-arabia": { accent: "#1f7a4d", trim: "#f2e3c6" },
  "united-arab-emirates": { accent: "#c8102e", trim: "#f7f3e8" },
  spain: { accent: "#d4a017", trim: "#b22234" },
  morocco: { accent: "#b7312c", trim: "#1e6f5c" },
  egypt: { accent: "#1d4e89", trim: "#e0b84c" },
  oman: { accent: "#d1372f", trim: "#2e7d32" },
  qatar: { accent: "#8a1538", trim: "#f5f5f5" },
  turkiye: { accent: "#e30a17", trim: "#ffffff" },
}

/** Silhouettes are dark by day and pale at night, so they read against every sky. */
const INK: Record<Palette, string> = {
  dawn: "#3b2418",
  day: "#3b2418",
  dusk: "#24130f",
  night: "#e9dcc9",
}

const person = (x: number, ink: string, scale = 1) =>
  `<g transform="translate(${x} 300) scale(${scale})"><circle cx="0" cy="-62" r="9" fill="${ink}"/><path d="M-8 -50 h16 l4 30 h-6 l-2 20 h-5 l-1 -18 l-1 18 h-5 l-2 -20 h-6z" fill="${ink}"/></g>`

function drawSubject(subject: Subject, ink: string, { accent, trim }: CountryPalette) {
  switch (subject) {
    case "walker":
      return `${person(300, ink, 1.3)}<path d="M322 240 l18 62" stroke="${ink}" stroke-width="4"/><rect x="282" y="222" width="18" height="26" rx="4" fill="${accent}"/>`
    case "suv":
    case "van":
    case "car": {
      const long = subject === "van" ? 180 : subject === "car" ? 150 : 160
      const roof =
        subject === "car"
          ? `<path d="M${262} 262 l18 -22 h70 l20 22z" fill="${ink}"/>`
          : `<rect x="250" y="232" width="${long - 40}" height="32" rx="6" fill="${ink}"/>`
      return `${roof}<rect x="230" y="258" width="${long}" height="30" rx="8" fill="${accent}"/><rect x="236" y="266" width="${long - 12}" height="5" fill="${trim}"/><circle cx="${262}" cy="290" r="13" fill="${ink}"/><circle cx="${230 + long - 32}" cy="290" r="13" fill="${ink}"/>`
    }
    case "camel":
      return `<path d="M250 300 v-48 q0 -18 16 -24 q14 -22 30 -2 q12 -20 28 0 q10 4 12 14 l14 -26 q6 -10 16 -6 l8 6 l-4 4 l-10 -2 l-14 34 v52 h-8 v-44 h-60 v44z" fill="${ink}"/><path d="M276 226 q14 -10 26 0 v10 h-26z" fill="${accent}"/>`
    case "quad":
      return `${person(318, ink, 0.8).replace("translate(318 300)", "translate(318 262)")}<rect x="270" y="262" width="100" height="18" rx="6" fill="${accent}"/><circle cx="284" cy="288" r="14" fill="${ink}"/><circle cx="356" cy="288" r="14" fill="${ink}"/>`
    case "tent":
      return `<path d="M230 300 l70 -80 l70 80z" fill="${accent}"/><path d="M300 220 l-14 80 h28z" fill="${trim}"/><path d="M410 300 q-8 -22 6 -34 q2 14 10 16 q8 -10 4 -22 q16 14 10 40z" fill="#f59e0b"/>`
    case "telescope":
      return `<path d="M300 300 l20 -60 l20 60 M320 240 v60" stroke="${ink}" stroke-width="5" fill="none"/><rect x="280" y="206" width="90" height="20" rx="6" fill="${accent}" transform="rotate(-28 320 226)"/>${person(250, ink)}`
    case "balloon":
      return `<path d="M320 70 c-60 0 -70 70 -30 110 l18 22 h24 l18 -22 c40 -40 30 -110 -30 -110z" fill="${accent}"/><path d="M320 70 c-20 0 -24 70 -8 132 M320 70 c20 0 24 70 8 132" stroke="${trim}" stroke-width="6" fill="none"/><path d="M310 202 l2 16 M330 202 l-2 16" stroke="${ink}" stroke-width="2"/><rect x="306" y="218" width="28" height="20" rx="3" fill="${ink}"/>`
    case "group":
      return `${person(250, ink)}${person(285, ink, 0.9)}${person(318, ink, 0.95)}${person(370, ink, 1.1)}<path d="M384 240 v-60" stroke="${ink}" stroke-width="3"/><path d="M384 180 h30 l-8 10 l8 10 h-30z" fill="${accent}"/>`
    case "columns":
      return `<path d="M220 196 h200 l-100 -40z" fill="${accent}"/><rect x="220" y="196" width="200" height="12" fill="${trim}"/>${[232, 276, 320, 364, 400].map((x) => `<rect x="${x}" y="208" width="16" height="86" fill="${ink}"/>`).join("")}<rect x="212" y="292" width="216" height="10" fill="${ink}"/>`
    case "food":
      return `<rect x="210" y="262" width="220" height="12" rx="4" fill="${ink}"/><path d="M230 274 v28 M410 274 v28" stroke="${ink}" stroke-width="8"/><ellipse cx="270" cy="256" rx="30" ry="8" fill="${trim}"/><ellipse cx="370" cy="256" rx="30" ry="8" fill="${trim}"/><path d="M310 262 v-26 q10 -10 20 0 v26z" fill="${accent}"/><path d="M262 240 q6 -12 0 -22 M278 240 q6 -12 0 -22 M362 240 q6 -12 0 -22" stroke="${trim}" stroke-width="3" fill="none"/>`
    case "camera":
      return `<path d="M320 244 l-30 58 M320 244 l30 58 M320 244 v58" stroke="${ink}" stroke-width="5"/><rect x="290" y="212" width="60" height="34" rx="6" fill="${ink}"/><circle cx="320" cy="229" r="11" fill="${accent}"/><rect x="300" y="206" width="16" height="8" fill="${ink}"/>`
    case "bike":
      return `<circle cx="280" cy="284" r="18" fill="none" stroke="${ink}" stroke-width="5"/><circle cx="360" cy="284" r="18" fill="none" stroke="${ink}" stroke-width="5"/><path d="M280 284 l30 -36 h34 l16 36 M310 248 l14 36 l20 -36" stroke="${accent}" stroke-width="5" fill="none"/>${person(316, ink, 0.8).replace("translate(316 300)", "translate(316 262)")}`
    case "riverboat":
      return `<path d="M200 290 h240 l-24 22 h-194z" fill="${ink}"/><rect x="236" y="262" width="160" height="28" fill="${trim}"/><rect x="236" y="252" width="160" height="10" fill="${accent}"/>${[250, 280, 310, 340, 370].map((x) => `<rect x="${x}" y="268" width="14" height="12" fill="${ink}"/>`).join("")}`
    case "dhow":
      return `<path d="M200 286 q120 30 250 -6 l-20 28 h-210z" fill="${ink}"/><path d="M320 288 v-150" stroke="${ink}" stroke-width="5"/><path d="M320 142 q70 60 80 140 h-80z" fill="${accent}"/><path d="M250 276 h140" stroke="#fde68a" stroke-width="4" stroke-dasharray="4 10"/>`
    case "yacht":
      return `<path d="M210 288 h230 l-30 22 h-180z" fill="${trim}"/><path d="M250 288 l30 -28 h90 l30 28z" fill="${ink}"/><path d="M330 260 v-110 l60 110z" fill="${accent}"/><rect x="290" y="268" width="60" height="8" fill="${trim}"/>`
    case "jetski":
      return `<path d="M250 296 l20 -20 h70 l30 20z" fill="${accent}"/>${person(318, ink, 0.8).replace("translate(318 300)", "translate(318 276)")}<path d="M240 300 q-20 -10 -40 4 M236 306 q-24 -2 -46 12" stroke="${trim}" stroke-width="4" fill="none"/>`
    case "snorkel":
      return `<rect y="250" width="640" height="110" fill="${accent}" opacity="0.35"/>${[
        [250, 300],
        [390, 320],
        [460, 290],
      ]
        .map(
          ([x, y]) =>
            `<path d="M${x} ${y} q20 -14 40 0 q-20 14 -40 0z M${x + 40} ${y} l12 -8 v16z" fill="${trim}"/>`,
        )
        .join(
          "",
        )}<circle cx="320" cy="262" r="14" fill="${ink}"/><rect x="306" y="254" width="28" height="10" rx="4" fill="${accent}"/><path d="M334 262 v-26" stroke="${ink}" stroke-width="4"/>${[230, 240, 236].map((y, i) => `<circle cx="${340 + i * 6}" cy="${y}" r="${3 + i}" fill="none" stroke="${trim}" stroke-width="2"/>`).join("")}`
    case "kayak":
      return `<path d="M210 292 q110 -16 220 0 q-110 16 -220 0z" fill="${accent}"/>${person(320, ink, 0.8).replace("translate(320 300)", "translate(320 288)")}<path d="M270 250 l100 60" stroke="${ink}" stroke-width="4"/>`
  }
}

function countryKey(country: string) {
  return country
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-")
}

/**
 * Registers the illustration of an activity in the light of its moment (day
 * or night), in the colours of its country, and returns its file name.
 */
export function illustration(activity: string, palette: Palette, country: string) {
  const subject = SUBJECT_OF[activity]
  if (!subject) throw new Error(`No illustration subject for activity ${activity}`)
  const key = countryKey(country)
  const colours = COUNTRY_PALETTES[key]
  if (!colours) throw new Error(`No palette for country ${country}`)
  // Two lights only (night, or day for the rest): each picture costs the build a dozen resized copies.
  const light: Palette = palette === "night" ? "night" : "day"
  const file = `${subject}-${light}-${key}.svg`
  if (!images.has(file)) {
    const scene = renderScene(BACKDROP[subject], light, file)
    images.set(file, scene.replace("</svg>", `${drawSubject(subject, INK[light], colours)}</svg>`))
  }
  return file
}
