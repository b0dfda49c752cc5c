/*
 * Field lists of `query.graph({ entity: "region" })` reads, once each and named by use, as
 * orders.ts does for orders. `query-config.test.ts` fails on such a read that writes its list out.
 */

/** Which payment providers a region offers. */
export const REGION_PROVIDER_FIELDS = ["id", "payment_providers.id"]
