import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123040000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "combo" ("id" text not null, "handle" text not null, "city" text not null, "parts" jsonb not null, "prices" jsonb not null, "status" text check ("status" in ('active', 'unavailable')) not null default 'active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "combo_pkey" primary key ("id"), constraint combo_parts_count check (jsonb_array_length(parts->'items') BETWEEN 2 AND 4));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_combo_handle_unique" ON "combo" ("handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_combo_city" ON "combo" ("city") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_combo_deleted_at" ON "combo" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "combo" cascade;`);
  }

}
