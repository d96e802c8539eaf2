import type { Endpoint } from './endpoint';

/**
 * Every endpoint's method, path and access, free of schemas so the first page load stays small.
 * Each feature's contract file adds the schemas to its entries (see endpoints.ts).
 */
export const ROUTES = {
  register: { method: 'POST', path: '/api/register', access: 'public' },
  login: { method: 'POST', path: '/api/login', access: 'public' },
  logout: { method: 'POST', path: '/api/logout', access: 'public' },
  user: { method: 'GET', path: '/api/user', access: 'member' },
  termsConsent: { method: 'POST', path: '/api/terms-consent', access: 'member' },
  updateProfile: { method: 'POST', path: '/api/update-profile', access: 'member' },
  uploadPhoto: { method: 'POST', path: '/api/upload-photo', access: 'member' },
  subscription: { method: 'GET', path: '/api/subscription', access: 'member' },
  createSubscription: { method: 'POST', path: '/api/create-subscription', access: 'member' },
  cancelSubscription: { method: 'POST', path: '/api/cancel-subscription', access: 'member' },
  reactivateSubscription: { method: 'POST', path: '/api/reactivate-subscription', access: 'member' },
  activateDemoSubscription: { method: 'POST', path: '/api/activate-demo-subscription', access: 'member' },
  confirmCheckout: { method: 'POST', path: '/api/confirm-checkout', access: 'member' },
  billingPortal: { method: 'POST', path: '/api/billing-portal', access: 'member' },
  stripeWebhook: { method: 'POST', path: '/api/stripe/webhook', access: 'public' },
  recordMood: { method: 'POST', path: '/api/moods', access: 'member' },
  listMoods: { method: 'GET', path: '/api/moods', access: 'member' },
  horoscope: { method: 'POST', path: '/api/horoscope', access: 'member' },
  affirmation: { method: 'POST', path: '/api/affirmation', access: 'member' },
  createReading: { method: 'POST', path: '/api/coffee-reading', access: 'member' },
  latestReading: { method: 'GET', path: '/api/coffee-reading', access: 'member' },
  reading: { method: 'GET', path: '/api/coffee-reading/:id', access: 'member' },
  listReadings: { method: 'GET', path: '/api/readings', access: 'premium' },
  ask: { method: 'POST', path: '/api/ask', access: 'premium' },
  askStream: { method: 'POST', path: '/api/ask/stream', access: 'premium' },
  health: { method: 'GET', path: '/api/health', access: 'public' },
} as const satisfies Record<string, Pick<Endpoint, 'method' | 'path' | 'access'>>;
