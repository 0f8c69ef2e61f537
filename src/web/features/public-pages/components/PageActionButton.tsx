import { Link } from '@tanstack/react-router';
import { Button, getButtonClasses, type ButtonVariant } from '../../../ui';
import type { PageAction } from '../content-types';

/** A page's call to action: a site link, an outside link, or (not wired yet) a disabled button. */
export function PageActionButton({
  action,
  variant = 'primary',
}: {
  action: PageAction;
  variant?: ButtonVariant;
}) {
  if (action.to) {
    return (
      <Link to={action.to} className={getButtonClasses({ variant })}>
        {action.label}
      </Link>
    );
  }
  if (action.href) {
    const isOutside = action.href.startsWith('http');
    return (
      <a
        href={action.href}
        className={getButtonClasses({ variant })}
        target={isOutside ? '_blank' : undefined}
        rel={isOutside ? 'noopener noreferrer' : undefined}
      >
        {action.label}
      </a>
    );
  }
  return (
    <Button variant={variant} disabled>
      {action.label}
    </Button>
  );
}
