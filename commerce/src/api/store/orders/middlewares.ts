import { authenticate, type MiddlewareRoute } from "@medusajs/framework/http"
import { guardOrderAccess } from "./order-access"

const optionalCustomer = authenticate("customer", ["session", "bearer"], {
  allowUnauthenticated: true,
})

/** Every Store API route that takes an order id is guarded (see guardOrderAccess). */
export const storeOrderAccessMiddlewares: MiddlewareRoute[] = [
  {
    method: ["GET"],
    matcher: "/store/orders/:id",
    middlewares: [optionalCustomer, guardOrderAccess("params")],
  },
  {
    method: ["GET"],
    matcher: "/store/orders/:id/card-payment",
    middlewares: [optionalCustomer, guardOrderAccess("params")],
  },
  {
    method: ["POST"],
    matcher: "/store/orders/:id/transfer/request",
    middlewares: [optionalCustomer, guardOrderAccess("params", { guestTransfer: true })],
  },
  {
    method: ["POST"],
    matcher: "/store/orders/:id/transfer/cancel",
    middlewares: [optionalCustomer, guardOrderAccess("params")],
  },
  {
    method: ["POST"],
    matcher: "/store/returns",
    middlewares: [optionalCustomer, guardOrderAccess("body")],
  },
]
