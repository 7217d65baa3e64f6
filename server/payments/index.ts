import type { Config } from '../config.js';
import type { PaymentGateway } from './gateway.js';
import { SandboxGateway } from './sandbox.js';

/** The adapter for PAYMENT_PROVIDER (readConfig has already refused a provider that has none). */
export function paymentGateway(config: Pick<Config, 'paymentProvider'>): PaymentGateway {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxGateway();
  }
}
