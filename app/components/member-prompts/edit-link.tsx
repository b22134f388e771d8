import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";
import type { Size } from "./owner-controls";

export function EditLink({ id, size = "default" }: { id: number; size?: Size }) {
  const t = useT();
  return (
    <Button asChild variant="outline" size={size}>
      <Link to={`/prompt/${id}/edit`} data-testid="edit-prompt">
        <Pencil aria-hidden /> {t("prompt.owner.edit")}
      </Link>
    </Button>
  );
}
