import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SettingsScreen, settingsTabIds, type SettingsTabId } from '../../features/settings';

/** Search of /app/settings: `tab` is the open tab; an unknown value is dropped, never an error. */
const settingsSearchSchema = z.object({
  tab: z.enum(settingsTabIds).optional().catch(undefined),
  /** The Connect a platform just sent back (Settings › Platforms shows how it ended). */
  attempt: z.uuid().optional().catch(undefined),
});

/** /app/settings: Profile, Platforms, LLM Integration, Notifications and Appearance (`?tab=`). */
export const Route = createFileRoute('/app/settings')({
  validateSearch: settingsSearchSchema,
  component: SettingsPage,
});

function SettingsPage() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const handleTabChange = (next: SettingsTabId) => void navigate({ search: { tab: next }, replace: true });
  return <SettingsScreen tab={tab} onTabChange={handleTabChange} />;
}
