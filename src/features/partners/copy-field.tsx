import { useState } from 'react';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';

/** A value shown once (a signed link, an access code), read-only, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  }
  return (
    <div className="copy-field">
      <TextField label={label} readOnly value={value} onFocus={(e) => e.target.select()} />
      <Button variant="secondary" onClick={() => void copy()}>
        Copy
      </Button>
      <p role="status" className="muted">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'Select the text and copy it yourself.' : ''}
      </p>
    </div>
  );
}
