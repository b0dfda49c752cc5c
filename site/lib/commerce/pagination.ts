import { z } from "astro/zod"

/** The paging fields every list route of the Store API answers with beside its items. */
export const PAGE_FIELDS = {
  count: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
}
