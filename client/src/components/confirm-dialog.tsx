import type { ReactNode } from 'react';
import { Button } from './button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What the action does and what it leaves alone. */
  description: ReactNode;
  /** The destructive action's button. */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** While the action runs: both buttons are disabled and the dialog stays open. */
  busy?: boolean;
  /** The action button's text while busy (default: confirmLabel). */
  busyLabel?: ReactNode;
  /** The button that closes the dialog and does nothing. */
  cancelLabel?: ReactNode;
  cancelVariant?: 'outline' | 'ghost';
}

/** "Are you sure?" before a destructive action: a title, what happens, cancel and the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  busyLabel,
  cancelLabel = 'Cancel',
  cancelVariant = 'outline',
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant={cancelVariant} disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
