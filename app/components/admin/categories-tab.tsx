import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { CategoryIcon } from "~/app/components/catalog/category-icon";
import { CATEGORY_ICON_NAMES } from "~/core/category-icons";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/app/components/ui/alert-dialog";
import { Button } from "~/app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/app/components/ui/card";
import { Input } from "~/app/components/ui/input";
import { Label } from "~/app/components/ui/label";
import { useLocale, useT } from "~/app/i18n/use-locale";
import type { AdminTabData } from "~/app/routes/admin";
import type { AdminActionResult } from "~/server/admin/admin-page.server";
import type { AdminCategory } from "~/server/admin/categories.server";
import { selectClass } from "./select";
import { fieldError, useAdminFetcher } from "./use-admin-fetcher";

const DELETE_CATEGORY_FETCHER = "admin-delete-category";

export function CategoriesTab({ data }: { data: Extract<AdminTabData, { tab: "categories" }> }) {
  const t = useT();
  useAdminFetcher(DELETE_CATEGORY_FETCHER);
  const nextPosition = Math.max(0, ...data.categories.map((category) => category.position)) + 1;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("admin.categories.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y" data-testid="admin-categories">
            {data.categories.map((category) => (
              <CategoryRow key={category.id} category={category} />
            ))}
          </ul>
        </CardContent>
      </Card>
      <NewCategory position={nextPosition} />
    </div>
  );
}

function CategoryFields({
  category,
  result,
  idPrefix,
}: {
  category?: AdminCategory;
  result: AdminActionResult | undefined;
  idPrefix: string;
}) {
  const t = useT();
  const [icon, setIcon] = useState(category?.icon ?? "sparkles");
  const [color, setColor] = useState(category?.color ?? "#4f46e5");
  const field = (name: string) => {
    const invalid = Boolean(fieldError(result, name));
    return {
      id: `${idPrefix}-${name}`,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": invalid ? `${idPrefix}-${name}-error` : undefined,
    };
  };
  const titleEn = field("titleEn");
  const titlePt = field("titlePt");
  const position = field("position");
  const colorField = field("color");
  return (
    <>
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={titleEn.id}>{t("admin.categories.titleEn")}</Label>
        <Input {...titleEn} name="titleEn" defaultValue={category?.titleEn} required maxLength={80} />
        <FieldErrorText result={result} name="titleEn" idPrefix={idPrefix} />
      </div>
      <div className="space-y-1 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={titlePt.id}>{t("admin.categories.titlePt")}</Label>
        <Input {...titlePt} name="titlePt" defaultValue={category?.titlePt} required maxLength={80} />
        <FieldErrorText result={result} name="titlePt" idPrefix={idPrefix} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-icon`}>{t("admin.categories.icon")}</Label>
        <div className="flex items-center gap-2">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-md border"
            style={{ color }}
            aria-hidden
          >
            <CategoryIcon name={icon} className="size-5" />
          </span>
          <select
            id={`${idPrefix}-icon`}
            name="icon"
            value={icon}
            onChange={(event) => setIcon(event.target.value)}
            className={selectClass}
          >
            {CATEGORY_ICON_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${idPrefix}-color`}>{t("admin.categories.color")}</Label>
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-hidden
            tabIndex={-1}
            value={/^#[0-9a-f]{6}$/i.test(color) ? color : "#000000"}
            onChange={(event) => setColor(event.target.value)}
            className="h-10 w-10 shrink-0 cursor-pointer rounded-md border bg-background p-1"
          />
          <Input
            {...colorField}
            name="color"
            value={color}
            onChange={(event) => setColor(event.target.value)}
            className="font-mono"
            maxLength={7}
          />
        </div>
        <FieldErrorText result={result} name="color" idPrefix={idPrefix} />
      </div>
      <div className="space-y-1">
        <Label htmlFor={position.id}>{t("admin.categories.position")}</Label>
        <Input
          {...position}
          name="position"
          type="number"
          min={1}
          max={999}
          defaultValue={category?.position}
          required
        />
        <FieldErrorText result={result} name="position" idPrefix={idPrefix} />
      </div>
    </>
  );
}

