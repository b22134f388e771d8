import { and, asc, gt, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as categoryPage from "~/app/routes/category";
import * as promptPage from "~/app/routes/prompt";
import { closeDatabase, getDb } from "~/server/database.server";
import { createTestDatabase, type TestDatabase } from "~/server/testing.server";
import { prompts } from "~/server/catalog/schema";
import { createHttpApp } from "~/server/http/app.server";

/**
 * The real prompt and category pages, served by React Router through the HTTP app; the document
 * "renders" as the loaders' data in JSON, so the test reads what the page would show.
 */
function pagesBuild(): ServerBuild {
  const routes = {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/prompt": { id: "routes/prompt", parentId: "root", path: "prompt/:id", module: promptPage },
    "routes/category": {
      id: "routes/category",
      parentId: "root",
      path: "category/:id",
      module: categoryPage,
    },
  };
  const manifest = Object.fromEntries(
    Object.values(routes).map(({ module, ...route }) => [
      route.id,
      {
        ...route,
        module: "",
        imports: [],
        hasAction: "action" in module,
        hasLoader: "loader" in module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
      },
    ]),
  );
  const renderLoaderData = (
    _request: Request,
    status: number,
    headers: Headers,
    context: { staticHandlerContext: { loaderData: unknown } },
  ) => new Response(JSON.stringify(context.staticHandlerContext.loaderData), { status, headers });
  return {
    entry: { module: { default: renderLoaderData } },
    routes,
    assets: { entry: { module: "", imports: [] }, routes: manifest, url: "", version: "1" },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial" },
  } as unknown as ServerBuild;
}

let testDb: TestDatabase | undefined;
let app: ReturnType<typeof createHttpApp>;

beforeAll(async () => {
  // The pages and the API both reach the application database (getDb): a fresh one for this file.
  if (process.env.TEST_DB_KIND === "postgres") {
    testDb = await createTestDatabase();
    vi.stubEnv("DATABASE_URL", testDb.url);
  } else {
    vi.stubEnv("DATA_DIR", "memory://");
  }
  app = createHttpApp({ build: pagesBuild(), mode: "development" });
  await getDb(); // migrated and seeded here, within the hook's time
});
afterAll(async () => {
  await app?.request("/dev/clock", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reset: true }),
  });
  await closeDatabase();
  await testDb?.close();
  vi.unstubAllEnvs();
});

const setClock = (at: Date) =>
  app.request("/dev/clock", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ at: at.toISOString() }),
  });

describe("one clock for pages and the API", () => {
  it("shows-a-weekly-drop-on-its-page-and-in-its-category-once-dev-clock-passes-its-release-as-the-api-does", async () => {
    const [drop] = await (
      await getDb()
    )
      .select({ id: prompts.id, categoryId: prompts.categoryId, publishedAt: prompts.publishedAt })
      .from(prompts)
      .where(and(eq(prompts.source, "catalog"), gt(prompts.publishedAt, new Date())))
      .orderBy(asc(prompts.publishedAt))
      .limit(1);
    if (!drop) throw new Error("the seed schedules no weekly drop");

    const before = await app.request(`/prompt/${drop.id}?lang=en`);
    expect(before.status).toBe(404);

    expect((await setClock(new Date(drop.publishedAt.getTime() + 60 * 60 * 1000))).status).toBe(200);

    const api = await app.request(`/api/v1/prompts/${drop.id}?lang=en`);
    expect(api.status).toBe(200);
    const { prompt: fromApi } = (await api.json()) as { prompt: { id: number; title: string } };

    const page = await app.request(`/prompt/${drop.id}?lang=en`);
    expect(page.status).toBe(200);
    const pageData = (await page.json()) as Record<
      string,
      { prompt?: { id: number; title: string } } | undefined
    >;
    expect(pageData["routes/prompt"]?.prompt).toMatchObject({ id: fromApi.id, title: fromApi.title });

    const apiList = (await (
      await app.request(`/api/v1/prompts?category=${drop.categoryId}&lang=en&limit=48`)
    ).json()) as { items: { id: number }[] };
    const apiCategories = (await (await app.request("/api/v1/categories?lang=en")).json()) as {
      categories: { id: string; promptCount: number }[];
    };
    const categoryData = (await (await app.request(`/category/${drop.categoryId}?lang=en`)).json()) as Record<
      string,
      { prompts?: { id: number }[]; category?: { promptCount: number } } | undefined
    >;
    const categoryPageData = categoryData["routes/category"];
    const listed = categoryPageData?.prompts?.map((prompt) => prompt.id);
    expect(listed).toContain(drop.id);
    expect(new Set(listed)).toEqual(new Set(apiList.items.map((item) => item.id)));
    expect(categoryPageData?.category?.promptCount).toBe(
      apiCategories.categories.find((category) => category.id === drop.categoryId)?.promptCount,
    );
  });
});
