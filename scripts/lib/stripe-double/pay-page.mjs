const COPY = {
  es: {
    banner:
      "Pago de prueba: no se mueve dinero. Esta página imita la página de pago segura de Stripe en el entorno local.",
    title: "Pagar",
    card: "Número de tarjeta",
    pay: "Pagar",
    back: "Volver a la tienda",
    cards:
      "Tarjetas de prueba: 4242 4242 4242 4242 (aceptada), 4000 0000 0000 0002 (rechazada), 4000 0000 0000 9995 (fondos insuficientes).",
    closed: {
      expired: "Esta sesión de pago ha caducado.",
      complete: "Esta sesión de pago ya está pagada.",
    },
  },
  en: {
    banner:
      "Test payment: no money moves. This page stands in for Stripe's secure payment page on a local setup.",
    title: "Pay",
    card: "Card number",
    pay: "Pay",
    back: "Back to the shop",
    cards:
      "Test cards: 4242 4242 4242 4242 (succeeds), 4000 0000 0000 0002 (declined), 4000 0000 0000 9995 (insufficient funds).",
    closed: {
      expired: "This payment session has expired.",
      complete: "This payment session is already paid.",
    },
  },
}

const escape = (value) =>
  String(value ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  )

const money = (amount, currency, locale) =>
  new Intl.NumberFormat(locale === "en" ? "en-GB" : "es-ES", {
    style: "currency",
    currency,
  }).format(amount / 100)

/** The hosted "pay" page of a Checkout Session, in the session's language. */
export function payPage(session, lineItems, { error = null } = {}) {
  const lang = session.locale === "en" ? "en" : "es"
  const t = COPY[lang]
  const items = lineItems.data
    .map(
      (l) =>
        `<li><span>${escape(l.description)}${l.quantity > 1 ? ` × ${l.quantity}` : ""}</span><span>${money(l.amount_total, l.currency.toUpperCase(), lang)}</span></li>`,
    )
    .join("")
  const open = session.status === "open"
  const form = open
    ? `<form method="post" action="/pay/${escape(session.id)}">
  <label for="card">${t.card}</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
  ${error ? `<p role="alert" class="error" data-decline-code="${escape(error.decline_code)}">${escape(error.message)}</p>` : ""}
  <button type="submit">${t.pay} ${money(session.amount_total, session.currency.toUpperCase(), lang)}</button>
</form>
<p class="hint">${t.cards}</p>`
    : `<p role="status">${t.closed[session.status] ?? session.status}</p>`
  const back =
    session.cancel_url && open ? `<p><a href="${escape(session.cancel_url)}">${t.back}</a></p>` : ""
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${t.title} · TEST</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:0 auto;padding:1rem;color:#1a1a1a}
.banner{background:#fff3cd;border:2px solid #b7791f;padding:.75rem;border-radius:.5rem;font-weight:600}
ul{list-style:none;padding:0}li{display:flex;justify-content:space-between;padding:.25rem 0;border-bottom:1px solid #eee}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0}input,button{padding:.6rem;font-size:1rem}
button{background:#0a4d68;color:#fff;border:0;border-radius:.4rem;cursor:pointer}.error{color:#b00020}.hint{font-size:.85rem;color:#555}
</style></head>
<body>
<p class="banner" data-test-payment>${t.banner}</p>
<h1>${t.title}</h1>
<ul>${items}</ul>
${form}
${back}
</body></html>`
}
