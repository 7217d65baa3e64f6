import { useState } from 'react';
import { referralLink } from '@contract/rewards-rules';
import { Button } from '@/components/button';
import { config } from '@/lib/config';

/** My code with the ways to pass it on: WhatsApp, SMS and a copied link, each carrying `?ref=CODE`. */
export function ShareCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<string | null>(null);
  const link = referralLink(config.siteOrigin, code);
  const text = `Ride electric with me! Book your Revolt with my Rev Club code ${code}: ${link}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied(`Copy this link: ${link}`);
    }
  }

  return (
    <div className="rewards-share">
      <p className="rewards-code">
        <span className="rewards-code__label">Your referral code</span>
        <strong className="rewards-code__value">{code}</strong>
      </p>
      <ul className="rewards-share__actions">
        <li>
          <a className="btn btn--secondary" href={`https://wa.me/?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a className="btn btn--secondary" href={`sms:?body=${encodeURIComponent(text)}`}>
            Share by SMS
          </a>
        </li>
        <li>
          <Button variant="secondary" onClick={() => void copy()}>
            Copy link
          </Button>
        </li>
      </ul>
      <p role="status" className="muted rewards-share__status">
        {copied}
      </p>
    </div>
  );
}
