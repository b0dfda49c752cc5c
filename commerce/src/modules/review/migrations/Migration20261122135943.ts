import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122135943 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "review" ("id" text not null, "handle" text not null, "product_id" text not null, "rating" integer not null, "title" text not null, "body" text not null, "author_name" text not null, "author_country" text not null, "locale" text check ("locale" in ('es', 'en')) not null, "travelled_on" text not null, "status" text check ("status" in ('published', 'hidden')) not null default 'published', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating BETWEEN 1 AND 5), constraint review_author_country_iso check (author_country ~ '^[A-Z]{2}\$'), constraint review_travelled_on_date check (travelled_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}\$'));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_handle_created_at" ON "review" ("handle", "created_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
  }

}