function FieldErrorText({
  result,
  name,
  idPrefix,
}: {
  result: AdminActionResult | undefined;
  name: string;
  idPrefix: string;
}) {
  const t = useT();
  const error = fieldError(result, name);
  return error ? (
    <p id={`${idPrefix}-${name}-error`} className="text-xs text-destructive">
      {t(error)}
    </p>
  ) : null;
}

function CategoryRow({ category }: { category: AdminCategory }) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const fetcher = useAdminFetcher();
  const result = fetcher.data?.intent === "update-category" ? fetcher.data : undefined;
  const title = locale === "pt" ? category.titlePt : category.titleEn;
  return (
    <li className="py-4" data-testid="admin-category" data-category-id={category.id}>
      <p className="mb-2 flex items-center gap-2 text-sm">
        <span className="font-mono text-xs text-muted-foreground">{category.id}</span>
        <span className="text-muted-foreground">
          · {t("admin.categories.prompts", { count: category.promptCount })}
        </span>
      </p>
      <fetcher.Form
        method="post"
        className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_12rem_11rem_6rem_auto]"
        noValidate
      >
        <input type="hidden" name="intent" value="update-category" />
        <input type="hidden" name="target" value={category.id} />
        <CategoryFields category={category} result={result} idPrefix={id} />
        <div className="flex gap-2">
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? t("admin.saving") : t("admin.save")}
          </Button>
          <DeleteCategory category={category} title={title} />
        </div>
      </fetcher.Form>
    </li>
  );
}

function DeleteCategory({ category, title }: { category: AdminCategory; title: string }) {
  const t = useT();
  const fetcher = useFetcher({ key: DELETE_CATEGORY_FETCHER });
  const deleting = fetcher.state !== "idle" && fetcher.formData?.get("target") === category.id;
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          type="button"
          variant="ghost-destructive"
          size="icon"
          disabled={deleting}
          aria-label={`${t("admin.delete")}: ${title}`}
        >
          <Trash2 aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("admin.categories.deleteTitle", { title })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("admin.categories.deleteBody")}{" "}
            {category.promptCount > 0 ? t("admin.errors.category_not_empty") : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("admin.cancel")}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() =>
              fetcher.submit({ intent: "delete-category", target: category.id }, { method: "post" })
            }
          >
            {t("admin.delete")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function NewCategory({ position }: { position: number }) {
  const t = useT();
  const id = useId();
  const fetcher = useAdminFetcher();
  const result = fetcher.data?.intent === "create-category" ? fetcher.data : undefined;
  const idError = fieldError(result, "id");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("admin.categories.addTitle")}</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form
          // After a category is created the form starts empty again; after a refusal it keeps what was typed.
          key={result?.ok ? result.target : "new"}
          method="post"
          className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[12rem_1fr_1fr_12rem_11rem_6rem_auto]"
          noValidate
          data-testid="admin-new-category"
        >
          <input type="hidden" name="intent" value="create-category" />
          <div className="space-y-1">
            <Label htmlFor={`${id}-id`}>{t("admin.categories.id")}</Label>
            <Input
              id={`${id}-id`}
              name="id"
              className="font-mono"
              pattern="[a-z0-9-]+"
              maxLength={48}
              required
              aria-invalid={idError ? true : undefined}
            />
            {idError ? <p className="text-xs text-destructive">{t(idError)}</p> : null}
          </div>
          <CategoryFields
            result={result}
            idPrefix={`${id}-new`}
            category={{
              id: "",
              titleEn: "",
              titlePt: "",
              icon: "sparkles",
              color: "#4f46e5",
              position,
              promptCount: 0,
            }}
          />
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            <Plus aria-hidden /> {t("admin.categories.add")}
          </Button>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
