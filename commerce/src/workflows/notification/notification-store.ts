import type { MedusaContainer, NotificationDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** A stored notification with the fields Medusa 2.21's DTO leaves out of its type. */
export type StoredNotification = NotificationDTO & {
  idempotency_key: string | null
  status: string
}

/**
 * The notification module's service as it really is at run time: its
 * generated soft-delete and restore methods, and filters on status and
 * idempotency key, are missing from INotificationModuleService.
 */
export type NotificationStore = {
  listNotifications(
    filters: Record<string, unknown>,
    config?: Record<string, unknown>,
  ): Promise<StoredNotification[]>
  softDeleteNotifications(ids: string[]): Promise<unknown>
  restoreNotifications(ids: string[]): Promise<unknown>
}

export const notificationStore = (container: MedusaContainer) =>
  container.resolve(Modules.NOTIFICATION) as unknown as NotificationStore
