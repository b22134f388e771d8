-- Keeps search_terms in step with the public fields of every translation, whoever writes them.
CREATE OR REPLACE FUNCTION public.promptario_collect_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_terms (locale, term)
  SELECT NEW.locale, word
  FROM regexp_split_to_table(
    public.promptario_unaccent(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.tagline, '') || ' ' || coalesce(NEW.description, '') || ' ' || coalesce(array_to_string(NEW.tags, ' '), ''))),
    '[^a-z0-9]+'
  ) AS word
  WHERE length(word) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER prompt_translations_collect_search_terms
  AFTER INSERT OR UPDATE OF title, tagline, description, tags ON prompt_translations
  FOR EACH ROW EXECUTE FUNCTION public.promptario_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (locale, term)
SELECT DISTINCT t.locale, word
FROM prompt_translations t,
  regexp_split_to_table(
    public.promptario_unaccent(lower(t.title || ' ' || coalesce(t.tagline, '') || ' ' || t.description || ' ' || coalesce(array_to_string(t.tags, ' '), ''))),
    '[^a-z0-9]+'
  ) AS word
WHERE length(word) >= 3
ON CONFLICT DO NOTHING;
