import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127163000 extends Migration {

  override async up(): Promise<void> {
    // The cancellation policy a booking was sold under (lib/cancellation.ts `soldPolicy`); bookings
    // placed before keep their experience's policy as it stands now.
    this.addSql(`alter table if exists "booking" add column if not exists "cancellation_policy" jsonb null;`);
    this.addSql(`update "booking" b set "cancellation_policy" = e."cancellation_policy" from "slot" s join "experience_option" o on o."id" = s."option_id" join "experience" e on e."id" = o."experience_id" where s."id" = b."slot_id" and b."cancellation_policy" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "booking" drop column if exists "cancellation_policy";`);
  }

}
