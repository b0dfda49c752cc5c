import { describe, expect, it } from "vitest"
import { MAP_HEIGHT, MAP_WIDTH, placeStops, routePath } from "./route-map"

describe("a tour package's route map", () => {
  const riyadhToAlula = [
    { name: "Riad", lat: 24.7136, lng: 46.6753 },
    { name: "Diriyah", lat: 24.7343, lng: 46.5755 },
    { name: "AlUla", lat: 26.6083, lng: 37.9193 },
  ]

  it("puts every stop inside the picture, west to the left and north up", () => {
    const placed = placeStops(riyadhToAlula)
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(MAP_WIDTH)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(MAP_HEIGHT)
    }
    const [riyadh, , alula] = placed
    expect(alula.x).toBeLessThan(riyadh.x)
    expect(alula.y).toBeLessThan(riyadh.y)
    expect(placed.map((p) => p.n)).toEqual([1, 2, 3])
  })

  it("draws the route through the stops in order", () => {
    const placed = placeStops(riyadhToAlula)
    expect(routePath(placed)).toBe(
      `M${placed[0].x} ${placed[0].y} L${placed[1].x} ${placed[1].y} L${placed[2].x} ${placed[2].y}`,
    )
  })

  it("centres a route that never leaves one spot", () => {
    const placed = placeStops([
      { name: "A", lat: 25, lng: 55 },
      { name: "B", lat: 25, lng: 55 },
    ])
    expect(placed.map((p) => [p.x, p.y])).toEqual([
      [MAP_WIDTH / 2, MAP_HEIGHT / 2],
      [MAP_WIDTH / 2, MAP_HEIGHT / 2],
    ])
  })
})
