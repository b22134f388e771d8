import { renderCoverPng } from "~/server/catalog/covers.server";

/** The image shared pages use when they have none of their own. */
export async function loader() {
  const png = await renderCoverPng({ seed: 2025, color: "#4f46e5", icon: "sparkles", size: "detail" });
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" },
  });
}
