// @react-router/dev 7.18 hands Vite 8 the deprecated `envFile: false`, and Vite warns about it three
// times per command. The fix (React Router 8) needs Node 22, so until then this one line is dropped.
const DEPRECATED_ENV_FILE = "The `envFile` option is deprecated";

const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === "string" && args[0].includes(DEPRECATED_ENV_FILE)) return;
  warn(...args);
};
