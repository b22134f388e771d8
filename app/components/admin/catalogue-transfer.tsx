import { Download, FileJson, FileText, Upload } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { ImportDialog } from "~/app/components/transfer/import-dialog";
import { Button } from "~/app/components/ui/button";
import { DeferredDropdown } from "~/app/components/ui/deferred-menu";
import { Label } from "~/app/components/ui/label";
import { toast } from "~/app/components/ui/toast";
import { useLocale, useT } from "~/app/i18n/use-locale";
import { LOCALES, type Locale } from "~/core/locale";
import { EXPORT_FORMATS } from "~/core/prompt-transfer-formats";
import type { AdminCategory } from "~/server/admin/categories.server";
import { selectClass } from "./select";

const ENDPOINT = "/api/v1/admin/catalogue";

/**
 * The catalogue as files: a download in each format (both languages, versions in our JSON), and an
 * import with its preview, for which the admin says the file's language and a category for the
 * prompts whose file names none. Imported prompts start hidden.
 */
export function CatalogueTransfer({ categories }: { categories: AdminCategory[] }) {
  const t = useT();
  const locale = useLocale();
  const revalidator = useRevalidator();
  const [importing, setImporting] = useState(false);
  const [language, setLanguage] = useState<Locale>(locale);
  const [category, setCategory] = useState("");

  return (
    <div className="flex flex-wrap gap-2">
      <DeferredDropdown
        trigger={
          <Button variant="outline" size="sm" data-testid="admin-catalogue-export">
            <Download aria-hidden /> {t("admin.transfer.export")}
          </Button>
        }
        items={(DropdownMenuItem) => (
          <>
            {EXPORT_FORMATS.map((format) => (
              <DropdownMenuItem key={format} asChild>
                {/* The session cookie goes with the link; the server names the file. */}
                <a
                  href={`${ENDPOINT}/export?format=${format}`}
                  download
                  data-testid={`admin-catalogue-export-${format}`}
                >
                  {format === "md" ? <FileText aria-hidden /> : <FileJson aria-hidden />}{" "}
                  {t(`transfer.export.${format}`)}
                </a>
              </DropdownMenuItem>
            ))}
          </>
        )}
      />
      <Button
        variant="outline"
        size="sm"
        onClick={() => setImporting(true)}
        data-testid="admin-catalogue-import"
      >
        <Upload aria-hidden /> {t("admin.transfer.import")}
      </Button>
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        endpoint={ENDPOINT}
        query={{ locale: language, ...(category ? { category } : {}) }}
        onImported={(result) => {
          toast.success(t("admin.transfer.done", { added: result.added }), {
            description: t("admin.transfer.skipped", { skipped: result.skipped }),
          });
          void revalidator.revalidate();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="catalogue-import-language">{t("admin.transfer.language")}</Label>
            <select
              id="catalogue-import-language"
              className={selectClass}
              value={language}
              onChange={(event) => setLanguage(event.target.value as Locale)}
              data-testid="catalogue-import-language"
            >
              {LOCALES.map((option) => (
                <option key={option} value={option}>
                  {t(`language.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="catalogue-import-category">{t("admin.transfer.category")}</Label>
            <select
              id="catalogue-import-category"
              className={selectClass}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              aria-describedby="catalogue-import-category-hint"
              data-testid="catalogue-import-category"
            >
              <option value="">{t("admin.transfer.categoryNone")}</option>
              {categories.map((option) => (
                <option key={option.id} value={option.id}>
                  {locale === "pt" ? option.titlePt : option.titleEn}
                </option>
              ))}
            </select>
          </div>
          <p id="catalogue-import-category-hint" className="text-sm text-muted-foreground sm:col-span-2">
            {t("admin.transfer.hint")}
          </p>
        </div>
      </ImportDialog>
    </div>
  );
}
