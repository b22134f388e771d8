import { X } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "~/app/components/ui/input";
import { useT } from "~/app/i18n/use-locale";
import { LOCKER_LIMITS } from "~/core/forms/locker";

/**
 * Tags as removable chips: Enter adds what was typed, trimmed, if it is not empty and not
 * there already (any case); a duplicate is refused with a message and the text stays for editing.
 */
export function TagInput({
  id,
  tags,
  onChange,
  error,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}) {
  const t = useT();
  const [draft, setDraft] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const messageId = useId();

  function add() {
    const tag = draft.trim();
    if (!tag) return;
    if (tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
      setRefusal(t("locker.field.tagDuplicate", { tag }));
      return;
    }
    if (tags.length >= LOCKER_LIMITS.tags) {
      setRefusal(t("locker.field.tooManyTags", { max: LOCKER_LIMITS.tags }));
      return;
    }
    onChange([...tags, tag.slice(0, LOCKER_LIMITS.tag)]);
    setDraft("");
    setRefusal(null);
  }

  const message = refusal ?? error;
  return (
    <div>
      {tags.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" data-testid="locker-tags">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-secondary py-0.5 pr-1 pl-2.5 text-xs font-medium"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={t("locker.field.tagRemove", { tag })}
                onClick={() => onChange(tags.filter((existing) => existing !== tag))}
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        id={id}
        value={draft}
        maxLength={LOCKER_LIMITS.tag}
        placeholder={t("locker.field.tagPlaceholder")}
        aria-describedby={`${hintId}${message ? ` ${messageId}` : ""}`}
        aria-invalid={message ? true : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefusal(null);
        }}
        onKeyDown={(event) => {
          // Enter adds a tag; it must not submit the dialog's form.
          if (event.key === "Enter") {
            event.preventDefault();
            add();
          }
        }}
      />
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        {t("locker.field.tagsHint")}
      </p>
      {message ? (
        <p id={messageId} role="alert" className="mt-1 text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
