import { hkdfSync } from 'node:crypto';
import { type Config, resolveSessionSecret } from '../../config';
import { PayPalProvider } from './paypal';
import { SandboxProvider } from './sandbox';
import { StripeProvider } from './stripe';
import type { CheckoutChannel, PaymentProvider } from './types';

export { PayPalProvider } from './paypal';
export type { SandboxEventBody, SandboxSession } from './sandbox';
export {
  SandboxProvider,
  sandboxCards,
  sandboxCheckoutPath,
  sandboxEvent,
  sandboxSignatureHeader,
  sandboxTokens,
  signSandboxEvent,
} from './sandbox';
export { StripeProvider } from './stripe';
export * from './types';

/** The sandbox's signing secret, derived from the application's secret (one per purpose). */
export function sandboxSecret(config: Config): string {
  const bytes = hkdfSync(
    'sha256',
    resolveSessionSecret(config),
    'storyloom payments v1',
    'sandbox-webhook',
    32,
  );
  return Buffer.from(bytes).toString('hex');
}

/** The providers of an application: which one takes cards, which one wallets, all by name. */
export interface PaymentProviders {
  sandbox: SandboxProvider;
  forChannel(channel: CheckoutChannel): PaymentProvider;
  named(name: string): PaymentProvider | undefined;
}

const registries = new WeakMap<Config, PaymentProviders>();

/**
 * Chosen by configuration (decisions 026 and 037): cards go to Stripe when STRIPE_SECRET_KEY is
 * set, wallets to PayPal when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are; otherwise to the
 * built-in sandbox. The sandbox stays reachable by name so its sessions made earlier still settle.
 */
export function paymentProviders(config: Config): PaymentProviders {
  let registry = registries.get(config);
  if (registry) return registry;
  const sandbox = new SandboxProvider(sandboxSecret(config));
  const stripe = config.stripe
    ? new StripeProvider({ ...config.stripe, publicUrl: config.publicUrl })
    : undefined;
  const paypal = config.paypal
    ? new PayPalProvider({ ...config.paypal, publicUrl: config.publicUrl })
    : undefined;
  const all = new Map<string, PaymentProvider>(
    [sandbox, stripe, paypal].filter((p) => p !== undefined).map((p) => [p.name, p]),
  );
  registry = {
    sandbox,
    forChannel: (channel) => (channel === 'card' ? stripe : paypal) ?? sandbox,
    named: (name) => all.get(name),
  };
  registries.set(config, registry);
  return registry;
}

/** The built-in sandbox of an application (its hosted page and the tests sign with it). */
export function sandboxProvider(config: Config): SandboxProvider {
  return paymentProviders(config).sandbox;
}
