/**
 * A local stand-in for the parts of the Stripe API Telve calls, so tests run the real stripe-node
 * client over real HTTP (form-encoded bodies in, Stripe-shaped JSON out) without a network. It keeps
 * its objects in memory, records every request, and has helpers for what happens on Stripe's side
 * (a member paying on the Checkout page, a renewal, a failed payment) and for signing webhooks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../../src/env';

/** One request the stand-in received; bodies and query strings are decoded into nested objects. */
interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Record<string, any>;
  body: Record<string, any>;
  headers: IncomingMessage['headers'];
}

interface StripeStandInOptions {
  secretKey?: string;
  /** Put current_period_end on the subscription, as API versions before 2025-03-31.basil did. */
  legacyPeriods?: boolean;
  /** Stripe's clock in milliseconds (default: the real time). */
  now?: () => number;
}

export interface StripeStandIn {
  apiBase: { host: string; port: number; protocol: 'http' };
  secretKey: string;
  prices: { monthly: string; annual: string };
  requests: RecordedStripeRequest[];
  customers: Map<string, any>;
  sessions: Map<string, any>;
  subscriptions: Map<string, any>;
  /** The member pays on the Checkout page: the subscription is created and the session completes. */
  completeCheckout(sessionId: string, options?: { status?: string }): { session: any; subscription: any };
  /** Changes a subscription on Stripe's side; `periodEnd` (seconds) moves the current period's end. */
  updateSubscription(id: string, patch: Record<string, unknown> & { periodEnd?: number }): any;
  /** A failed renewal: the subscription goes past_due and an open invoice is returned. */
  failPayment(subscriptionId: string): any;
  /** A Stripe event wrapping a copy of the object as it is now. */
  event(type: string, object: any): any;
  close(): Promise<void>;
}

const PRICES = {
  price_telve_monthly: { interval: 'month', amount: 999 },
  price_telve_annual: { interval: 'year', amount: 8999 },
} as const;

/** Decodes Stripe's form encoding (`a[b][0]=x`) into nested objects and arrays. */
function parseStripeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = key.split('[').map((part) => part.replace(/]$/, ''));
    let node: any = root;
    const path = [head, ...rest];
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] ?? '');
      if (last) node[segment] = value;
      else node = node[segment] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

const clone = <T>(value: T): T => structuredClone(value);

