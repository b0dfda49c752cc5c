/** Messages the account forms share: the spec's rules and the generic failure. */
const FORM_KEYS = [
  "error.generic",
  "auth.allFields",
  "auth.emailFormat",
  "auth.passwordLength",
  "auth.passwordMismatch",
  "auth.email",
  "auth.working",
] as const

/** The login form's messages. */
export const LOGIN_MESSAGE_KEYS = [
  ...FORM_KEYS,
  "auth.currentPassword",
  "auth.login.submit",
  "auth.login.forgot",
] as const

/** The sign-up form's messages. */
export const SIGNUP_MESSAGE_KEYS = [
  ...FORM_KEYS,
  "auth.firstName",
  "auth.lastName",
  "auth.password",
  "auth.confirmPassword",
  "auth.passwordHint",
  "auth.signup.submit",
  "auth.signup.login",
  "auth.signup.reset",
] as const

/** The forgot-password form's messages. */
export const FORGOT_MESSAGE_KEYS = [...FORM_KEYS, "auth.forgot.submit", "auth.forgot.sent"] as const

/** The reset-password form's messages. */
export const RESET_MESSAGE_KEYS = [
  ...FORM_KEYS,
  "auth.password",
  "auth.confirmPassword",
  "auth.passwordHint",
  "auth.reset.submit",
  "auth.reset.invalid",
  "auth.reset.askAgain",
] as const

/** What a booking's cancel action says. */
export const CANCEL_MESSAGE_KEYS = [
  "error.generic",
  "account.cancel",
  "account.cancelRefund",
  "account.cancelPenalty",
  "account.cancelNothingPaid",
  "account.cancelConfirm",
  "account.cancelKeep",
  "account.cancelDone",
  "account.cancelDoneRefund",
  "account.working",
] as const

/** The order list's and the order page's messages. */
export const ORDERS_MESSAGE_KEYS = [
  ...CANCEL_MESSAGE_KEYS,
  "account.loading",
  "account.noOrders",
  "account.upcoming",
  "account.past",
  "account.order",
  "account.orderLink",
  "account.placedOn",
  "account.total",
  "account.refunded",
  "account.kept",
  "account.travellers",
  "account.voucher",
  "account.notFound",
  "account.backToOrders",
  "account.state.confirmed",
  "account.state.pending_payment",
  "account.state.cancelled",
  "account.state.refunded",
  "account.booking.cancelled",
  "voucher.band.adult",
  "voucher.band.child",
  "voucher.band.infant",
  "voucher.band.items",
  "voucher.band.travellers",
] as const

/** The account page's messages. */
export const ACCOUNT_MESSAGE_KEYS = [
  "error.generic",
  "account.loading",
  "account.greeting",
  "account.orders",
  "account.signOut",
  "account.working",
] as const

/** The header's (and the cart's) account entry. */
export const HEADER_ACCOUNT_MESSAGE_KEYS = [
  "account.login",
  "account.signup",
  "account.orders",
  "account.signOut",
  "account.menu",
  "account.header",
] as const

/** The checkout's 'log in for faster checkout'. */
export const CHECKOUT_LOGIN_MESSAGE_KEYS = [
  ...LOGIN_MESSAGE_KEYS,
  "checkout.login",
  "account.loggedInAs",
  "auth.login.close",
] as const

/** The orders page's offer to add orders placed as a guest. */
export const GUEST_CLAIM_MESSAGE_KEYS = [
  "error.generic",
  "account.claim.text",
  "account.claim.request",
  "account.claim.sent",
] as const

/** The claim link's page. */
export const GUEST_CLAIM_LINK_MESSAGE_KEYS = [
  "error.generic",
  "account.loading",
  "account.orders",
  "account.claim.done.one",
  "account.claim.done.other",
] as const
