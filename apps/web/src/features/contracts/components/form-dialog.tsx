import type { FormEvent, ReactNode } from 'react';

import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: { title: string; cancel: string; submit: string; submitting: string };
  description: ReactNode;
  /** The description holds several blocks (paragraphs): it is a div instead of one paragraph. */
  blockDescription?: boolean;
  /** A note between the description and the form. */
  note?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The submit button waits (disabled, its label saying so) while the form submits. */
  submitting: boolean;
  submitVariant?: ButtonProps['variant'];
  /** The form's fields. */
  children: ReactNode;
};

/** A contract action's dialog: title, description, the form's fields, Cancel and a submit button that waits. */
export function FormDialog({
  open,
  onOpenChange,
  copy,
  description,
  blockDescription = false,
  note,
  onSubmit,
  submitting,
  submitVariant,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          {blockDescription ? (
            <DialogDescription asChild>
              <div className="flex flex-col gap-2">{description}</div>
            </DialogDescription>
          ) : (
            <DialogDescription>{description}</DialogDescription>
          )}
        </DialogHeader>
        {note}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          {children}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{copy.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant={submitVariant} disabled={submitting}>
              {submitting ? copy.submitting : copy.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
