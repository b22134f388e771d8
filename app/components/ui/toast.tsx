import { useEffect, useState, type ComponentProps, type ComponentType } from "react";
import type * as SonnerModule from "sonner";
import { importAgain } from "~/app/loading/import-again";

// Sonner is about 9 KB of gzipped JavaScript that most visits never use, so it loads with the first
// toast instead of with every page (docs/performance.md). Sonner replays toasts that are still showing to a
// Toaster that subscribes late, so a toast asked for before the Toaster exists is not lost.

type Sonner = typeof SonnerModule;
type ToasterProps = ComponentProps<Sonner["Toaster"]>;

let sonner: Promise<Sonner> | undefined;
const waiting = new Set<(module: Sonner) => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = importAgain(() => import("sonner"));
    void sonner.then((module) => waiting.forEach((notify) => notify(module)));
  }
  return sonner;
}

type ToastOptions = Parameters<Sonner["toast"]["success"]>[1];

function show(kind: "success" | "error" | "info") {
  return (message: string, options?: ToastOptions) => {
    void loadSonner().then(({ toast }) => toast[kind](message, options));
  };
}

export const toast = { success: show("success"), error: show("error"), info: show("info") };

/** Renders Sonner's Toaster once the first toast has loaded it. */
export function Toaster(props: ToasterProps) {
  const [Loaded, setLoaded] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    const mount = (module: Sonner) => setLoaded(() => module.Toaster);
    waiting.add(mount);
    if (sonner) void sonner.then(mount);
    return () => {
      waiting.delete(mount);
    };
  }, []);
  return Loaded ? <Loaded {...props} /> : null;
}
