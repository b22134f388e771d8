// `react-router <command>` (build, typegen) without Vite's warning about React Router's own options.
import { createRequire } from "node:module";
import path from "node:path";
import "./quiet-vite.mjs";

createRequire(import.meta.url)(path.resolve(import.meta.dirname, "../node_modules/@react-router/dev/bin.js"));
