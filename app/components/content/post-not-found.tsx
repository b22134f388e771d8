import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/app/components/ui/button";
import { useT } from "~/app/i18n/use-locale";

/** An unknown article: "post not found" with a way back to the blog. */
export function PostNotFound() {
  const t = useT();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
      data-testid="not-found"
    >
      <title>{t("content.blog.notFound.metaTitle")}</title>
      <p className="text-7xl font-black tracking-tight text-primary">{t("notFound.title")}</p>
      <h1 className="mt-4 text-2xl font-bold">{t("content.blog.notFound.title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("content.blog.notFound.body")}</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeft aria-hidden /> {t("content.blog.notFound.back")}
        </Link>
      </Button>
    </section>
  );
}
