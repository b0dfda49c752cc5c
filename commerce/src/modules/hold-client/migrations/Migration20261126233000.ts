import { Migration } from "@medusajs/framework/mikro-orm/migrations"

export class Migration20261126233000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "cart_client" ("id" text not null, "cart_id" text not null, "address" text not null, "email" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "cart_client_pkey" primary key ("id"));`,
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_cart_client_cart_id" ON "cart_client" ("cart_id") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_cart_client_address_created_at" ON "cart_client" ("address", "created_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_cart_client_email_created_at" ON "cart_client" ("email", "created_at") WHERE deleted_at IS NULL;`,
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_cart_client_deleted_at" ON "cart_client" ("deleted_at") WHERE deleted_at IS NULL;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cart_client" cascade;`)
  }
}
