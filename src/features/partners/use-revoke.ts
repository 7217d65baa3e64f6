// Revoking a row of an admin register (a vendor link, an access code): ask first, then revoke, say so, reload.
import { useState, type ReactNode } from 'react';
import { useConfirm } from '@/components/dialog';
import type { AppThunk } from '@/lib/store/family';
import { useAppDispatch } from '@/lib/store/hooks';
import type { RequestOutcome } from '@/lib/store/request';

export type Notice = { tone: 'success' | 'error'; text: string };

export function useRevoke(revoke: (id: number) => AppThunk<Promise<RequestOutcome<{ message: string }>>>, reload: () => void) {
  const dispatch = useAppDispatch();
  const [dialog, confirm] = useConfirm();
  const [notice, setNotice] = useState<Notice | null>(null);

  async function ask(id: number, title: string, message: ReactNode) {
    if (!(await confirm({ title, message, confirmLabel: 'Revoke', cancelLabel: 'Keep it' }))) return;
    const outcome = await dispatch(revoke(id));
    setNotice(outcome.ok ? { tone: 'success', text: outcome.data.message } : { tone: 'error', text: outcome.error });
    reload();
  }

  return { dialog, notice, setNotice, ask };
}
