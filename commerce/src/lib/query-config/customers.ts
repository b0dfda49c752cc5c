/*
 * Field lists of `query.graph({ entity: "customer" })` reads, once each and named by use, as
 * orders.ts does for orders. `query-config.test.ts` fails on such a read that writes its list out.
 */

/** Who is signed in, as the storefront's session shows them. */
export const SESSION_CUSTOMER_FIELDS = ["id", "email", "first_name", "last_name", "has_account"]

/** A customer's e-mail only: whether an order placed as a guest is theirs. */
export const CUSTOMER_EMAIL_FIELDS = ["email"]
