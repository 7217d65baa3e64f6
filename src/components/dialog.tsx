import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import * as t from './dialog.messages';
import './dialog.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab on the dialog's own controls, wrapping at either end. */
function trapTab(e: KeyboardEvent, node: HTMLElement) {
  const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    e.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === node)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (!node.contains(active)) {
    e.preventDefault();
    first.focus();
  }
}

type DialogProps = {
  open: boolean;
  title: string;
  /** Escape and the caller's Cancel call this. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons; the first focusable element inside gets focus when the dialog opens. */
  actions: ReactNode;
};

/**
 * A modal dialog: labelled by its title, focus moved in and kept inside while open, the rest of
 * the page inert, Escape closes it, and focus goes back to what opened it.
 */
export function Dialog({ open, title, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const host = panel.current?.closest<HTMLElement>('.dialog-backdrop') ?? null;
    // Everything beside the dialog is inert, so neither the pointer nor a screen reader's cursor reaches it.
    const others = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== host && !el.hasAttribute('inert'));
    for (const el of others) el.setAttribute('inert', '');
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(`.dialog__actions ${FOCUSABLE}`) ?? node;
    first?.focus();
    const onKeyDown = (e: KeyboardEvent) => {
      if (!node) return;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (e.key === 'Tab') {
        trapTab(e, node);
      }
    };
    node?.addEventListener('keydown', onKeyDown);
    return () => {
      node?.removeEventListener('keydown', onKeyDown);
      for (const el of others) el.removeAttribute('inert');
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="dialog-backdrop">
      <div ref={panel} className="dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} tabIndex={-1}>
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes-or-no question (in place of window.confirm). Cancel comes first and takes the focus: the safe choice. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = t.cancel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

type ConfirmRequest = { title: string; message: ReactNode; confirmLabel: string; cancelLabel?: string };

/**
 * `const [dialog, confirm] = useConfirm()`: render `dialog`, then `if (await confirm({...}))`, the
 * awaitable replacement for window.confirm.
 */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const [asked, setAsked] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback((request: ConfirmRequest) => new Promise<boolean>((resolve) => setAsked({ ...request, resolve })), []);
  const settle = (ok: boolean) => {
    asked?.resolve(ok);
    setAsked(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={asked?.title ?? ''}
      confirmLabel={asked?.confirmLabel ?? ''}
      cancelLabel={asked?.cancelLabel}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      {asked?.message}
    </ConfirmDialog>
  );
  return [dialog, confirm];
}
