import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For tests (DESIGN.md §4): a Stripe-like API on 127.0.0.1 answering just the calls our billing code
 * makes, so the real Stripe SDK runs over real HTTP. Point the SDK at it with
 * `stripeClient({ STRIPE_SECRET_KEY: server.secretKey, STRIPE_API_BASE: server.apiBase })`.
 */
export interface StripeTestServer {
  /** the STRIPE_API_BASE that reaches this server */
  apiBase: string;
  /** the only key it accepts, as Stripe's own API checks the key on every call */
  secretKey: string;
  /** every call received, oldest first */
  requests: StripeTestRequest[];
  /** what GET /v1/subscriptions/:id answers, by id; set an entry to the state Stripe holds now */
  subscriptions: Map<string, StripeTestSubscription>;
  /** while set, every call is answered with this HTTP status and a Stripe error body */
  failWith: number | null;
  /** the form fields of each POST /v1/checkout/sessions, oldest first */
  checkoutSessions(): Record<string, string>[];
  /** forgets the requests, subscriptions and failure */
  reset(): void;
  close(): Promise<void>;
}

export interface StripeTestRequest {
  method: string;
  path: string;
  /** the form-encoded body with Stripe's bracket keys kept flat: `line_items[0][price]` → value */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
}

/** The fields of a Stripe Subscription our code reads (https://docs.stripe.com/api/subscriptions/object). */
export interface StripeTestSubscription {
  id: string;
  status: string;
  customer: string;
  currency: string;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  /** the price and its period end (seconds since the epoch), as items.data[0] carries them */
  price: string;
  currentPeriodEnd: number;
}

export async function startStripeTestServer({ secretKey = "sk_test_x" } = {}): Promise<StripeTestServer> {
  const state = {
    requests: [] as StripeTestRequest[],
    subscriptions: new Map<string, StripeTestSubscription>(),
    failWith: null as number | null,
  };

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => answer(request, body, response))
      .catch((error: unknown) => {
        console.error("Stripe test server failed:", error);
        send(response, 500, stripeError("api_error", "The Stripe test server failed"));
      });
  });

  function answer(request: IncomingMessage, body: string, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    const method = request.method ?? "GET";
    const idempotencyKey = request.headers["idempotency-key"];
    state.requests.push({
      method,
      path: url.pathname,
      form: Object.fromEntries(new URLSearchParams(body)),
      idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
    });

    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(response, 401, stripeError("invalid_request_error", "Invalid API Key provided"));
    }
    if (state.failWith !== null) {
      return send(response, state.failWith, stripeError("api_error", "Something went wrong on Stripe's end"));
    }

    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      return send(response, 200, { id, object: "checkout.session", url: `https://checkout.stripe.test/c/pay/${id}` });
    }
    if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const id = `bps_test_${randomUUID().replaceAll("-", "")}`;
      return send(response, 200, { id, object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${id}` });
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && subscriptionPath) {
      const subscription = state.subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ""));
      if (!subscription) {
        return send(response, 404, stripeError("invalid_request_error", "No such subscription", "resource_missing"));
      }
      return send(response, 200, subscriptionObject(subscription));
    }
    send(response, 404, stripeError("invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname})`));
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    apiBase: `http://127.0.0.1:${port}`,
    secretKey,
    checkoutSessions: () =>
      state.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").map((r) => r.form),
    reset() {
      state.requests.length = 0;
      state.subscriptions.clear();
      state.failWith = null;
    },
    close() {
      // The SDK keeps connections alive; end them so close() does not wait for them to idle out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  });
}

function subscriptionObject(subscription: StripeTestSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    status: subscription.status,
    customer: subscription.customer,
    currency: subscription.currency,
    cancel_at_period_end: subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          price: { id: subscription.price, object: "price", currency: subscription.currency },
          quantity: 1,
          current_period_end: subscription.currentPeriodEnd,
        },
      ],
    },
  };
}

function stripeError(type: string, message: string, code?: string) {
  return { error: { type, message, ...(code ? { code } : {}) } };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    "content-type": "application/json",
    "request-id": `req_${randomUUID().replaceAll("-", "")}`,
    // Stripe says when a failed call is worth retrying; these are not, so the SDK gives up at once.
    ...(status >= 400 ? { "stripe-should-retry": "false" } : {}),
  });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
