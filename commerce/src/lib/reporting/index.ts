/**
 * The one reporting policy of every reporter (Medusa, the site server, the islands): what is not
 * worth a report and how personal data is taken out. The storefront imports it by package name,
 * `@sendero/commerce/reporting` (commerce/package.json `exports`), never by a relative path.
 */
export { beforeSend } from "./before-send"
export { IGNORE_PATTERNS, isReportableStatus, scrub, scrubText, shouldReport } from "./policy"
