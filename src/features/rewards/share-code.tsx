import { useState } from 'react';
import { referralLink } from '@contract/rewards-rules';
import { Button } from '@/components/button';
import { config } from '@/lib/config';
import * as t from './share-code.messages';

/** My code with the ways to pass it on: WhatsApp, SMS and a copied link, each carrying `?ref=CODE`. */
export function ShareCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const link = referralLink(config.siteOrigin, code);
  const text = t.shareText({ code, link });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t.copied);
    } catch {
      setCopied(t.copyThis({ link }));
    }
  }

  return (
    <div className="rewards-share">
      <p className="rewards-code">
        <span className="rewards-code__label">{t.yourReferralCode}</span>
        <strong className="rewards-code__value">{code}</strong>
      </p>
      <ul className="rewards-share__actions">
        <li>
          <a className="btn btn--secondary" href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
            {t.whatsApp}
            <span className="visually-hidden">{t.newTab}</span>
          </a>
        </li>
        <li>
          <a className="btn btn--secondary" href={`sms:?body=${encodeURIComponent(text)}`}>
            {t.sms}
          </a>
        </li>
        <li>
          <Button variant="secondary" onClick={() => void copy()}>
            {t.copyLink}
          </Button>
        </li>
      </ul>
      <p role="status" className="muted rewards-share__status">
        {copied}
      </p>
    </div>
  );
}
