import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  assetEditProgressEventSchema,
  generatedPostEventSchema,
  liveEventsPath,
  livePostEventSchema,
  livePostEventTypes,
  type LivePostEvent,
} from '../../../../shared/contracts/live';
import { platformIds, platforms, type PlatformId } from '../../../../shared/domain/platforms';
import { queryKeys } from '../../../api/query-keys';
import { toast } from '../../../ui/Toaster';

/** How long to wait before opening a stream again that the server closed (grows to 60 s). */
const retryDelaysMs = [2000, 5000, 15_000, 30_000, 60_000];

/** Everything that shows stored posts: the posts lists, the review lists (a published post leaves them), stats. */
function refreshPosts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.posts });
  void queryClient.invalidateQueries({ queryKey: queryKeys.myFeedPosts });
  void queryClient.invalidateQueries({ queryKey: ['generation', 'run'] });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

const isPlatformId = (value: string): value is PlatformId =>
  (platformIds as readonly string[]).includes(value);

/**
 * The workspace's post events, live (GET /api/events, one stream per tab): each postPublished, postScheduled
 * or scheduledPostExecuted refreshes the posts on screen and shows a toast; postGenerated (the user's own
 * runs) refreshes 'My posts'; assetEditProgress (the user's video edits) feeds the editor's progress bar;
 * `resync` (the server's listening
 * connection came back) and a reconnect refresh too. Mount once, in the app shell.
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('shell');

  useEffect(() => {
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasOpen = false;
    let isStopped = false;

    const announce = (event: LivePostEvent) => {
      const platform = isPlatformId(event.platform) ? platforms[event.platform].name : event.platform;
      const snippet = event.content.length > 80 ? `${event.content.slice(0, 79)}…` : event.content;
      if (event.type === 'postScheduled') {
        const when = event.scheduledFor
          ? new Intl.DateTimeFormat(i18n.language, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: event.timeZone,
            }).format(new Date(event.scheduledFor))
          : '';
        toast.success(t('live.postScheduled', { platform, when }), { description: snippet });
      } else if (event.type === 'scheduledPostExecuted') {
        toast.success(t('live.scheduledPostExecuted', { platform }), { description: snippet });
      } else {
        toast.success(t('live.postPublished', { platform }), { description: snippet });
      }
    };

    const open = () => {
      if (isStopped) return;
      const current = new EventSource(liveEventsPath);
      source = current;
      current.addEventListener('ready', () => {
        failures = 0;
        // Events sent while this tab was not connected are not replayed: re-read what is on screen.
        if (wasOpen) refreshPosts(queryClient);
        wasOpen = true;
      });
      current.addEventListener('resync', () => refreshPosts(queryClient));
      for (const type of livePostEventTypes) {
        current.addEventListener(type, (message) => {
          const parsed = livePostEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
          if (!parsed.success) return;
          refreshPosts(queryClient);
          announce(parsed.data);
        });
      }
      // postGenerated (the user's own runs): their 'My posts' view shows the new post; no toast, the
      // generation screen shows the run's progress itself.
      current.addEventListener('postGenerated', (message) => {
        const parsed = generatedPostEventSchema.safeParse(JSON.parse((message as MessageEvent<string>).data));
        if (parsed.success) void queryClient.invalidateQueries({ queryKey: queryKeys.myFeedPosts });
      });
      // A video edit of this user: its percentage, read by the asset editor's progress bar.
      current.addEventListener('assetEditProgress', (message) => {
        const parsed = assetEditProgressEventSchema.safeParse(
          JSON.parse((message as MessageEvent<string>).data),
        );
        if (!parsed.success) return;
        const key = queryKeys.assetEditProgress(parsed.data.progressId);
        // Notices may arrive out of order across processes: the bar never goes back.
        queryClient.setQueryData<number>(key, (previous) => Math.max(previous ?? 0, parsed.data.percent));
      });
      current.addEventListener('error', () => {
        // EventSource reconnects by itself after a dropped connection; a refused one (401, 429) is closed for
        // good, so open a new one later.
        if (current.readyState !== EventSource.CLOSED || isStopped) return;
        const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 60_000;
        failures += 1;
        retryTimer = setTimeout(open, delay);
      });
    };
    open();
    return () => {
      isStopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, t, i18n.language]);
}
