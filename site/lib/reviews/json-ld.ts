import type { ReviewPage } from "../commerce/reviews"

/**
 * The `aggregateRating` and a few `review` items of an experience's JSON-LD
 * Product, or nothing without reviews (an empty rating is invalid for
 * search engines).
 */
export function reviewsJsonLd(page: Pick<ReviewPage, "reviews" | "summary">) {
  const { summary, reviews } = page
  if (summary.count === 0 || summary.average === null) return {}
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.author_name },
      datePublished: review.created_at.slice(0, 10),
      inLanguage: review.locale,
      ...(review.title ? { name: review.title } : {}),
      reviewBody: review.body,
      reviewRating: {
        "@type": "Rating",
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
    })),
  }
}
