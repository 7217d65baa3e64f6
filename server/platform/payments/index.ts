import type { Config } from '../config.js';
import type { Queryable } from '../db/index.js';
import type { PaymentGateway } from './gateway.js';
import { RazorpayGateway } from './razorpay.js';
import { SandboxGateway } from './sandbox.js';

/** The adapter for PAYMENT_PROVIDER (readConfig has already refused a provider that has none, or missing keys). */
export function paymentGateway(config: Pick<Config, 'paymentProvider' | 'razorpay'>, db: Queryable): PaymentGateway {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxGateway(db);
    case 'razorpay':
      if (!config.razorpay) throw new Error('PAYMENT_PROVIDER is razorpay but its keys are not configured');
      return new RazorpayGateway(config.razorpay);
  }
}
