import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122024855 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "booking" drop constraint if exists "booking_hold_id_unique";`);
    this.addSql(`alter table if exists "slot" drop constraint if exists "slot_option_start_unique";`);
    this.addSql(`alter table if exists "experience_option" drop constraint if exists "experience_option_experience_id_code_unique";`);
    this.addSql(`alter table if exists "experience" drop constraint if exists "experience_handle_unique";`);
    this.addSql(`alter table if exists "experience" drop constraint if exists "experience_product_id_unique";`);
    this.addSql(`create table if not exists "experience" ("id" text not null, "product_id" text not null, "handle" text not null, "city" text not null, "categories" jsonb not null default '{"items":[]}', "duration_minutes" integer not null, "languages" jsonb not null default '{"items":[]}', "start_time" text null, "end_time" text null, "operating_hours" jsonb null, "minimum_age" integer not null default 0, "pickup_included" boolean not null default false, "dropoff_included" boolean not null default false, "tour_guide" boolean not null default false, "labels" jsonb not null default '{"items":[]}', "best_for" jsonb not null default '{"items":[]}', "occasion" jsonb not null default '{"items":[]}', "meeting_point" jsonb null, "pickup_points" jsonb not null default '{"items":[]}', "timezone" text not null, "cancellation_policy" jsonb not null, "status" text check ("status" in ('active', 'unavailable')) not null default 'active', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "experience_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_experience_product_id_unique" ON "experience" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_experience_handle_unique" ON "experience" ("handle") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_experience_city" ON "experience" ("city") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_experience_deleted_at" ON "experience" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "experience_option" ("id" text not null, "code" text not null, "title" jsonb not null, "pricing_type" text check ("pricing_type" in ('per_person', 'per_item')) not null, "max_travellers_per_item" integer null, "age_bands" jsonb not null default '{"items":[]}', "extras" jsonb not null default '{"items":[]}', "languages" jsonb null, "position" integer not null default 0, "experience_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "experience_option_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_experience_option_experience_id" ON "experience_option" ("experience_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_experience_option_deleted_at" ON "experience_option" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_experience_option_experience_id_code_unique" ON "experience_option" ("experience_id", "code") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "schedule" ("id" text not null, "weekdays" jsonb not null, "start_times" jsonb not null, "duration_minutes" integer not null, "capacity" integer not null, "valid_from" text not null, "valid_to" text null, "option_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "schedule_pkey" primary key ("id"), constraint schedule_capacity_positive check (capacity > 0), constraint schedule_duration_positive check (duration_minutes > 0));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_schedule_option_id" ON "schedule" ("option_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_schedule_deleted_at" ON "schedule" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "slot" ("id" text not null, "product_id" text not null, "option_code" text not null, "schedule_id" text null, "local_date" text not null, "local_time" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "timezone" text not null, "capacity" integer not null, "held" integer not null default 0, "booked" integer not null default 0, "status" text check ("status" in ('open', 'closed')) not null default 'open', "option_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "slot_pkey" primary key ("id"), constraint slot_seats_not_negative check (held >= 0 AND booked >= 0), constraint slot_seats_within_capacity check (held + booked <= capacity));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slot_option_id" ON "slot" ("option_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slot_deleted_at" ON "slot" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slot_product_date" ON "slot" ("product_id", "local_date") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_slot_option_start_unique" ON "slot" ("option_id", "starts_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "hold" ("id" text not null, "cart_id" text not null, "seats" integer not null, "expires_at" timestamptz not null, "status" text check ("status" in ('active', 'released', 'expired', 'converted')) not null default 'active', "travellers" jsonb null, "extras" jsonb null, "pickup_point_id" text null, "slot_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "hold_pkey" primary key ("id"), constraint hold_seats_positive check (seats > 0));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_cart_id" ON "hold" ("cart_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_slot_id" ON "hold" ("slot_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_deleted_at" ON "hold" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_active_expiry" ON "hold" ("expires_at") WHERE status = 'active' AND deleted_at IS NULL;`);

    this.addSql(`create table if not exists "booking" ("id" text not null, "order_id" text not null, "cart_id" text not null, "hold_id" text not null, "seats" integer not null, "travellers" jsonb null, "extras" jsonb null, "pickup_point_id" text null, "status" text check ("status" in ('confirmed', 'cancelled')) not null default 'confirmed', "slot_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "booking_pkey" primary key ("id"), constraint booking_seats_positive check (seats > 0));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_order_id" ON "booking" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_booking_hold_id_unique" ON "booking" ("hold_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_slot_id" ON "booking" ("slot_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_deleted_at" ON "booking" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "experience_option" add constraint "experience_option_experience_id_foreign" foreign key ("experience_id") references "experience" ("id") on update cascade;`);

    this.addSql(`alter table if exists "schedule" add constraint "schedule_option_id_foreign" foreign key ("option_id") references "experience_option" ("id") on update cascade;`);

    this.addSql(`alter table if exists "slot" add constraint "slot_option_id_foreign" foreign key ("option_id") references "experience_option" ("id") on update cascade;`);

    this.addSql(`alter table if exists "hold" add constraint "hold_slot_id_foreign" foreign key ("slot_id") references "slot" ("id") on update cascade;`);

    this.addSql(`alter table if exists "booking" add constraint "booking_slot_id_foreign" foreign key ("slot_id") references "slot" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "experience_option" drop constraint if exists "experience_option_experience_id_foreign";`);

    this.addSql(`alter table if exists "schedule" drop constraint if exists "schedule_option_id_foreign";`);

    this.addSql(`alter table if exists "slot" drop constraint if exists "slot_option_id_foreign";`);

    this.addSql(`alter table if exists "hold" drop constraint if exists "hold_slot_id_foreign";`);

    this.addSql(`alter table if exists "booking" drop constraint if exists "booking_slot_id_foreign";`);

    this.addSql(`drop table if exists "experience" cascade;`);

    this.addSql(`drop table if exists "experience_option" cascade;`);

    this.addSql(`drop table if exists "schedule" cascade;`);

    this.addSql(`drop table if exists "slot" cascade;`);

    this.addSql(`drop table if exists "hold" cascade;`);

    this.addSql(`drop table if exists "booking" cascade;`);
  }

}
