import type { PlaceKind } from "./cities.ts"

/** Light of the illustration, from the moment of the day. */
export type Palette = "dawn" | "day" | "dusk" | "night"

const SKIES: Record<Palette, [string, string, string]> = {
  dawn: ["#f6c6a8", "#f9e0c1", "#fff4de"],
  day: ["#6fb3e0", "#a9d4ef", "#e4f2fb"],
  dusk: ["#5b3a73", "#e0735a", "#f7b267"],
  night: ["#0d1b2a", "#1b2f4a", "#33507a"],
}
const GROUND: Record<Palette, [string, string]> = {
  dawn: ["#d98b5f", "#b8643f"],
  day: ["#e3a96b", "#c7834b"],
  dusk: ["#a14d3a", "#6e2f2a"],
  night: ["#3a2c3f", "#241a2b"],
}

function hash(text: string) {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}

/** Wave-like ridge across the picture, for dunes and hills. */
function ridge(seed: number, base: number, amplitude: number, colour: string) {
  const points: string[] = [`M0 ${base}`]
  for (let x = 0; x <= 640; x += 80) {
    const y = base - amplitude * Math.abs(Math.sin((x + seed * 37) / 120))
    points.push(`Q${x + 40} ${Math.round(y - amplitude / 2)} ${x + 80} ${Math.round(y)}`)
  }
  return `<path d="${points.join(" ")} L640 360 L0 360Z" fill="${colour}"/>`
}

function peaks(seed: number, base: number, colour: string, jagged: boolean) {
  const points = [`0,${base}`]
  for (let x = 0; x <= 640; x += jagged ? 40 : 110) {
    const h = ((seed >> (x % 24)) & 63) + (jagged ? 20 : 60)
    points.push(
      `${x + (jagged ? 20 : 55)},${base - h}`,
      `${x + (jagged ? 40 : 110)},${base - h / 3}`,
    )
  }
  points.push("640,360", "0,360")
  return `<polygon points="${points.join(" ")}" fill="${colour}"/>`
}

function skyline(seed: number, colour: string, domes: boolean) {
  const shapes: string[] = []
  for (let x = 10, i = 0; x < 630; i++) {
    const w = 30 + ((seed >> (i % 20)) & 31)
    const h = 40 + ((seed >> ((i + 3) % 20)) & 63)
    shapes.push(`<rect x="${x}" y="${300 - h}" width="${w}" height="${h + 60}" fill="${colour}"/>`)
    if (domes && i % 3 === 0)
      shapes.push(`<circle cx="${x + w / 2}" cy="${300 - h}" r="${w / 2.4}" fill="${colour}"/>`)
    if (domes && i % 5 === 2)
      shapes.push(
        `<rect x="${x + w / 2 - 3}" y="${300 - h - 60}" width="6" height="60" fill="${colour}"/>`,
      )
    x += w + 4
  }
  return shapes.join("")
}

function water(palette: Palette) {
  const [top, mid] = SKIES[palette]
  return `<rect y="250" width="640" height="110" fill="${mid}" opacity="0.9"/><rect y="250" width="640" height="110" fill="${top}" opacity="0.35"/>${[
    270, 295, 325,
  ]
    .map(
      (y) =>
        `<path d="M40 ${y} h80 M260 ${y + 8} h120 M480 ${y - 4} h90" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>`,
    )
    .join("")}`
}

function palms(seed: number, colour: string) {
  return [120, 470, 540]
    .map((x, i) => {
      const h = 70 + ((seed >> i) & 31)
      return `<path d="M${x} 300 q6 -${h / 2} 2 -${h}" stroke="${colour}" stroke-width="6" fill="none"/><path d="M${x + 2} ${300 - h} q-30 -10 -44 12 M${x + 2} ${300 - h} q30 -12 44 10 M${x + 2} ${300 - h} q-14 -26 -34 -22 M${x + 2} ${300 - h} q16 -26 36 -20" stroke="${colour}" stroke-width="5" fill="none"/>`
    })
    .join("")
}

/** A small SVG landscape for a kind of place in a given light; `name` varies the shapes. */
export function renderScene(kind: PlaceKind | "people", palette: Palette, name: string) {
  const seed = hash(`${kind}-${palette}-${name}`)
  const [sky1, sky2, sky3] = SKIES[palette]
  const [near, far] = GROUND[palette]
  const celestial =
    palette === "night"
      ? `<circle cx="520" cy="70" r="22" fill="#f4f1de"/>${Array.from({ length: 24 }, (_, i) => `<circle cx="${((seed % 97) + i * 53) % 640}" cy="${(i * 37) % 180}" r="1.5" fill="#ffffff"/>`).join("")}`
      : `<circle cx="${palette === "dusk" ? 480 : palette === "dawn" ? 150 : 500}" cy="${palette === "day" ? 70 : 200}" r="34" fill="#fff3c4" opacity="0.95"/>`
  let land: string
  switch (kind) {
    case "dunes":
      land = ridge(seed, 250, 50, far) + ridge(seed >> 3, 300, 40, near)
      break
    case "cliff":
    case "canyon":
    case "rock":
      land = peaks(seed, 240, far, true) + ridge(seed, 320, 18, near)
      break
    case "mountain":
    case "daytrip":
      land = peaks(seed, 260, far, false) + ridge(seed, 320, 20, near)
      break
    case "oasis":
    case "garden":
      land = ridge(seed, 290, 20, far) + palms(seed, near)
      break
    case "waterfront":
    case "sea":
    case "reef":
    case "mangrove":
      land = skyline(seed, far, kind === "waterfront") + water(palette)
      break
    default:
      land = skyline(seed, far, true) + ridge(seed, 330, 10, near)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky1}"/><stop offset="0.6" stop-color="${sky2}"/><stop offset="1" stop-color="${sky3}"/></linearGradient></defs><rect width="640" height="360" fill="url(#s)"/>${celestial}${land}</svg>\n`
}

/** Illustrations the dataset refers to, by file name; the generator writes them all. */
export const images = new Map<string, string>()

/** Registers the illustration of a kind of place in a light and returns its file name. */
export function scene(kind: PlaceKind | "people", palette: Palette) {
  const file = `${kind}-${palette}.svg`
  if (!images.has(file)) images.set(file, renderScene(kind, palette, file))
  return file
}

/** Palette of a moment of the day. */
export const paletteOf = (timeOfDay: string): Palette =>
  timeOfDay === "night"
    ? "night"
    : timeOfDay === "evening"
      ? "dusk"
      : timeOfDay === "afternoon"
        ? "day"
        : "dawn"
