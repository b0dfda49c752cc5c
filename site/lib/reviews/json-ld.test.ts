import { describe, expect, it } from "vitest"
import { reviewsJsonLd } from "./json-ld"

const review = {
  id: "rev_1",
  rating: 5,
  title: "Inolvidable",
  body: "Las dunas al atardecer, una maravilla.",
  author_name: "Lucía",
  author_country: "ES",
  locale: "es" as const,
  travelled_on: "2026-10-03",
  created_at: "2026-10-05T10:00:00.000Z",
}

describe("reviews in the JSON-LD Product", () => {
  it("gives an AggregateRating and the reviews when there are some", () => {
    const ld = reviewsJsonLd({
      reviews: [review],
      summary: { average: 4.7, count: 23, distribution: { 1: 0, 2: 1, 3: 2, 4: 5, 5: 15 } },
    })
    expect(ld).toEqual({
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: 4.7,
        reviewCount: 23,
        bestRating: 5,
        worstRating: 1,
      },
      review: [
        {
          "@type": "Review",
          author: { "@type": "Person", name: "Lucía" },
          datePublished: "2026-10-05",
          inLanguage: "es",
          name: "Inolvidable",
          reviewBody: "Las dunas al atardecer, una maravilla.",
          reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        },
      ],
    })
  })

  it("gives nothing without reviews", () => {
    expect(
      reviewsJsonLd({
        reviews: [],
        summary: { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      }),
    ).toEqual({})
  })
})
