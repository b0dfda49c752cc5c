import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122220000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "stripe_event" ("id" text not null, "type" text not null, "object_id" text not null, "checkout_session_id" text null, "processed_at" timestamptz null, "attempts" integer not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "stripe_event_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stripe_event_deleted_at" ON "stripe_event" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_stripe_event_unprocessed" ON "stripe_event" ("created_at") WHERE processed_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "stripe_event" cascade;`);
  }

}
