import { useNavigate } from "react-router";
import { cn } from "~/app/components/ui/cn";

const PROSE = cn(
  "text-base leading-7 text-foreground [overflow-wrap:anywhere]",
  "[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&>:first-child]:mt-0 [&_p]:my-4 [&_strong]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:decoration-2",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li]:pl-1",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-border [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-6 [&_pre]:whitespace-pre-wrap",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_img]:my-2 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-lg [&_img]:border [&_img]:border-border [&_img]:bg-white",
  "[&_hr]:my-10 [&_hr]:border-border",
  "[&_.table-scroll]:my-6 [&_.table-scroll]:overflow-x-auto [&_.table-scroll]:rounded-lg [&_.table-scroll]:border [&_.table-scroll]:border-border",
  "[&_table]:w-full [&_table]:min-w-[36rem] [&_table]:text-sm [&_table]:[overflow-wrap:normal] [&_th]:bg-muted [&_thead_td]:bg-muted [&_th]:p-3 [&_th]:text-left [&_th]:font-semibold [&_td]:border-t [&_td]:border-border [&_td]:p-3 [&_td]:align-top",
);

/**
 * HTML rendered on the server from our Markdown (server/content/markdown.server.ts, which escapes
 * any raw HTML). Links to our own pages navigate without a full page load.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//") || link.target) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    // Only clicks on links are handled here; Enter on a focused link is a click too.
    <div className={cn(PROSE, className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
