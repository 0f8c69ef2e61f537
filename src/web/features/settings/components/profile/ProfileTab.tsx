import { useTranslation } from 'react-i18next';
import { ProfileSecuritySection } from '../../../account-security';
import { Button, Card, CardContent, Skeleton, Spinner } from '../../../../ui';
import { useProfile } from '../../hooks/useProfile';
import { ProfileForm } from './ProfileForm';
import { TimeZoneCard } from './TimeZoneCard';

function ProfileSkeleton() {
  const { t } = useTranslation('settings');
  return (
    <Card aria-busy="true">
      <CardContent className="flex flex-col gap-4">
        <Spinner label={t('profile.loading')} className="sr-only" />
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-24 w-full" />
      </CardContent>
    </Card>
  );
}

/**
 * Profile: the profile form (image, names, bio, links, city, read-only e-mail), the account's time zone
 * and, below them, the security engineer's section.
 */
export function ProfileTab() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  return (
    <div className="flex flex-col gap-6">
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.data ? (
        <ProfileForm key={profile.data.updatedAt ?? 'new'} profile={profile.data} />
      ) : (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-3">
            <p className="font-medium">{t('profile.loadFailed')}</p>
            <p className="text-sm text-muted-foreground">{profile.error?.message}</p>
            <Button
              variant="outline"
              size="sm"
              isLoading={profile.isFetching}
              onClick={() => void profile.refetch()}
            >
              {t('retry')}
            </Button>
          </CardContent>
        </Card>
      )}
      <TimeZoneCard />
      <ProfileSecuritySection />
    </div>
  );
}
