import "./messages";
import { ShieldAlert } from "lucide-react";
import { useT } from "~/app/i18n/use-locale";

/** Told to the author (and admins) on a member's prompt an admin hid after a report. */
export function HiddenByModeration() {
  const t = useT();
  return (
    <div
      role="status"
      className="mt-4 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
      data-testid="hidden-by-moderation"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
      <p>
        <strong className="font-semibold">{t("community.moderation.hidden")}</strong>{" "}
        {t("community.moderation.hiddenBody")}
      </p>
    </div>
  );
}
