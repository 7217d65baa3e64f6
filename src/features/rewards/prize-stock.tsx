import { useState, type FormEvent } from 'react';
import type { AdminSpinPrize } from '@contract/rewards';
import { rewardMessages } from '@contract/rewards-rules';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useAction } from '@/lib/use-action';

type PrizeStockProps = { prize: AdminSpinPrize; onSave: (id: number, label: string, stock: number | null) => Promise<boolean> };

/** One prize's stock: a number, or empty for unlimited. */
export function PrizeStock({ prize, onSave }: PrizeStockProps) {
  const [value, setValue] = useState(prize.stock === null ? '' : String(prize.stock));
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useAction();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const text = value.trim();
    if (text !== '' && !/^\d{1,7}$/.test(text)) {
      setError(rewardMessages.stock);
      return;
    }
    setError(null);
    await run(() => onSave(prize.id, prize.label, text === '' ? null : Number(text)));
  }

  return (
    <form className="prize-stock" onSubmit={(e) => void submit(e)} aria-label={`Edit the stock of ${prize.label}`} noValidate>
      <TextField
        label={`Stock of ${prize.label}`}
        inputMode="numeric"
        value={value}
        error={error}
        placeholder="Unlimited"
        onChange={(e) => setValue(e.target.value)}
      />
      <Button type="submit" variant="secondary" busy={busy}>
        Save
      </Button>
    </form>
  );
}
