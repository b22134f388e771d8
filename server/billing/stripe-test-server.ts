import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For tests: a Stripe-like API on 127.0.0.1 answering just the calls our billing code
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
  /** the subscription schedules created through it, by id */
  schedules: Map<string, StripeTestSchedule>;
  /** what GET /v1/invoices/:id and /v1/invoice_payments answer, by invoice id */
  invoices: Map<string, StripeTestInvoice>;
  /** the refunds created through it, by id, oldest first */
  refunds: Map<string, StripeTestRefund>;
  /** while set, every call is answered with this HTTP status and a Stripe error body */
  failWith: number | null;
  /** while set, only calls to paths starting with this fail (with `failWith`) */
  failOnly: string | null;
  /** the form fields of each POST /v1/checkout/sessions, oldest first */
  checkoutSessions(): Record<string, string>[];
  /** the calls that changed a subscription's plan (POST /v1/subscriptions/:id), oldest first */
  subscriptionUpdates(): StripeTestRequest[];
  /** the calls that created a refund (POST /v1/refunds), oldest first, replays included */
  refundRequests(): StripeTestRequest[];
  /** forgets the requests, subscriptions, schedules, invoices, refunds and failure */
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
  /** when the current period started; 30 days before its end unless set */
  currentPeriodStart?: number;
  /** the schedule that manages it, if any */
  schedule?: string | null;
}

/** A subscription schedule as our code reads it (https://docs.stripe.com/api/subscription_schedules/object). */
export interface StripeTestSchedule {
  id: string;
  subscription: string;
  status: "active" | "released";
  endBehavior: string;
  /** each phase's price and dates, from the last update (`duration` phases have no end date) */
  phases: { price: string; startDate: number | null; endDate: number | null }[];
}

/** A paid invoice as our code reads it (https://docs.stripe.com/api/invoices/object). */
export interface StripeTestInvoice {
  id: string;
  customer: string;
  subscription: string;
  amountPaid: number;
  currency: string;
  /** seconds since the epoch */
  paidAt: number;
  /** the payment intent that paid it, as its invoice payment names it */
  paymentIntent: string;
}

/** A refund made through the server (https://docs.stripe.com/api/refunds/object). */
export interface StripeTestRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  status: "succeeded";
  idempotencyKey: string | undefined;
}

/** Monthly prices in minor units, so an invoice preview can prorate the way Stripe does. */
const DEFAULT_PRICE_AMOUNTS: Record<string, number> = {
  price_creator_brl: 2990,
  price_creator_usd: 900,
  price_legend_brl: 6900,
  price_legend_usd: 1900,
};

