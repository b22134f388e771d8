import { Loader2, RefreshCw } from "lucide-react";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";

/**
 * A request that failed, said in place (not in a toast: its script may not have loaded before the
 * connection went), with the way to try again. What the member typed stays where it was.
 */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  busy = false,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  return (
    <div
      role="alert"
      data-slot="retry-alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 bg-destructive/5 p-3 text-sm font-medium text-destructive",
        className,
      )}
      {...props}
    >
      <p className="min-w-0 flex-1">{message}</p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry} disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />} {retryLabel}
      </Button>
    </div>
  );
}
