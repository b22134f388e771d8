import { useRef } from "react";
import { useFetcher } from "react-router";
import {
  ROADMAP_STATUSES,
  ROADMAP_DESCRIPTION_MAX,
  ROADMAP_TITLE_MAX,
  type RoadmapStatus,
} from "~/core/forms/roadmap";
import { selectClass } from "~/app/components/admin/select";
import { ActionFailureAlert, isActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { Textarea } from "~/app/components/ui/textarea";
import { useT } from "~/app/i18n/use-locale";
import { ConfirmSubmit } from "./confirm-submit";
import { RoadmapError } from "./roadmap-error";
import type { RoadmapResult } from "./roadmap-types";

export interface RoadmapAdminData {
  texts: {
    titleEn: string | null;
    titlePt: string | null;
    descriptionEn: string | null;
    descriptionPt: string | null;
  };
  blogPosts: { id: number; title: string }[];
  /** the items a duplicate may be merged into */
  others: { id: number; title: string }[];
}

function Outcome({ result, done, retry }: { result: unknown; done: string; retry: () => void }) {
  const t = useT();
  if (isActionFailure(result))
    return <ActionFailureAlert failure={result} what={t("roadmap.admin.failed")} onRetry={retry} />;
  const answer = result as RoadmapResult | undefined;
  if (answer?.ok)
    return (
      <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {done}
      </p>
    );
  return <RoadmapError result={answer} />;
}

/** An admin's controls on an item's page: both languages, the blog post, the status and merging. */
export function RoadmapAdmin({
  itemId,
  status,
  blogPostId,
  admin,
}: {
  itemId: number;
  status: RoadmapStatus;
  blogPostId: number | null;
  admin: RoadmapAdminData;
}) {
  const t = useT();
  const edit = useFetcher<RoadmapResult>();
  const move = useFetcher<RoadmapResult>();
  const merge = useFetcher<RoadmapResult>();
  const editForm = useRef<HTMLFormElement>(null);
  const statusForm = useRef<HTMLFormElement>(null);
  const mergeForm = useRef<HTMLFormElement>(null);
  return (
    <section
      aria-labelledby="roadmap-admin"
      className="space-y-6 rounded-lg border border-dashed border-primary/50 p-4"
      data-testid="roadmap-admin"
    >
      <h2 id="roadmap-admin" className="text-lg font-semibold">
        {t("roadmap.admin.heading")}
      </h2>

      <move.Form ref={statusForm} method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="itemId" value={itemId} />
        <div className="space-y-1">
          <Label htmlFor="roadmap-admin-status">{t("roadmap.admin.status")}</Label>
          <select id="roadmap-admin-status" name="status" defaultValue={status} className={selectClass}>
            {ROADMAP_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`roadmap.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline" disabled={move.state !== "idle"}>
          {t("roadmap.admin.setStatus")}
        </Button>
        <div className="w-full">
          <Outcome
            result={move.data}
            done={t("roadmap.admin.statusSaved")}
            retry={() => statusForm.current?.requestSubmit()}
          />
        </div>
      </move.Form>

      <edit.Form ref={editForm} method="post" className="grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="itemId" value={itemId} />
        {(["En", "Pt"] as const).map((lang) => (
          <div key={lang} className="space-y-2">
            <Label htmlFor={`roadmap-admin-title${lang}`}>{t(`roadmap.admin.title${lang}`)}</Label>
            <Input
              id={`roadmap-admin-title${lang}`}
              name={`title${lang}`}
              maxLength={ROADMAP_TITLE_MAX}
              defaultValue={admin.texts[`title${lang}`] ?? ""}
            />
            <Label htmlFor={`roadmap-admin-description${lang}`}>
              {t(`roadmap.admin.description${lang}`)}
            </Label>
            <Textarea
              id={`roadmap-admin-description${lang}`}
              name={`description${lang}`}
              rows={4}
              maxLength={ROADMAP_DESCRIPTION_MAX}
              defaultValue={admin.texts[`description${lang}`] ?? ""}
            />
          </div>
        ))}
        <div className="space-y-1 sm:col-span-2">
          <Label htmlFor="roadmap-admin-blog">{t("roadmap.admin.blogPost")}</Label>
          <select
            id="roadmap-admin-blog"
            name="blogPostId"
            defaultValue={blogPostId ?? ""}
            className={selectClass}
          >
            <option value="">{t("roadmap.admin.noBlogPost")}</option>
            {admin.blogPosts.map((post) => (
              <option key={post.id} value={post.id}>
                {post.title}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2 sm:col-span-2">
          <Outcome
            result={edit.data}
            done={t("roadmap.admin.saved")}
            retry={() => editForm.current?.requestSubmit()}
          />
          <Button type="submit" disabled={edit.state !== "idle"}>
            {t("roadmap.admin.save")}
          </Button>
        </div>
      </edit.Form>

      {admin.others.length > 0 ? (
        <merge.Form ref={mergeForm} method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="itemId" value={itemId} />
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="roadmap-admin-merge">{t("roadmap.admin.merge")}</Label>
            <select id="roadmap-admin-merge" name="targetId" required defaultValue="" className={selectClass}>
              <option value="" disabled>
                {t("roadmap.admin.mergeChoose")}
              </option>
              {admin.others.map((other) => (
                <option key={other.id} value={other.id}>
                  #{other.id} {other.title}
                </option>
              ))}
            </select>
          </div>
          <ConfirmSubmit
            question={t("roadmap.admin.mergeConfirm")}
            confirmLabel={t("roadmap.admin.mergeSubmit")}
          >
            {t("roadmap.admin.mergeSubmit")}
          </ConfirmSubmit>
          <div className="w-full">
            <Outcome result={merge.data} done="" retry={() => mergeForm.current?.requestSubmit()} />
          </div>
        </merge.Form>
      ) : null}
    </section>
  );
}