export async function startStripeTestServer({
  secretKey = "sk_test_x",
  priceAmounts = DEFAULT_PRICE_AMOUNTS,
}: { secretKey?: string; priceAmounts?: Record<string, number> } = {}): Promise<StripeTestServer> {
  const state = {
    requests: [] as StripeTestRequest[],
    subscriptions: new Map<string, StripeTestSubscription>(),
    schedules: new Map<string, StripeTestSchedule>(),
    invoices: new Map<string, StripeTestInvoice>(),
    refunds: new Map<string, StripeTestRefund>(),
    failWith: null as number | null,
    failOnly: null as string | null,
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
    if (state.failWith !== null && (state.failOnly === null || url.pathname.startsWith(state.failOnly))) {
      return send(response, state.failWith, stripeError("api_error", "Something went wrong on Stripe's end"));
    }

    if (method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${randomUUID().replaceAll("-", "")}`;
      return send(response, 200, {
        id,
        object: "checkout.session",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
      const id = `bps_test_${randomUUID().replaceAll("-", "")}`;
      return send(response, 200, {
        id,
        object: "billing_portal.session",
        url: `https://billing.stripe.test/p/session/${id}`,
      });
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subscriptionPath) {
      const subscription = state.subscriptions.get(decodeURIComponent(subscriptionPath[1] ?? ""));
      if (!subscription) {
        return send(
          response,
          404,
          stripeError("invalid_request_error", "No such subscription", "resource_missing"),
        );
      }
      if (method === "DELETE") {
        if (subscription.status === "canceled")
          return send(
            response,
            400,
            stripeError("invalid_request_error", "This subscription is already canceled"),
          );
        subscription.status = "canceled";
      } else if (method === "POST") {
        if (form["items[0][id]"] !== itemId(subscription) || !form["items[0][price]"]) {
          return send(
            response,
            400,
            stripeError("invalid_request_error", "Change the subscription's own item"),
          );
        }
        subscription.price = form["items[0][price]"];
      }
      return send(response, 200, subscriptionObject(subscription));
    }
    const invoicePath = /^\/v1\/invoices\/(in_[^/]+)$/.exec(url.pathname);
    if (method === "GET" && invoicePath) {
      const invoice = state.invoices.get(decodeURIComponent(invoicePath[1] ?? ""));
      if (!invoice)
        return send(
          response,
          404,
          stripeError("invalid_request_error", "No such invoice", "resource_missing"),
        );
      return send(response, 200, invoiceObject(invoice));
    }
    if (method === "GET" && url.pathname === "/v1/invoice_payments") {
      const invoice = state.invoices.get(url.searchParams.get("invoice") ?? "");
      return send(response, 200, {
        object: "list",
        has_more: false,
        data: invoice
          ? [
              {
                id: `inpay_${invoice.id}`,
                object: "invoice_payment",
                invoice: invoice.id,
                status: "paid",
                amount_paid: invoice.amountPaid,
                currency: invoice.currency,
                payment: { type: "payment_intent", payment_intent: invoice.paymentIntent },
              },
            ]
          : [],
      });
    }
    if (url.pathname === "/v1/refunds") {
      const paymentIntent = method === "POST" ? form.payment_intent : url.searchParams.get("payment_intent");
      const made = [...state.refunds.values()].filter((refund) => refund.paymentIntent === paymentIntent);
      if (method === "GET")
        return send(response, 200, { object: "list", has_more: false, data: made.map(refundObject) });
      // Stripe answers a key it has seen with the first answer, and refuses a second full refund.
      const key = typeof idempotencyKey === "string" ? idempotencyKey : undefined;
      const replay = key ? made.find((refund) => refund.idempotencyKey === key) : undefined;
      if (replay) return send(response, 200, refundObject(replay));
      const paid = [...state.invoices.values()].find((invoice) => invoice.paymentIntent === paymentIntent);
      if (!paymentIntent || !paid)
        return send(
          response,
          404,
          stripeError("invalid_request_error", "No such payment_intent", "resource_missing"),
        );
      if (made.length > 0)
        return send(
          response,
          400,
          stripeError(
            "invalid_request_error",
            "Charge has already been refunded.",
            "charge_already_refunded",
          ),
        );
      const refund: StripeTestRefund = {
        id: `re_${randomUUID().replaceAll("-", "")}`,
        paymentIntent,
        amount: paid.amountPaid,
        status: "succeeded",
        idempotencyKey: key,
      };
      state.refunds.set(refund.id, refund);
      return send(response, 200, refundObject(refund));
    }
    if (method === "POST" && url.pathname === "/v1/invoices/create_preview") {
      const subscription = state.subscriptions.get(form.subscription ?? "");
      const price = form["subscription_details[items][0][price]"];
      if (!subscription || !price)
        return send(
          response,
          400,
          stripeError("invalid_request_error", "Preview a change of a known subscription"),
        );
      const at = Number(form["subscription_details[proration_date]"] ?? Math.floor(Date.now() / 1000));
      const start = subscription.currentPeriodStart ?? subscription.currentPeriodEnd - 30 * 24 * 60 * 60;
      const left = Math.max(
        0,
        (subscription.currentPeriodEnd - at) / (subscription.currentPeriodEnd - start),
      );
      const difference = (priceAmounts[price] ?? 0) - (priceAmounts[subscription.price] ?? 0);
      const amountDue = Math.max(0, Math.round(difference * left));
      return send(response, 200, {
        id: null,
        object: "invoice",
        currency: subscription.currency,
        amount_due: amountDue,
        total: amountDue,
      });
    }
    if (method === "POST" && url.pathname === "/v1/subscription_schedules") {
      const subscription = state.subscriptions.get(form.from_subscription ?? "");
      if (!subscription)
        return send(response, 400, stripeError("invalid_request_error", "No such subscription"));
      if (subscription.schedule)
        return send(
          response,
          400,
          stripeError("invalid_request_error", "The subscription already has a schedule"),
        );
      const id = `sub_sched_${randomUUID().replaceAll("-", "")}`;
      const start = subscription.currentPeriodStart ?? subscription.currentPeriodEnd - 30 * 24 * 60 * 60;
      const schedule: StripeTestSchedule = {
        id,
        subscription: subscription.id,
        status: "active",
        endBehavior: "release",
        phases: [{ price: subscription.price, startDate: start, endDate: subscription.currentPeriodEnd }],
      };
      state.schedules.set(id, schedule);
      subscription.schedule = id;
      return send(response, 200, scheduleObject(schedule));
    }
    const schedulePath = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(url.pathname);
    if (schedulePath) {
      const schedule = state.schedules.get(decodeURIComponent(schedulePath[1] ?? ""));
      if (!schedule)
        return send(
          response,
          404,
          stripeError("invalid_request_error", "No such subscription schedule", "resource_missing"),
        );
      if (method === "POST" && schedulePath[2]) {
        schedule.status = "released";
        const subscription = state.subscriptions.get(schedule.subscription);
        if (subscription) subscription.schedule = null;
      } else if (method === "POST") {
        schedule.endBehavior = form.end_behavior ?? schedule.endBehavior;
        const phases: StripeTestSchedule["phases"] = [];
        for (let index = 0; form[`phases[${index}][items][0][price]`]; index += 1) {
          const date = (key: string) =>
            form[`phases[${index}][${key}]`] ? Number(form[`phases[${index}][${key}]`]) : null;
          phases.push({
            price: form[`phases[${index}][items][0][price]`] ?? "",
            startDate: date("start_date"),
            endDate: date("end_date"),
          });
        }
        schedule.phases = phases;
      }
      return send(response, 200, scheduleObject(schedule));
    }
    send(
      response,
      404,
      stripeError("invalid_request_error", `Unrecognized request URL (${method}: ${url.pathname})`),
    );
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
      state.requests
        .filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")
        .map((r) => r.form),
    subscriptionUpdates: () =>
      state.requests.filter((r) => r.method === "POST" && /^\/v1\/subscriptions\/[^/]+$/.test(r.path)),
    refundRequests: () => state.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds"),
    reset() {
      state.requests.length = 0;
      state.subscriptions.clear();
      state.schedules.clear();
      state.invoices.clear();
      state.refunds.clear();
      state.failWith = null;
      state.failOnly = null;
    },
    close() {
      // The SDK keeps connections alive; end them so close() does not wait for them to idle out.
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  });
}

