// What the HTTP layer hands every loader and action (server/http/app.server.ts).
declare module "react-router" {
  interface AppLoadContext {
    /** the client's address: the socket's, or X-Forwarded-For behind a trusted proxy */
    clientAddress: string;
  }
}

export {};
