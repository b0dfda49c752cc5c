import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261122022439 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "booking" drop constraint if exists "booking_hold_id_unique";`);
    this.addSql(`create table if not exists "slot" ("id" text not null, "product_id" text not null, "option_code" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz not null, "timezone" text not null, "capacity" integer not null, "held" integer not null default 0, "booked" integer not null default 0, "status" text check ("status" in ('open', 'closed')) not null default 'open', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "slot_pkey" primary key ("id"), constraint slot_seats_not_negative check (held >= 0 AND booked >= 0), constraint slot_seats_within_capacity check (held + booked <= capacity));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slot_product_id" ON "slot" ("product_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_slot_deleted_at" ON "slot" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "hold" ("id" text not null, "cart_id" text not null, "seats" integer not null, "expires_at" timestamptz not null, "status" text check ("status" in ('active', 'released', 'expired', 'converted')) not null default 'active', "slot_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "hold_pkey" primary key ("id"), constraint hold_seats_positive check (seats > 0));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_cart_id" ON "hold" ("cart_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_slot_id" ON "hold" ("slot_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_hold_deleted_at" ON "hold" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "booking" ("id" text not null, "order_id" text not null, "cart_id" text not null, "hold_id" text not null, "seats" integer not null, "slot_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "booking_pkey" primary key ("id"), constraint booking_seats_positive check (seats > 0));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_order_id" ON "booking" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_booking_hold_id_unique" ON "booking" ("hold_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_slot_id" ON "booking" ("slot_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_booking_deleted_at" ON "booking" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`alter table if exists "hold" add constraint "hold_slot_id_foreign" foreign key ("slot_id") references "slot" ("id") on update cascade;`);

    this.addSql(`alter table if exists "booking" add constraint "booking_slot_id_foreign" foreign key ("slot_id") references "slot" ("id") on update cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "hold" drop constraint if exists "hold_slot_id_foreign";`);

    this.addSql(`alter table if exists "booking" drop constraint if exists "booking_slot_id_foreign";`);

    this.addSql(`drop table if exists "slot" cascade;`);

    this.addSql(`drop table if exists "hold" cascade;`);

    this.addSql(`drop table if exists "booking" cascade;`);
  }

}