const itemId = (subscription: StripeTestSubscription) => `si_${subscription.id}`;

function scheduleObject(schedule: StripeTestSchedule) {
  const phases = schedule.phases.map((phase) => ({
    start_date: phase.startDate,
    end_date: phase.endDate,
    items: [{ price: phase.price, quantity: 1 }],
  }));
  return {
    id: schedule.id,
    object: "subscription_schedule",
    subscription: schedule.subscription,
    status: schedule.status,
    end_behavior: schedule.endBehavior,
    current_phase: phases[0] ? { start_date: phases[0].start_date, end_date: phases[0].end_date } : null,
    phases,
  };
}

function invoiceObject(invoice: StripeTestInvoice) {
  return {
    id: invoice.id,
    object: "invoice",
    customer: invoice.customer,
    currency: invoice.currency,
    amount_paid: invoice.amountPaid,
    status: "paid",
    status_transitions: { paid_at: invoice.paidAt },
    parent: { type: "subscription_details", subscription_details: { subscription: invoice.subscription } },
  };
}

function refundObject(refund: StripeTestRefund) {
  return {
    id: refund.id,
    object: "refund",
    amount: refund.amount,
    payment_intent: refund.paymentIntent,
    reason: "requested_by_customer",
    status: refund.status,
  };
}

function subscriptionObject(subscription: StripeTestSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    status: subscription.status,
    schedule: subscription.schedule ?? null,
    pending_update: null,
    customer: subscription.customer,
    currency: subscription.currency,
    cancel_at_period_end: subscription.cancel_at_period_end,
    metadata: subscription.metadata,
    items: {
      object: "list",
      data: [
        {
          id: itemId(subscription),
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
