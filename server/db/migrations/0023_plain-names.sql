-- Names saved before the plain-name rule (domain/schemas/person-name.ts, ADR 0061) lose the hidden
-- code points it refuses: controls, bidirectional marks, overrides and isolates, zero-width
-- characters. PostgreSQL's text cannot hold U+0000, so the class starts at U+0001. A name made of
-- nothing else becomes "Traveller", the word the mails greet a nameless member with.
UPDATE "user"
SET "name" = coalesce(
  nullif(btrim(regexp_replace("name", '[\u0001-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060\u2066-\u2069\uFEFF]', '', 'g')), ''),
  'Traveller'
)
WHERE "name" ~ '[\u0001-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2060\u2066-\u2069\uFEFF]';
