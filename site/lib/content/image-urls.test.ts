import { describe, expect, it } from "vitest"
import { localImageFile, sanityImageUrl, sanitySrcSet } from "./image-urls"
import { scaleSvg } from "./svg-scale"

const CDN = "https://cdn.sanity.io/images/p1/production/abc-1600x900.jpg"

describe("Content Lake images", () => {
  it("asks Sanity's CDN for a webp crop of the size shown", () => {
    const url = new URL(sanityImageUrl(CDN, { width: 640, height: 360 }))
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: "640",
      h: "360",
      fit: "crop",
      fm: "webp",
    })
  })

  it("lists every breakpoint for a fluid image", () => {
    const srcset = sanitySrcSet(CDN, { widths: [320, 640, 768, 1024, 1280, 1536] })
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual([
      "320w",
      "640w",
      "768w",
      "1024w",
      "1280w",
      "1536w",
    ])
  })

  it("lists 1x and 2x for a fixed-size image", () => {
    const srcset = sanitySrcSet(CDN, { width: 300 })
    expect(srcset).toContain("w=300&h=169")
    expect(srcset).toContain("w=600&h=338")
    expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["1x", "2x"])
  })
})

describe("dataset images", () => {
  it("names the file of a dataset placeholder, not of a CDN URL", () => {
    expect(localImageFile("image@file://./images/dunes-day.svg")).toBe("dunes-day.svg")
    expect(localImageFile(CDN)).toBeNull()
  })

  it("draws an SVG at a larger size from its vector, keeping the viewBox", () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect/></svg>'
    expect(scaleSvg(svg, 1536, 864)).toBe(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="1536" height="864"><rect/></svg>',
    )
  })

  it("adds the viewBox an SVG lacks, so it scales instead of cropping", () => {
    expect(scaleSvg('<svg width="64" height="36"></svg>', 128, 72)).toBe(
      '<svg viewBox="0 0 64 36" width="128" height="72"></svg>',
    )
  })
})
