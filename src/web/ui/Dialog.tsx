import { useState, type ComponentProps, type ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** Root of a dialog (Radix Dialog): controlled with `open`/`onOpenChange`, or uncontrolled with a trigger. */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; use `asChild` to wrap a {@link Button}. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Closes the dialog when activated; use `asChild` to wrap a {@link Button} (e.g. a Cancel button). */
export const DialogClose = DialogPrimitive.Close;

/** Props of {@link DialogContent}. */
export interface DialogContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> {
  /** Heading and accessible name of the dialog. */
  title: ReactNode;
  /** Sentence under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** Keeps the title for screen readers but hides it visually (when the content carries its own heading). */
  hideTitle?: boolean;
  /** Keeps the description for screen readers but hides it visually. */
  hideDescription?: boolean;
  /** Action row at the bottom (buttons), stacked on phones and right-aligned from `sm` up. */
  footer?: ReactNode;
}

/** The element focused when a dialog opens (read while rendering, before Radix moves focus inside). */
function readFocusedElement(): HTMLElement | undefined {
  const element = typeof document === 'undefined' ? null : document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : undefined;
}

/**
 * The dialog panel with overlay, title, optional description and a 'Close' button.
 * Full screen on phones; a centred card (max 32 rem wide) from the `sm` breakpoint. On closing, focus returns
 * to the element that had it when the dialog opened (the button that opened it), also for a dialog opened
 * without a {@link DialogTrigger} (a controlled one, or one opened from the URL); Radix alone returns focus
 * only to its own trigger.
 */
export function DialogContent({
  title,
  description,
  hideTitle,
  hideDescription,
  footer,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const { t } = useTranslation();
  const [opener] = useState(readFocusedElement);
  const handleCloseAutoFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
  const hasDescription = description !== undefined && description !== null;
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-overlay animate-fade-in" />
      <DialogPrimitive.Content
        {...(hasDescription ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-0 z-50 flex flex-col gap-4 overflow-y-auto bg-card p-4 text-card-foreground shadow-xl',
          'animate-pop-in focus-visible:outline-none',
          'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg',
          'sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl sm:border sm:p-6',
          className,
        )}
        onCloseAutoFocus={handleCloseAutoFocus}
        {...props}
      >
        <div className="flex items-start justify-between gap-4">
          <div className={cn('flex flex-col gap-1.5', hideTitle && !hasDescription && 'sr-only')}>
            <DialogPrimitive.Title
              className={cn('text-lg leading-tight font-semibold', hideTitle && 'sr-only')}
            >
              {title}
            </DialogPrimitive.Title>
            {hasDescription && (
              <DialogPrimitive.Description
                className={cn('text-sm text-muted-foreground', hideDescription && 'sr-only')}
              >
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label={t('ui.close')}
            className={cn(
              '-mt-1 -mr-1 ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-md',
              'text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground',
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="flex-1">{children}</div>
        {footer && <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div>}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
