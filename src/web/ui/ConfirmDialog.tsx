import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose, DialogContent } from './Dialog';

/** Props of {@link ConfirmDialog}; every text comes translated from the caller. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs on confirm; the dialog stays open (busy) until the caller closes it. */
  onConfirm: () => void;
  isPending?: boolean;
  /** A failure to show inside the dialog (announced). */
  error?: string | undefined;
  /** 'destructive' for a removal. */
  variant?: 'primary' | 'destructive';
  /** More about what the action does, under the description. */
  children?: ReactNode;
}

/**
 * An accessible confirmation in place of `window.confirm`: a titled dialog with Cancel (focused first, Escape
 * works) and the action button, busy while the action runs, with its failure shown inside.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  error,
  variant = 'destructive',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={title}
          description={description}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline" autoFocus>
                  {cancelLabel}
                </Button>
              </DialogClose>
              <Button variant={variant} isLoading={isPending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </>
          }
        >
          {children}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
