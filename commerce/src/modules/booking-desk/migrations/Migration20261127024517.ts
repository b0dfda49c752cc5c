import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127024517 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "booking_event" ("id" text not null, "order_id" text not null, "booking_id" text null, "action" text not null, "actor_id" text null, "key" text null, "data" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "booking_event_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_event_order_created" ON "booking_event" ("order_id", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_booking_event_key_unique" ON "booking_event" ("key") WHERE deleted_at IS NULL AND key IS NOT NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_event_deleted_at" ON "booking_event" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "booking_event" cascade;`);
  }

}
