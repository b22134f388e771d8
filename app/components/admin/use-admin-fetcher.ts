import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/app/components/ui/toast";
import { useT } from "~/app/i18n/use-locale";
import type { AdminActionResult } from "~/server/admin/admin-page.server";

/**
 * A fetcher for one admin form: when its answer arrives, the success or the error is toasted once
 * in the reader's language. The loaders then run again, so lists show the change.
 */
export function useAdminFetcher(key?: string) {
  const t = useT();
  const fetcher = useFetcher<AdminActionResult>(key ? { key } : undefined);
  const seen = useRef<AdminActionResult | undefined>(undefined);
  const result = fetcher.data;
  useEffect(() => {
    if (fetcher.state !== "idle" || !result || seen.current === result) return;
    seen.current = result;
    if (result.ok) toast.success(t(result.message));
    else toast.error(t(result.error));
  }, [fetcher.state, result, t]);
  return fetcher;
}

export function fieldError(result: AdminActionResult | undefined, name: string) {
  return result && !result.ok ? result.fieldErrors?.[name] : undefined;
}
