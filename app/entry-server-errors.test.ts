import { createRequestHandler, type ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

// A build of one page with a loader and no action, served through React Router's own handler.
function onePageBuild(): ServerBuild {
  const route = { id: "root", path: "", index: undefined, caseSensitive: undefined, parentId: undefined };
  return {
    entry: {
      module: {
        default: (_request: Request, status: number) => new Response("page", { status }),
        handleError,
      },
    },
    routes: { root: { ...route, module: { default: () => null, loader: () => null } } },
    assets: {
      entry: { module: "", imports: [] },
      routes: {
        root: {
          ...route,
          module: "",
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
          imports: [],
        },
      },
      url: "",
      version: "1",
    },
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

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page handler's error log", () => {
  it("answers-a-post-to-a-page-without-an-action-with-405-and-no-stack-trace", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await createRequestHandler(
      onePageBuild(),
      "production",
    )(new Request("http://localhost/", { method: "POST", body: new URLSearchParams({ a: "1" }) }));
    expect(response.status).toBe(405);
    expect(logged).not.toHaveBeenCalled();
  });

  it("still-logs-a-real-error", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(new Error("boom"), {
      request: new Request("http://localhost/"),
      params: {},
      context: undefined as never,
    });
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
