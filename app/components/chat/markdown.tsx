import { Check, Copy } from "lucide-react";
import { isValidElement, type ReactNode } from "react";
import { ReactMarkdown } from "~/app/components/ui/markdown-lazy";
import { useCopy } from "~/app/components/prompt/use-clipboard";
import { useT } from "~/app/i18n/use-locale";

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return "";
}

function CodeBlock({ children }: { children: ReactNode }) {
  const t = useT();
  const { copied, copy } = useCopy();
  return (
    <div className="group relative my-3">
      <pre className="overflow-x-auto rounded-lg bg-muted p-3 pr-12 font-mono text-sm">{children}</pre>
      <button
        type="button"
        onClick={() => void copy(textOf(children).replace(/\n$/, ""))}
        className="absolute top-2 right-2 rounded-md border border-border bg-background p-1.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        aria-label={copied ? t("chat.codeCopied") : t("chat.copyCode")}
        title={copied ? t("chat.codeCopied") : t("chat.copyCode")}
      >
        {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
      </button>
    </div>
  );
}

/**
 * An answer as Markdown, safely: react-markdown renders no raw HTML and drops javascript: links.
 * Code blocks get a copy button; links to other sites open in a new tab.
 */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="space-y-3 leading-relaxed break-words [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc [&_a]:text-primary [&_a]:underline [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:font-mono [&_:not(pre)>code]:text-[0.9em]">
      <ReactMarkdown
        components={{
          pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
          a: ({ href, children }) =>
            href?.startsWith("/") ? (
              <a href={href}>{children}</a>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {children}
              </a>
            ),
          img: ({ alt }) => <span>{alt}</span>,
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
