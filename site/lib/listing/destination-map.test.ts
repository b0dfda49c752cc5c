import { describe, expect, it } from "vitest"
import { layoutMap } from "./destination-map"

const madrid = { slug: "madrid", name: "Madrid", lat: 40.4168, lng: -3.7038 }
const dubai = { slug: "dubai", name: "Dubai", lat: 25.2048, lng: 55.2708 }
const cairo = { slug: "cairo", name: "Cairo", lat: 30.0444, lng: 31.2357 }

describe("layoutMap", () => {
  it("places west left of east and north above south, inside the drawing", () => {
    const map = layoutMap([madrid, dubai, cairo])
    const [m, d, c] = map.points
    expect(m.x).toBeLessThan(c.x)
    expect(c.x).toBeLessThan(d.x)
    expect(m.y).toBeLessThan(c.y)
    expect(c.y).toBeLessThan(d.y)
    for (const p of map.points) {
      expect(p.x).toBeGreaterThan(0)
      expect(p.x).toBeLessThan(map.width)
      expect(p.y).toBeGreaterThan(0)
      expect(p.y).toBeLessThan(map.height)
    }
  })

  it("keeps the map's proportions: a wide region gives a wide drawing", () => {
    const map = layoutMap([madrid, dubai])
    expect(map.width / map.height).toBeGreaterThan(1.5)
    expect(map.meridians.map((m) => m.lng)).toContain(30)
    expect(map.parallels.map((p) => p.lat)).toContain(30)
  })

  it("keeps every label clear of the others, even for the close Gulf cities", () => {
    const gulf = [
      { slug: "riyadh", name: "Riyadh", lat: 24.7136, lng: 46.6753 },
      { slug: "doha", name: "Doha", lat: 25.2854, lng: 51.531 },
      { slug: "dubai", name: "Dubai", lat: 25.2048, lng: 55.2708 },
      { slug: "abu-dhabi", name: "Abu Dhabi", lat: 24.4539, lng: 54.3773 },
      { slug: "muscat", name: "Muscat", lat: 23.588, lng: 58.3829 },
      { slug: "seville", name: "Seville", lat: 37.3891, lng: -5.9845 },
      { slug: "granada", name: "Granada", lat: 37.1773, lng: -3.5986 },
      madrid,
    ]
    const map = layoutMap(gulf)
    const boxes = map.points.map((p) => {
      const width = p.name.length * 9
      const left = p.label.anchor === "start" ? p.label.x : p.label.x - width
      return { left, right: left + width, top: p.label.y - 12, bottom: p.label.y + 4 }
    })
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
        expect(overlap).toBe(false)
      }
    }
  })

  it("draws nothing without places", () => {
    expect(layoutMap([]).points).toEqual([])
  })
})
