// The CRM of CRM_PROVIDER: the one place that picks an adapter of the crm.ts interface.
import type { Config } from '../config.js';
import type { CrmSender } from './crm.js';
import { LeadSquaredSender } from './leadsquared.js';

/** The CRM of CRM_PROVIDER, or null when leads are only stored. */
export function crmSender(config: Pick<Config, 'crmProvider' | 'leadSquared'>): CrmSender | null {
  switch (config.crmProvider) {
    case 'none':
      return null;
    case 'leadsquared':
      if (!config.leadSquared) throw new Error('CRM_PROVIDER is leadsquared but its settings are not configured');
      return new LeadSquaredSender(config.leadSquared);
  }
}
