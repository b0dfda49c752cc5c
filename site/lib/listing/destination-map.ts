/** A place to draw on the destinations map. */
export type MapPlace = { slug: string; name: string; lat: number; lng: number }

/** A place projected into the map's drawing, in SVG user units, with where its label goes. */
export type MapPoint = MapPlace & { x: number; y: number; label: MapLabel }

/** A label's anchor point and alignment (`end`: the text ends at x, left of the dot). */
export type MapLabel = { x: number; y: number; anchor: "start" | "end" }

type Box = { left: number; right: number; top: number; bottom: number }

/** Label text size in user units; widths are estimated (the build has no text metrics). */
export const LABEL_SIZE = 15
const CHAR_WIDTH = 0.6 * LABEL_SIZE
const DOT_RADIUS = 7

export type MapLayout = {
  width: number
  height: number
  points: MapPoint[]
  /** Meridians and parallels every `step` degrees that fall inside the drawing. */
  meridians: { lng: number; x: number }[]
  parallels: { lat: number; y: number }[]
}

/**
 * Lays the cities out on a static map: an equirectangular projection scaled by
 * the cosine of the middle latitude (shapes stay right at these latitudes),
 * fitted to the cities with a margin. Pure, so the build draws the same SVG
 * every time and no map script or tile server is involved.
 */
export function layoutMap(
  places: readonly MapPlace[],
  { width = 960, margin = 6, step = 10 }: { width?: number; margin?: number; step?: number } = {},
): MapLayout {
  if (places.length === 0)
    return { width, height: width / 2, points: [], meridians: [], parallels: [] }
  const lats = places.map((p) => p.lat)
  const lngs = places.map((p) => p.lng)
  const north = Math.max(...lats) + margin
  const south = Math.min(...lats) - margin
  const west = Math.min(...lngs) - margin
  const east = Math.max(...lngs) + margin
  const squash = Math.cos((((north + south) / 2) * Math.PI) / 180)
  const scale = width / ((east - west) * squash)
  const height = Math.round((north - south) * scale)
  const x = (lng: number) => round((lng - west) * squash * scale)
  const y = (lat: number) => round((north - lat) * scale)
  const range = (from: number, to: number) => {
    const values: number[] = []
    for (let v = Math.ceil(from / step) * step; v <= to; v += step) values.push(v)
    return values
  }
  const projected = places.map((p) => ({ ...p, x: x(p.lng), y: y(p.lat) }))
  return {
    width,
    height,
    points: placeLabels(projected, width, height),
    meridians: range(west, east).map((lng) => ({ lng, x: x(lng) })),
    parallels: range(south, north).map((lat) => ({ lat, y: y(lat) })),
  }
}

const round = (value: number) => Math.round(value * 10) / 10

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

function labelBox(label: MapLabel, text: string): Box {
  const width = text.length * CHAR_WIDTH
  const left = label.anchor === "start" ? label.x : label.x - width
  return {
    left,
    right: left + width,
    top: label.y - LABEL_SIZE * 0.8,
    bottom: label.y + LABEL_SIZE * 0.25,
  }
}

/**
 * Puts each label beside its dot where it covers no other label or dot and
 * stays inside the map: right, left, then above or below on either side;
 * crowded places (the Gulf cities) get the first free spot in that order.
 */
function placeLabels(
  points: (MapPlace & { x: number; y: number })[],
  width: number,
  height: number,
): MapPoint[] {
  const gap = DOT_RADIUS + 4
  const dots: Box[] = points.map((p) => ({
    left: p.x - DOT_RADIUS,
    right: p.x + DOT_RADIUS,
    top: p.y - DOT_RADIUS,
    bottom: p.y + DOT_RADIUS,
  }))
  const placed: Box[] = []
  const inside = (b: Box) =>
    b.left >= 2 && b.right <= width - 2 && b.top >= 2 && b.bottom <= height - 2
  // Placed from north to south and west to east, so the result does not depend on input order.
  const order = points
    .map((_, i) => i)
    .sort((a, b) => points[a].y - points[b].y || points[a].x - points[b].x)
  const labels: MapLabel[] = []
  for (const i of order) {
    const p = points[i]
    const candidates: MapLabel[] = []
    for (const dy of [0, -LABEL_SIZE, LABEL_SIZE, -2 * LABEL_SIZE, 2 * LABEL_SIZE]) {
      candidates.push({ x: round(p.x + gap), y: round(p.y + 5 + dy), anchor: "start" })
      candidates.push({ x: round(p.x - gap), y: round(p.y + 5 + dy), anchor: "end" })
    }
    const fits = (label: MapLabel) => {
      const box = labelBox(label, p.name)
      return (
        inside(box) && !placed.some((b) => overlaps(b, box)) && !dots.some((d) => overlaps(d, box))
      )
    }
    const label =
      candidates.find(fits) ?? candidates.find((c) => inside(labelBox(c, p.name))) ?? candidates[0]
    placed.push(labelBox(label, p.name))
    labels[i] = label
  }
  return points.map((p, i) => ({ ...p, label: labels[i] }))
}