export async function startStripeStandIn(options: StripeStandInOptions = {}): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? 'sk_test_telve_standin';
  const nowSeconds = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, any>();
  const sessions = new Map<string, any>();
  const subscriptions = new Map<string, any>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const sockets = new Set<Socket>();
  let sequence = 0;
  const newId = (prefix: string) => {
    sequence += 1;
    return `${prefix}_standin${sequence.toString().padStart(6, '0')}`;
  };

  const missing = (what: string, id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
  });
  const invalid = (message: string, param?: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, param } },
  });

  function periodEndAfter(start: number, interval: string): number {
    const date = new Date(start * 1000);
    if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
    else date.setUTCMonth(date.getUTCMonth() + 1);
    return Math.floor(date.getTime() / 1000);
  }

  function setPeriod(subscription: any, start: number, end: number): void {
    const holder = options.legacyPeriods ? subscription : subscription.items.data[0];
    holder.current_period_start = start;
    holder.current_period_end = end;
  }

  function newSubscription(
    customer: string,
    priceId: keyof typeof PRICES,
    metadata: Record<string, string>,
    status: string,
  ) {
    const created = nowSeconds();
    const id = newId('sub');
    const price = PRICES[priceId];
    const subscription: any = {
      id,
      object: 'subscription',
      customer,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created,
      start_date: created,
      livemode: false,
      metadata,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            price: {
              id: priceId,
              object: 'price',
              currency: 'usd',
              unit_amount: price.amount,
              recurring: { interval: price.interval, interval_count: 1 },
            },
          },
        ],
      },
    };
    setPeriod(subscription, created, periodEndAfter(created, price.interval));
    subscriptions.set(id, subscription);
    return subscription;
  }

  type Answer = { status: number; body: unknown };
  function route(method: string, path: string, query: Record<string, any>, body: Record<string, any>): Answer {
    const parts = path.split('/').filter(Boolean);
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        created: nowSeconds(),
        livemode: false,
        metadata: {},
        ...body,
      };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = body.line_items?.[0]?.price;
      if (body.mode !== 'subscription') return invalid('The stand-in only opens subscription checkouts.', 'mode');
      if (!(priceId in PRICES)) return invalid(`No such price: '${priceId}'`, 'line_items[0][price]');
      if (body.customer && !customers.has(body.customer))
        return invalid(`No such customer: '${body.customer}'`, 'customer');
      if (!body.success_url) return invalid('Missing required param: success_url.', 'success_url');
      const id = newId('cs_test');
      const session = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        success_url: body.success_url,
        cancel_url: body.cancel_url ?? null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        created: nowSeconds(),
        expires_at: body.expires_at ? Number(body.expires_at) : nowSeconds() + 24 * 3600,
        livemode: false,
        _lineItems: body.line_items,
        _subscriptionMetadata: body.subscription_data?.metadata ?? {},
      };
      sessions.set(id, session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'POST' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[4] === 'expire') {
      const session = sessions.get(parts[3] ?? '');
      if (!session) return missing('checkout.session', parts[3] ?? '');
      if (session.status !== 'open') return invalid('Only Checkout Sessions with a status of open can be expired.');
      session.status = 'expired';
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return missing('checkout.session', parts[3]);
      const view = publicSession(session);
      const expand: string[] = Object.values(query.expand ?? {});
      if (expand.includes('subscription') && session.subscription) {
        view.subscription = clone(subscriptions.get(session.subscription));
      }
      return { status: 200, body: view };
    }
    if (parts[1] === 'subscriptions' && parts[2] && parts.length === 3) {
      const subscription = subscriptions.get(parts[2]);
      if (!subscription) return missing('subscription', parts[2]);
      if (method === 'GET') return { status: 200, body: clone(subscription) };
      if (method === 'POST') return updateFromApi(subscription, body);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled') return invalid(`No such subscription: '${parts[2]}'`);
        const now = nowSeconds();
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now,
          ended_at: now,
          cancel_at_period_end: false,
        });
        return { status: 200, body: clone(subscription) };
      }
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(body.customer)) return invalid(`No such customer: '${body.customer}'`, 'customer');
      const id = newId('bps');
      const portal = {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      return { status: 200, body: portal };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    };
  }

  function updateFromApi(subscription: any, body: Record<string, any>): Answer {
    if ('cancel_at_period_end' in body && 'cancel_at' in body) {
      return invalid('You may only specify one of these parameters: cancel_at, cancel_at_period_end.');
    }
    if (subscription.status === 'canceled') {
      return invalid('A canceled subscription can only update its cancellation_details and metadata.');
    }
    if ('cancel_at_period_end' in body) {
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
    }
    if ('cancel_at' in body) subscription.cancel_at = body.cancel_at === '' ? null : Number(body.cancel_at);
    return { status: 200, body: clone(subscription) };
  }

  function publicSession(session: any): any {
    const { _lineItems, _subscriptionMetadata, ...view } = session;
    return clone(view);
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const record = {
      method,
      path: url.pathname,
      query: parseStripeForm(url.search.slice(1)),
      body: parseStripeForm(raw),
      headers: req.headers,
    };
    requests.push(record);
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' && method === 'POST' ? idempotent.get(key) : undefined;
    const answer = replay ?? route(method, url.pathname, record.query, record.body);
    if (typeof key === 'string' && method === 'POST') idempotent.set(key, answer);
    sendJson(res, answer.status, answer.body);
  }

  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: { host: '127.0.0.1', port, protocol: 'http' },
    secretKey,
    prices: { monthly: 'price_telve_monthly', annual: 'price_telve_annual' },
    requests,
    customers,
    sessions,
    subscriptions,
    completeCheckout(sessionId, extra = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stand-in: no checkout session ${sessionId}`);
      const priceId = session._lineItems?.[0]?.price as keyof typeof PRICES;
      const metadata = session._subscriptionMetadata;
      const subscription = newSubscription(session.customer, priceId, metadata, extra.status ?? 'active');
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return { session: publicSession(session), subscription: clone(subscription) };
    },
    updateSubscription(id, patch) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`stand-in: no subscription ${id}`);
      const { periodEnd, ...fields } = patch;
      Object.assign(subscription, fields);
      if (periodEnd !== undefined) {
        const holder = options.legacyPeriods ? subscription : subscription.items.data[0];
        setPeriod(subscription, holder.current_period_end, periodEnd);
      }
      return clone(subscription);
    },
    failPayment(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`stand-in: no subscription ${subscriptionId}`);
      subscription.status = 'past_due';
      const parent = options.legacyPeriods
        ? null
        : {
            type: 'subscription_details',
            subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
          };
      return {
        id: newId('in'),
        object: 'invoice',
        customer: subscription.customer,
        status: 'open',
        amount_due: subscription.items.data[0].price.unit_amount,
        currency: 'usd',
        attempt_count: 1,
        next_payment_attempt: nowSeconds() + 3 * 24 * 3600,
        billing_reason: 'subscription_cycle',
        livemode: false,
        parent,
        ...(options.legacyPeriods ? { subscription: subscriptionId } : {}),
      };
    },
    event(type, object) {
      return {
        id: newId('evt'),
        object: 'event',
        api_version: options.legacyPeriods ? '2024-06-20' : '2026-10-28.endive',
        created: nowSeconds(),
        data: { object: clone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The app's Stripe config pointed at the stand-in. */
export function stripeConfigFor(standIn: StripeStandIn, webhookSecret: string): StripeConfig {
  return {
    secretKey: standIn.secretKey,
    webhookSecret,
    priceMonthly: standIn.prices.monthly,
    priceAnnual: standIn.prices.annual,
    apiBase: standIn.apiBase,
  };
}

/** The body and Stripe-Signature header of a webhook delivery, signed as Stripe signs it. */
export function signWebhook(
  event: unknown,
  secret: string,
  timestamp?: number,
): { payload: string; signature: string } {
  const payload = JSON.stringify(event, null, 2);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, payload: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin_${Date.now()}` });
  res.end(JSON.stringify(payload));
}
