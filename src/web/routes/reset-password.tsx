import { Link, createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPanel } from '../features/accounts';
import { Card, CardContent } from '../ui';

const searchSchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

/** `/reset-password?token=…`: the page a password reset e-mail links to. */
export const Route = createFileRoute('/reset-password')({
  // The key is always returned: the router merges this over the raw query, so a dropped key would come back.
  validateSearch: (search: Record<string, unknown>): { token?: string | undefined } => ({
    token: searchSchema.parse(search).token,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <main className="flex min-h-dvh flex-col items-center gap-8 bg-muted px-4 py-10 sm:py-16">
      <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
        <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
        Postforge
      </Link>
      <Card className="w-full max-w-md">
        <CardContent>
          <ResetPasswordPanel token={token} />
        </CardContent>
      </Card>
    </main>
  );
}
