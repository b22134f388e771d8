import { AlertTriangle, Home, RotateCcw, WifiOff } from "lucide-react";
import { Link, useRevalidator, useRouteError } from "react-router";
import { isNoAnswer } from "~/app/components/layout/action-failure";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";

export function NotFoundPage() {
  const t = useT();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="not-found"
    >
      <title>{t("notFound.meta.title")}</title>
      <p className="text-7xl font-black tracking-tight text-primary">{t("notFound.title")}</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("notFound.body")}</p>
      <Button asChild className="mt-8">
        <Link to="/">
          <Home aria-hidden /> {t("notFound.home")}
        </Link>
      </Button>
    </section>
  );
}

/** An error boundary's page; when the server gave no answer (offline), says so and offers Retry. */
export function ErrorPage() {
  const t = useT();
  const noAnswer = isNoAnswer(useRouteError());
  if (noAnswer) return <OfflinePage />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <title>{t("error.meta.title")}</title>
      <AlertTriangle className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("error.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("error.body")}</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()} variant="outline">
          <RotateCcw aria-hidden /> {t("error.retry")}
        </Button>
        <Button asChild>
          <Link to="/">
            <Home aria-hidden /> {t("notFound.home")}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** A page whose data could not be fetched because the server did not answer (offline, server down). */
function OfflinePage() {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center" role="alert">
      <title>{t("error.meta.title")}</title>
      <WifiOff className="size-12 text-destructive" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold">{t("error.offline.heading")}</h1>
      <p className="mt-2 text-muted-foreground">{t("error.offline.body")}</p>
      <Button
        className="mt-8"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state !== "idle"}
      >
        <RotateCcw aria-hidden /> {t("actionFailure.retry")}
      </Button>
    </section>
  );
}
