import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123002100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "offer_request" ("id" text not null, "handle" text null, "experience_title" text null, "date_from" text null, "date_to" text null, "flexible" boolean not null default false, "travellers" jsonb not null, "budget_amount" integer null, "currency" text null, "languages" jsonb not null, "message" text not null, "name" text not null, "email" text not null, "phone_country" text not null, "phone_number" text not null, "locale" text check ("locale" in ('es', 'en')) not null, "customer_id" text null, "status" text check ("status" in ('new', 'contacted', 'offer_sent', 'won', 'lost')) not null default 'new', "notes" text null, "offer" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "offer_request_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_offer_request_deleted_at" ON "offer_request" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_offer_request_status_created_at" ON "offer_request" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_offer_request_customer_id" ON "offer_request" ("customer_id") WHERE deleted_at IS NULL AND customer_id IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "offer_request" cascade;`);
  }

}
