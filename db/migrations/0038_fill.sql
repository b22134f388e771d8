-- A prompt "has placeholders" when the template grammar (core/variables.ts) finds a variable in it:
-- a bracket on one line, not written "\[", of at most 300 characters, whose name (before ":" or
-- "=", without a final "?") has 1 to 80 characters; a bracket with ":" or "=" of at most 80
-- characters counts too (a mistaken one is still filled in as a text blank). The old rule missed
-- typed variables longer than 80 characters and counted "\[x]" and "[ ]".
CREATE OR REPLACE FUNCTION public.promptario_has_placeholders(value text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT EXISTS (
    SELECT 1
    FROM regexp_matches(value, '(?<!\\)\[([^][' || chr(10) || chr(13) || ']+)\]', 'g') AS found(groups),
      LATERAL (SELECT btrim(found.groups[1], ' ' || chr(9)) AS body) AS bracket,
      LATERAL (
        SELECT btrim(
          regexp_replace(btrim(substring(bracket.body from '^[^:=]*'), ' ' || chr(9)), '\?$', ''),
          ' ' || chr(9)
        ) AS name
      ) AS variable
    -- PostgreSQL counts repetitions up to 255 only: the 300 characters are checked here.
    WHERE length(found.groups[1]) <= 300
      AND (length(variable.name) BETWEEN 1 AND 80 OR (bracket.body ~ '[:=]' AND length(bracket.body) <= 80))
  )
$$;--> statement-breakpoint
UPDATE public.prompts p SET has_placeholders = EXISTS (
  SELECT 1 FROM public.prompt_translations t
  WHERE t.prompt_id = p.id AND public.promptario_has_placeholders(t.prompt_text)
);
