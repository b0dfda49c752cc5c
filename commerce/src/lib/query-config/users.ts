/*
 * Field lists of `query.graph({ entity: "user" })` reads (the admin's operators), once each and
 * named by use, as orders.ts does for orders. `query-config.test.ts` fails on such a read that
 * writes its list out.
 */

/** An operator's name as the desk's history shows who did what (their e-mail without a name). */
export const USER_NAME_FIELDS = ["id", "email", "first_name", "last_name"]
