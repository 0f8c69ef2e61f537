import { useQuery } from '@tanstack/react-query';
import { calendarContract } from '../../../../shared/contracts/posts-history';
import { callApi } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/** Scheduled, published and failed posts whose time is in [from, to) (ISO instants). */
export function useCalendarPosts(from: string, to: string) {
  return useQuery({
    queryKey: queryKeys.postCalendar(from, to),
    queryFn: ({ signal }) => callApi(calendarContract, { query: { from, to }, signal }),
  });
}
