import { createContext, use, useId, useState, type KeyboardEvent } from "react";
import type * as React from "react";
import { cn } from "./cn";

// Tabs after the WAI-ARIA Authoring Practices pattern (automatic activation): the prompt page shows
// them to every visitor, and Radix's version brought about 9 KB of gzipped JavaScript with it
// (docs/performance.md). Same names, props and data-state attributes as before.

interface TabsState {
  value: string;
  select(value: string): void;
  idFor(part: "tab" | "panel", value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

export function Tabs({
  defaultValue,
  value,
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? "");
  const id = useId();
  const state: TabsState = {
    value: value ?? uncontrolled,
    select(next) {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    idFor: (part, tab) => `${id}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-slot="tabs" {...props} />
    </TabsContext>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** Arrow keys, Home and End move between tabs, and select the tab they land on. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const next = NEXT_KEYS[event.key];
  if (!next) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.findIndex((tab) => tab === document.activeElement);
  if (index === -1) return;
  event.preventDefault();
  const target = tabs[next(index, tabs.length)];
  target?.focus();
  target?.click();
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn(
        "inline-flex h-10 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground",
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idFor("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idFor("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !selected) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idFor("panel", value)}
      aria-labelledby={tabs.idFor("tab", value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      tabIndex={0}
      data-slot="tabs-content"
      className={cn(
        "rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className ?? "mt-4",
      )}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
