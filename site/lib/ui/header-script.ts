import { CURRENCY_STORAGE_KEY } from "./currency-script"

/** The id of the currency select of headers without islands (HeaderCart's own is `currency-switch`). */
export const HEADER_CURRENCY_ID = "h-cur"
/** The id of the cart count badge of headers without islands. */
export const HEADER_COUNT_ID = "h-count"
/** Where stores/cart.ts keeps the number of bookings in the cart. */
export const CART_COUNT_STORAGE_KEY = "sendero.cart-count"

/**
 * The inline script at the end of every page, in place of a script file on
 * pages without islands (content pages, home, listings), a few hundred bytes:
 * - prerendered prices (`data-prices`, written by Price.astro in each
 *   currency) show in the stored currency; an empty text empties the element
 *   (a combo's saving in a currency with none, whose line CSS then hides);
 * - the header's currency select (`#h-cur`) shows the stored
 *   currency and, changed, stores the new one and shows the page's prices in
 *   it (an open cart moves to its region on the next page with islands:
 *   HeaderCart compares it with the cart's currency);
 * - the header's cart badge (`#h-count`) shows the number of bookings
 *   kept in storage, and the cart link's name says it (`data-one`/`data-other`
 *   hold the label, `#` for the count);
 * - all of it is drawn again when another tab changes storage (an add, a
 *   removal, another currency: a `storage` event, delivered to a hidden tab
 *   too, so the count is right when it is shown again) and when the page comes
 *   back from the back-forward cache (`pageshow`); an emptied cart hides the
 *   badge and gives the link its plain name back (issue 27, two tabs in step).
 * On pages with islands the header's islands do the last two; this finds no
 * such element there. Its hash is in the CSP like every inline script.
 */
export const HEADER_SCRIPT = [
  `try{let s=localStorage,d=document,k=${JSON.stringify(CURRENCY_STORAGE_KEY)},G=i=>d.getElementById(i),`,
  `x=G("${HEADER_CURRENCY_ID}"),b=G("${HEADER_COUNT_ID}"),l=b?.parentNode,a=l?.ariaLabel,A=addEventListener,`,
  'P=c=>d.querySelectorAll("[data-prices]").forEach(e=>e.textContent=JSON.parse(e.dataset.prices)[c]??e.textContent),',
  `U=()=>{let c=s[k],n=s[${JSON.stringify(CART_COUNT_STORAGE_KEY)}]|0;P(c);x&&c&&(x.value=c);`,
  'if(l)b.textContent=n,b.hidden=!n,l.ariaLabel=n?b.dataset[n>1?"other":"one"].replace("#",n):a};',
  'U();A("storage",U);A("pageshow",U);',
  "if(x)x.onchange=()=>P(s[k]=x.value)",
  "}catch{}",
].join("")

/** The first script of every page: `js:` styles show what scripts will bring to life, without a layout shift. */
export const JS_CLASS_SCRIPT = 'document.documentElement.className="js"'
