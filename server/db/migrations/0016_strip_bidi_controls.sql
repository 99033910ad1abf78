-- Bidi controls (shared/rules/display-text.ts) leave every stored display text: channel
-- names, topics and descriptions, feed names, product texts, viewers' names.
UPDATE "channels" SET
  "name" = regexp_replace("name", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "topic" = regexp_replace("topic", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "description" = regexp_replace("description", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g')
WHERE ("name" || "topic" || "description") ~ E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';--> statement-breakpoint
UPDATE "feeds" SET
  "name" = regexp_replace("name", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g')
WHERE "name" ~ E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';--> statement-breakpoint
UPDATE "products" SET
  "title" = regexp_replace("title", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "brand" = regexp_replace("brand", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "description" = regexp_replace("description", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "vendor" = regexp_replace("vendor", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g')
WHERE ("title" || coalesce("brand", '') || "description" || "vendor") ~ E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';--> statement-breakpoint
UPDATE "users" SET
  "name" = regexp_replace("name", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g'),
  "display_name" = regexp_replace("display_name", E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]', '', 'g')
WHERE (coalesce("name", '') || coalesce("display_name", '')) ~ E'[\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]';
