/**
 * Profile: the profile form (avatar, names, bio, links, city, read-only e-mail) and, below it, the
 * security engineer's section.
 */
export function ProfileTab() {
  return (
    <div className="flex flex-col gap-6">
      {/* Slot: the security engineer renders <ProfileSecuritySection /> here, below the profile form
          (password, sessions, e-mail change, export and account deletion). Nothing renders here until then. */}
    </div>
  );
}
