import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ConfirmEmailPanel } from '../../features/account-security';

const searchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

/** `/app/confirm-email?token=…`: the page an e-mail change link opens; the /app guard asks to log in first. */
export const Route = createFileRoute('/app/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchSchema.parse(search).token,
  }),
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { token } = Route.useSearch();
  return <ConfirmEmailPanel token={token} />;
}
