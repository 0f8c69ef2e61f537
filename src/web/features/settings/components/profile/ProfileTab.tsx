import { ProfileSecuritySection } from '../../../account-security';

/**
 * Profile: the profile form (avatar, names, bio, links, city, read-only e-mail) and, below it, the
 * security engineer's section.
 */
export function ProfileTab() {
  return (
    <div className="flex flex-col gap-6">
      <ProfileSecuritySection />
    </div>
  );
}
