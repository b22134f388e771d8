import "./messages";
import { ArrowBigUp, Loader2, Lock, Sparkles, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ActionFailureAlert, type ActionFailure } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { cn } from "~/app/components/ui/cn";
import { Input } from "~/app/components/ui/input";
import { Textarea } from "~/app/components/ui/textarea";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { EXAMPLE_MAX, EXAMPLE_MODEL_MAX, type ExampleSort } from "~/core/forms/examples";
import { formatLongDate } from "~/core/locale";
import type { ExampleView, PromptExamples } from "~/server/community/examples.server";
import { communityRequest, type CommunityAnswer } from "./community-api";
import { CommunityLock, type CommunityViewer } from "./community-gate";
import { MemberName } from "./member-name";
import { ReportButton } from "./report-button";

/** "What it made": members' examples of the prompt's output, for everyone who reads its text. */
export function ExamplesSection({
  promptId,
  initial,
  viewer,
}: {
  promptId: number;
  initial: PromptExamples;
  viewer: CommunityViewer;
}) {
  const t = useT();
  const [state, setState] = useState(initial);
  const [loadFailed, setLoadFailed] = useState(false);
  const [sorting, setSorting] = useState(false);

  async function reload(sort: ExampleSort = state.sort) {
    const answer = await communityRequest<PromptExamples>(
      "GET",
      `/prompts/${promptId}/examples?sort=${sort}`,
    );
    setLoadFailed(answer.kind !== "ok");
    if (answer.kind === "ok") setState(answer.data);
  }

  async function act<T>(request: Promise<CommunityAnswer<T>>): Promise<CommunityAnswer<T>> {
    const answer = await request;
    if (answer.kind === "ok") await reload();
    return answer;
  }

  async function sortBy(sort: ExampleSort) {
    if (sort === state.sort) return;
    setSorting(true);
    await reload(sort);
    setSorting(false);
  }

  return (
    <section className="mt-12" aria-labelledby="examples-heading" data-testid="examples">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="examples-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Sparkles className="size-5 text-primary" aria-hidden /> {t("examples.heading")}
          {!state.locked && state.total > 0 ? (
            <span className="text-base font-normal text-muted-foreground">
              ({t("examples.count", { count: state.total })})
            </span>
          ) : null}
        </h2>
        {!state.locked && state.total > 1 ? (
          <div role="group" aria-label={t("examples.sort")} className="flex gap-1" aria-busy={sorting}>
            {(["newest", "top"] as const).map((sort) => (
              <Button
                key={sort}
                type="button"
                size="sm"
                variant={state.sort === sort ? "secondary" : "ghost"}
                aria-pressed={state.sort === sort}
                disabled={sorting}
                onClick={() => void sortBy(sort)}
                data-testid={`examples-sort-${sort}`}
              >
                {t(`examples.sort.${sort}`)}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {state.locked ? (
        <p className="mt-4 flex items-center gap-2 rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          <Lock className="size-4 shrink-0" aria-hidden /> {t("examples.lockedPrompt")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">{t("examples.intro")}</p>
          <div className="mt-4">
            {viewer.canTakePart ? (
              <ExampleForm
                onSubmit={(body, model) =>
                  act(communityRequest("POST", `/prompts/${promptId}/examples`, { body, model }))
                }
              />
            ) : (
              <CommunityLock viewer={viewer} />
            )}
          </div>
          {loadFailed ? (
            <p role="alert" className="mt-4 text-sm text-destructive">
              {t("examples.failed")}
            </p>
          ) : null}
          {state.examples.length === 0 ? (
            <p className="mt-6 text-sm text-muted-foreground" data-testid="examples-empty">
              {t("examples.empty")}
            </p>
          ) : (
            <ol className="mt-6 space-y-4">
              {state.examples.map((example) => (
                <li key={example.id}>
                  <ExampleItem example={example} viewer={viewer} act={act} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

/** The text typed stays until the server has it; a failure says so and Retry sends it again. */
function ExampleForm({
  onSubmit,
}: {
  onSubmit: (body: string, model: string) => Promise<CommunityAnswer<unknown>>;
}) {
  const t = useT();
  const id = useId();
  const [body, setBody] = useState("");
  const [model, setModel] = useState("");
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const length = body.trim().length;

  async function send() {
    if (length === 0) return setRefusal(t("examples.empty.body"));
    if (length > EXAMPLE_MAX) return setRefusal(t("examples.tooLong", { max: EXAMPLE_MAX }));
    setBusy(true);
    setFailure(null);
    setRefusal(null);
    const answer = await onSubmit(body, model);
    setBusy(false);
    if (answer.kind === "ok") {
      setBody("");
      setModel("");
    } else if (answer.kind === "failed") setFailure(answer.failure);
    else if (answer.code === "example_limit")
      setRefusal(t("examples.limit", { minutes: Math.ceil((answer.retryAfter ?? 60) / 60) }));
    else setRefusal(t("community.error", { error: answer.error }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form
      onSubmit={submit}
      className="space-y-2 rounded-lg border border-border p-3 sm:p-4"
      data-testid="example-form"
      noValidate
    >
      <label htmlFor={`${id}-body`} className="text-sm font-medium">
        {t("examples.label")}
      </label>
      <Textarea
        id={`${id}-body`}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        placeholder={t("examples.placeholder")}
        rows={5}
        maxLength={EXAMPLE_MAX + 100}
        aria-invalid={refusal !== null}
        aria-describedby={`${id}-count`}
        data-testid="example-body"
      />
      <p
        id={`${id}-count`}
        className={cn("text-xs text-muted-foreground", length > EXAMPLE_MAX && "text-destructive")}
      >
        {t("examples.characters", { count: length, max: EXAMPLE_MAX })}
      </p>
      <label htmlFor={`${id}-model`} className="block text-sm font-medium">
        {t("examples.model")}
      </label>
      <Input
        id={`${id}-model`}
        value={model}
        onChange={(event) => setModel(event.target.value)}
        placeholder={t("examples.modelPlaceholder")}
        maxLength={EXAMPLE_MODEL_MAX}
        data-testid="example-model"
      />
      {refusal ? (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
      <ActionFailureAlert failure={failure} onRetry={() => void send()} what={t("examples.notAdded")} />
      <Button type="submit" disabled={busy} data-testid="example-submit">
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? t("examples.adding") : t("examples.submit")}
      </Button>
    </form>
  );
}

function ExampleItem({
  example,
  viewer,
  act,
}: {
  example: ExampleView;
  viewer: CommunityViewer;
  act: <T>(request: Promise<CommunityAnswer<T>>) => Promise<CommunityAnswer<T>>;
}) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function run(request: () => Promise<CommunityAnswer<unknown>>) {
    setBusy(true);
    setRefusal(null);
    const answer = await act(request());
    if (answer.kind === "refused") setRefusal(t("community.error", { error: answer.error }));
    if (answer.kind === "failed") setRefusal(t("examples.failed"));
    setBusy(false);
  }

  return (
    <article
      className="rounded-lg border border-border bg-card p-3 sm:p-4"
      data-testid="example"
      data-example-id={example.id}
    >
      <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <MemberName author={example.author} />
        {example.mine ? <span className="text-muted-foreground">({t("examples.you")})</span> : null}
        <time dateTime={example.createdAt} className="text-xs text-muted-foreground">
          {formatLongDate(example.createdAt, locale)}
        </time>
        {example.model ? (
          <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
            {t("examples.model.label", { model: example.model })}
          </span>
        ) : null}
      </header>
      <pre
        className="mt-2 max-h-96 overflow-auto rounded-md bg-muted/50 p-3 font-sans text-sm break-words whitespace-pre-wrap"
        data-testid="example-body-text"
      >
        {example.body}
      </pre>
      <div className="mt-2 flex flex-wrap items-center gap-1">
        <Button
          type="button"
          variant={example.voted ? "secondary" : "ghost"}
          size="sm"
          aria-pressed={example.voted}
          aria-label={`${example.voted ? t("examples.upvoteUndo") : t("examples.upvote")} (${t("community.upvotes.count", { count: example.upvotes })})`}
          disabled={!viewer.canTakePart || busy}
          onClick={() =>
            void run(() => communityRequest(example.voted ? "DELETE" : "PUT", `/examples/${example.id}/vote`))
          }
          data-testid="example-upvote"
        >
          <ArrowBigUp className={cn(example.voted && "fill-current")} aria-hidden />
          <span className="tabular-nums" data-testid="example-upvote-count">
            {example.upvotes}
          </span>
        </Button>
        {example.mine ? (
          <Button
            type="button"
            variant="ghost-destructive"
            size="sm"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t("examples.deleteConfirm")))
                void run(() => communityRequest("DELETE", `/examples/${example.id}`));
            }}
            data-testid="example-delete"
          >
            <Trash2 aria-hidden /> {t("examples.delete")}
          </Button>
        ) : (
          // Anyone signed in who sees an example may report it.
          <ReportButton
            targetType="example"
            targetId={example.id}
            viewer={{ ...viewer, canTakePart: viewer.signedIn }}
          />
        )}
      </div>
      {refusal ? (
        <p role="alert" className="mt-1 text-sm text-destructive">
          {refusal}
        </p>
      ) : null}
    </article>
  );
}
