import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A rounded surface grouping related content. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

/** Top of a card: title, description and optional actions. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-4 sm:p-6', className)} {...props} />;
}

/** Props of {@link CardTitle}: pick the heading level that fits the page outline (default h3). */
export interface CardTitleProps extends ComponentProps<'h3'> {
  as?: 'h2' | 'h3' | 'h4' | 'p';
}

/** The card's heading. */
export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

/** Secondary text under the card title. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The card's body; sits under a CardHeader (no top padding of its own then). */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 first:pt-4 sm:px-6 sm:pb-6 sm:first:pt-6', className)} {...props} />;
}

/** Bottom row of a card, usually actions. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-2 px-4 pb-4 sm:px-6 sm:pb-6', className)}
      {...props}
    />
  );
}
