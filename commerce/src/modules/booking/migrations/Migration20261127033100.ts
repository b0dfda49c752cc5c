import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127033100 extends Migration {

  override async up(): Promise<void> {
    // Closures become rules (a date, a date of one option, a date at one start
    // time) that every slot creation reads, instead of a status on the slots
    // that existed when the date was closed.
    this.addSql(`create table if not exists "slot_closure" ("id" text not null, "product_id" text not null, "local_date" text not null, "option_code" text null, "local_time" text null, "reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "slot_closure_pkey" primary key ("id"));`);
    this.addSql(`create index if not exists "IDX_slot_closure_product_date" on "slot_closure" ("product_id", "local_date") where "deleted_at" is null;`);
    // One rule per scope: closing the same scope twice keeps one rule.
    this.addSql(`create unique index if not exists "IDX_slot_closure_scope_unique" on "slot_closure" ("product_id", "local_date", coalesce("option_code", ''), coalesce("local_time", '')) where "deleted_at" is null;`);
    // Existing closed slots become rules: a date whose every slot is closed is
    // a date rule; any other closed slot a rule of its option and start time.
    this.addSql(`insert into "slot_closure" ("id", "product_id", "local_date", "created_at", "updated_at")
      select 'scl_' || upper(substr(md5("product_id" || '|' || "local_date"), 1, 26)), "product_id", "local_date", now(), now()
        from "slot" where "deleted_at" is null
       group by "product_id", "local_date" having bool_and("status" = 'closed')
      on conflict do nothing;`);
    this.addSql(`insert into "slot_closure" ("id", "product_id", "local_date", "option_code", "local_time", "created_at", "updated_at")
      select distinct on (s."product_id", s."local_date", s."option_code", s."local_time")
             'scl_' || upper(substr(md5(s."product_id" || '|' || s."local_date" || '|' || s."option_code" || '|' || s."local_time"), 1, 26)),
             s."product_id", s."local_date", s."option_code", s."local_time", now(), now()
        from "slot" s
       where s."deleted_at" is null and s."status" = 'closed'
         and not exists (select 1 from "slot_closure" c where c."product_id" = s."product_id" and c."local_date" = s."local_date" and c."deleted_at" is null)
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "slot_closure" cascade;`);
  }

}
