import { TEST_KEY } from '@brigade/test-kit';
import pino from 'pino';
import { startBilling } from '../src/app';
import { choosePaymentProvider } from '../src/providers/provider-config';

const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

describe('the payment provider at start-up (fails closed)', () => {
  it('refuses a production start without Stripe keys, naming the variables', () => {
    const config = {
      port: 0,
      mongo: { uri: 'mongodb://127.0.0.1:1', dbName: 'unused' },
      internalKey: TEST_KEY,
      kafkaBrokers: [],
      outboxIntervalMs: 200,
    };
    expect(() => startBilling({ ...config, production: true }, pino({ level: 'silent' }), {})).toThrow(
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set in production/,
    );
  });

  it('refuses a production start with only some Stripe keys', () => {
    expect(() => choosePaymentProvider({ STRIPE_SECRET_KEY: 'sk_live_x' }, true)).toThrow(/STRIPE_PUBLISHABLE_KEY/);
  });

  it("refuses k8s's change-me placeholders in production", () => {
    expect(() => choosePaymentProvider({ ...STRIPE, STRIPE_SECRET_KEY: 'change-me' }, true)).toThrow(
      /change-me placeholder of STRIPE_SECRET_KEY/,
    );
  });

  it('takes nothing but "true" as the opt-in for the local stand-in', () => {
    expect(() => choosePaymentProvider({ ALLOW_EMBEDDED_PAYMENTS: '1' }, true)).toThrow(/ALLOW_EMBEDDED_PAYMENTS=true/);
  });

  it('uses Stripe when its keys are set, in production or not', () => {
    expect(choosePaymentProvider(STRIPE, true)).toBe('stripe');
    expect(choosePaymentProvider({ ...STRIPE, ALLOW_EMBEDDED_PAYMENTS: 'true' }, true)).toBe('stripe');
    expect(choosePaymentProvider(STRIPE, false)).toBe('stripe');
  });

  it('uses the embedded provider in production only with the explicit opt-in (a local demo)', () => {
    expect(choosePaymentProvider({ ALLOW_EMBEDDED_PAYMENTS: 'true' }, true)).toBe('embedded');
  });

  it('uses the embedded provider outside production without being asked', () => {
    expect(choosePaymentProvider({}, false)).toBe('embedded');
  });
});
