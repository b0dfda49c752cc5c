import { describe, expect, it } from "vitest"
import {
  cleanQuery,
  createSearchIndex,
  MAX_QUERY_LENGTH,
  searchIndex,
  type SearchDocument,
} from "."

const spanish: SearchDocument[] = [
  {
    kind: "experience",
    slug: "senderismo-dunas",
    title: "Senderismo por las dunas al atardecer",
    context: "Riad · Senderismo",
    text: "Camina con un guía local por las dunas rojas.",
  },
  {
    kind: "experience",
    slug: "cena-desierto",
    title: "Cena bajo las estrellas en el desierto",
    context: "Riad · Gastronomía",
    text: "Al final de la tarde, paseo corto por las dunas y cena.",
  },
  {
    kind: "experience",
    slug: "alcazar",
    title: "Visita guiada al Real Alcázar",
    context: "Sevilla · Visitas guiadas",
    text: "Patios, jardines y salones mudéjares.",
  },
  { kind: "city", slug: "dubai", title: "Dubái", context: "Emiratos Árabes Unidos" },
  { kind: "category", slug: "gastronomia", title: "Gastronomía" },
]

const english: SearchDocument[] = [
  {
    kind: "experience",
    slug: "senderismo-dunas",
    title: "Sunset hike across the red dunes",
    context: "Riyadh · Hiking",
    text: "Walk with a local guide across the red dunes.",
  },
  { kind: "city", slug: "seville", title: "Seville", context: "Spain" },
]

const es = createSearchIndex("es", spanish)
const en = createSearchIndex("en", english)
const slugs = (query: string, index = es) => searchIndex(index, query).map((hit) => hit.slug)

describe("search index", () => {
  it("ignores case: 'dunas', 'DUNAS' and 'Senderismo' find the hike", () => {
    expect(slugs("dunas")).toContain("senderismo-dunas")
    expect(slugs("DUNAS")).toContain("senderismo-dunas")
    expect(slugs("senderismo")).toEqual(["senderismo-dunas"])
  })

  it("ignores accents both ways: 'dubai' finds Dubái, 'alcázar' and 'alcazar' find the Alcázar", () => {
    expect(slugs("dubai")).toEqual(["dubai"])
    expect(slugs("gastronomia")).toEqual(["gastronomia", "cena-desierto"])
    expect(slugs("alcazar")).toEqual(["alcazar"])
    expect(slugs("ALCÁZAR")).toEqual(["alcazar"])
  })

  it("finds an experience by its city, its category and its text", () => {
    expect(slugs("sevilla")).toEqual(["alcazar"])
    expect(slugs("riad").sort()).toEqual(["cena-desierto", "senderismo-dunas"])
    expect(slugs("mudéjares")).toEqual(["alcazar"])
  })

  it("searches the index's own language: 'dunes' and 'Seville' in English", () => {
    expect(slugs("dunes", en)).toEqual(["senderismo-dunas"])
    expect(slugs("hiking", en)).toEqual(["senderismo-dunas"])
    expect(slugs("seville", en)).toEqual(["seville"])
    expect(slugs("hiking")).toEqual([])
  })

  it("needs every word, ignoring stop words, and forgives an unfinished word or a typo", () => {
    expect(slugs("cena en el desierto")).toEqual(["cena-desierto"])
    expect(slugs("dunas alcázar")).toEqual([])
    expect(slugs("senderi")).toEqual(["senderismo-dunas"])
    expect(slugs("desirto")).toEqual(["cena-desierto"])
  })

  it("ranks title matches first", () => {
    const hits = searchIndex(es, "dunas")
    expect(hits.map((hit) => hit.slug)).toEqual(["senderismo-dunas", "cena-desierto"])
    expect(hits.map((hit) => hit.inTitle)).toEqual([true, false])
  })

  it("finds nothing for an empty, blank, too long or unknown query", () => {
    expect(searchIndex(es, "")).toEqual([])
    expect(searchIndex(es, "   ")).toEqual([])
    expect(searchIndex(es, "el de la")).toEqual([])
    expect(searchIndex(es, "dunas ".repeat(30))).toEqual([])
    expect(searchIndex(es, "xylofonía")).toEqual([])
  })
})

describe("cleanQuery", () => {
  it("trims and collapses spaces, and refuses blank or too long text", () => {
    expect(cleanQuery("  dunas   rojas ")).toBe("dunas rojas")
    expect(cleanQuery(" \t ")).toBeNull()
    expect(cleanQuery(null)).toBeNull()
    expect(cleanQuery("a".repeat(MAX_QUERY_LENGTH))).toHaveLength(MAX_QUERY_LENGTH)
    expect(cleanQuery("a".repeat(MAX_QUERY_LENGTH + 1))).toBeNull()
  })
})
