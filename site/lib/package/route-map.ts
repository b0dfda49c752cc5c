/** A stop of a tour package's route with its position. */
export type RouteStop = { name: string; lat: number; lng: number }

/** A stop placed on the map: its number, where it is drawn and where its label goes. */
export type PlacedStop = RouteStop & { n: number; x: number; y: number; anchor: "start" | "end" }

export const MAP_WIDTH = 640
export const MAP_HEIGHT = 360
const PADDING = 56

/**
 * Places a route's stops in a MAP_WIDTH x MAP_HEIGHT picture: an
 * equirectangular projection (longitudes narrowed by the cosine of the mean
 * latitude, so distances look right at these latitudes) scaled to fit with
 * room for labels, north up. Labels go on the side with more room.
 */
export function placeStops(stops: readonly RouteStop[]): PlacedStop[] {
  if (stops.length === 0) return []
  const meanLat = stops.reduce((sum, s) => sum + s.lat, 0) / stops.length
  const k = Math.cos((meanLat * Math.PI) / 180)
  const xs = stops.map((s) => s.lng * k)
  const ys = stops.map((s) => -s.lat)
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ]
  const spanX = maxX - minX
  const spanY = maxY - minY
  const scale = Math.min(
    spanX > 0 ? (MAP_WIDTH - 2 * PADDING) / spanX : Infinity,
    spanY > 0 ? (MAP_HEIGHT - 2 * PADDING) / spanY : Infinity,
  )
  const fit = Number.isFinite(scale) ? scale : 0
  const offsetX = (MAP_WIDTH - spanX * fit) / 2
  const offsetY = (MAP_HEIGHT - spanY * fit) / 2
  return stops.map((stop, index) => {
    const x = Math.round(offsetX + (xs[index] - minX) * fit)
    const y = Math.round(offsetY + (ys[index] - minY) * fit)
    return { ...stop, n: index + 1, x, y, anchor: x > MAP_WIDTH * 0.6 ? "end" : "start" }
  })
}

/** The SVG path through the placed stops, in order. */
export const routePath = (placed: readonly PlacedStop[]) =>
  placed.map((p, i) => `${i === 0 ? "M" : "L"}${p.x} ${p.y}`).join(" ")
