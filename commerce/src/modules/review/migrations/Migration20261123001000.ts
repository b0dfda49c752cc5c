import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123001000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" drop constraint if exists "review_status_check";`);
    this.addSql(`alter table if exists "review" add constraint "review_status_check" check ("status" in ('pending', 'published', 'hidden'));`);
    this.addSql(`alter table if exists "review" alter column "author_country" drop not null;`);
    this.addSql(`alter table if exists "review" add column if not exists "hidden_reason" text null, add column if not exists "reply" text null, add column if not exists "replied_at" timestamptz null, add column if not exists "booking_id" text null, add column if not exists "verified" boolean not null default false;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_booking_id_unique" ON "review" ("booking_id") WHERE deleted_at IS NULL AND booking_id IS NOT NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_status_created_at" ON "review" ("status", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`create table if not exists "review_setting" ("id" text not null, "key" text not null, "auto_publish_min_rating" integer null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_setting_pkey" primary key ("id"), constraint review_setting_min_rating_range check (auto_publish_min_rating IS NULL OR auto_publish_min_rating BETWEEN 1 AND 5));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_setting_key_unique" ON "review_setting" ("key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_setting_deleted_at" ON "review_setting" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_setting" cascade;`);
    this.addSql(`drop index if exists "IDX_review_status_created_at";`);
    this.addSql(`drop index if exists "IDX_review_booking_id_unique";`);
    this.addSql(`alter table if exists "review" drop column if exists "hidden_reason", drop column if exists "reply", drop column if exists "replied_at", drop column if exists "booking_id", drop column if exists "verified";`);
    this.addSql(`alter table if exists "review" drop constraint if exists "review_status_check";`);
    this.addSql(`alter table if exists "review" add constraint "review_status_check" check ("status" in ('published', 'hidden'));`);
  }

}
