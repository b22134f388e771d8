import { ChevronDown } from "lucide-react";
import * as React from "react";
import { cn } from "./cn";

/**
 * An accordion after the WAI-ARIA pattern (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/):
 * each question is a heading holding a button with `aria-expanded` and `aria-controls`, each answer a
 * region named by its button. One answer is open at a time; `collapsible` lets it be closed again.
 * Arrow Up/Down move between the buttons (wrapping round), Home and End go to the first and last.
 */
const AccordionContext = React.createContext<{ open: string | null; toggle: (value: string) => void } | null>(
  null,
);
const ItemContext = React.createContext<{
  open: boolean;
  value: string;
  triggerId: string;
  panelId: string;
} | null>(null);

function useItem() {
  const item = React.useContext(ItemContext);
  if (!item) throw new Error("An accordion trigger or content belongs inside an AccordionItem");
  return item;
}

export function Accordion({
  collapsible = false,
  onKeyDown,
  ...props
}: React.ComponentProps<"div"> & { collapsible?: boolean }) {
  const [open, setOpen] = React.useState<string | null>(null);
  const context = React.useMemo(
    () => ({
      open,
      toggle: (value: string) =>
        setOpen((current) => (current !== value ? value : collapsible ? null : value)),
    }),
    [open, collapsible],
  );

  function moveFocus(event: React.KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || target.dataset.slot !== "accordion-trigger") return;
    const triggers = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[data-slot="accordion-trigger"]'),
    ];
    const index = triggers.indexOf(target);
    const last = triggers.length - 1;
    const destinations: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = destinations[event.key];
    if (next === undefined) return;
    event.preventDefault();
    triggers[next]?.focus();
  }

  return (
    <AccordionContext value={context}>
      <div data-slot="accordion" onKeyDown={moveFocus} {...props} />
    </AccordionContext>
  );
}

export function AccordionItem({
  className,
  value,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const accordion = React.useContext(AccordionContext);
  if (!accordion) throw new Error("An AccordionItem belongs inside an Accordion");
  const id = React.useId();
  const item = React.useMemo(
    () => ({ open: accordion.open === value, value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }),
    [accordion.open, value, id],
  );
  return (
    <ItemContext value={item}>
      <div
        data-slot="accordion-item"
        data-state={item.open ? "open" : "closed"}
        className={cn("border-b border-border last:border-b-0", className)}
        {...props}
      />
    </ItemContext>
  );
}

/** The trigger sits in a heading; `headingLevel` keeps the page's heading order intact. */
export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { headingLevel?: 2 | 3 | 4 }) {
  const accordion = React.useContext(AccordionContext);
  const { open, value, triggerId, panelId } = useItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={panelId}
        data-slot="accordion-trigger"
        data-state={open ? "open" : "closed"}
        className={cn(
          "flex flex-1 items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold transition-colors outline-none hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) accordion?.toggle(value);
        }}
        {...props}
      >
        {children}
        <ChevronDown
          className="size-5 shrink-0 text-muted-foreground transition-transform duration-200"
          aria-hidden
        />
      </button>
    </Heading>
  );
}

/** Always rendered (hidden while closed), so the answers are in the server HTML too. */
export function AccordionContent({ className, ...props }: React.ComponentProps<"div">) {
  const { open, triggerId, panelId } = useItem();
  return (
    <div
      role="region"
      id={panelId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-slot="accordion-content"
      data-state={open ? "open" : "closed"}
      className={cn("pb-5", className)}
      {...props}
    />
  );
}
