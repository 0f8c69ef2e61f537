import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui';
import { useSession } from '../../accounts';
import { ChangePasswordCard } from './ChangePasswordCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { EmailChangeCard } from './EmailChangeCard';
import { ExportDataButton } from './ExportDataButton';
import { SessionsCard } from './SessionsCard';

/** The product's name: a password containing it is easy to guess. */
const productName = 'postforge';

/**
 * Password and security, below the profile form (Settings > Profile): change password, active sessions,
 * change of e-mail, export my data, delete my account.
 */
export function ProfileSecuritySection() {
  const { t } = useTranslation('security');
  const session = useSession();
  const user = session.data?.user;
  if (!user) return null;
  return (
    <section aria-labelledby="security-title" className="flex flex-col gap-6">
      <h2 id="security-title" className="text-xl font-semibold tracking-tight">
        {t('title')}
      </h2>
      <ChangePasswordCard userInputs={[user.name, user.email, productName]} />
      <SessionsCard />
      <EmailChangeCard currentEmail={user.email} />
      <Card>
        <CardHeader>
          <CardTitle>{t('export.title')}</CardTitle>
          <CardDescription>{t('export.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <ExportDataButton />
        </CardContent>
      </Card>
      <DeleteAccountCard isInstanceOwner={user.isInstanceOwner} />
    </section>
  );
}
