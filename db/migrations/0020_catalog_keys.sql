-- HAND-WRITTEN (issue 18): the catalogue prompts already loaded (ids 1–25) take their content id as
-- catalog key, which the start-up seed now matches them by; later catalogue prompts get theirs from
-- the seed, with an id from the same sequence as members' prompts.
UPDATE "prompts" SET "catalog_key" = "id" WHERE "source" = 'catalog' AND "catalog_key" IS NULL;
