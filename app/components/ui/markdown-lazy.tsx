import { Suspense, type ComponentProps } from "react";
import { lazyWhenOnline } from "~/app/loading/when-online";
import type ReactMarkdownComponent from "react-markdown";
import { importAgain } from "~/app/loading/import-again";

// react-markdown and its parser are about 34 KB of gzipped JavaScript, more than a member's page
// may load before it is interactive (docs/decisions/0005). It loads on the first Markdown shown:
// a page rendered on the server keeps the server's HTML until then; text that arrives in the browser
// (a streamed answer) reads as plain text for that moment.
const LazyReactMarkdown = lazyWhenOnline(() => importAgain(() => import("react-markdown")));

type Props = ComponentProps<typeof ReactMarkdownComponent>;

/** react-markdown, loaded on first use: the same props. */
export function ReactMarkdown(props: Props) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap">{props.children}</p>}>
      <LazyReactMarkdown {...props} />
    </Suspense>
  );
}
