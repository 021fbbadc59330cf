import { hkdfSync } from 'node:crypto';
import { type Config, resolveSessionSecret } from '../../config';
import { SandboxProvider } from './sandbox';

export type { SandboxEventBody, SandboxSession } from './sandbox';
export {
  SandboxProvider,
  sandboxCards,
  sandboxCheckoutPath,
  sandboxEvent,
  sandboxSignatureHeader,
  signSandboxEvent,
} from './sandbox';
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

const providers = new WeakMap<Config, SandboxProvider>();

/**
 * The provider of an application (decision 026): today the sandbox for card and wallet. Stripe
 * and PayPal adapters join here behind the same interface when their keys are configured.
 */
export function paymentProvider(config: Config): SandboxProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = new SandboxProvider(sandboxSecret(config));
    providers.set(config, provider);
  }
  return provider;
}
