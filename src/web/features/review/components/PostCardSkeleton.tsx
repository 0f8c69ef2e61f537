import { Card, CardContent, CardHeader } from '../../../ui/Card';
import { Skeleton } from '../../../ui/Skeleton';

/** A placeholder card for a post that has not arrived yet; decorative (the grid announces loading). */
export function PostCardSkeleton() {
  return (
    <Card aria-hidden="true" className="h-full">
      <CardHeader className="gap-2">
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-16 rounded-full" />
        </div>
        <Skeleton className="h-5 w-3/4" />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="aspect-square w-full rounded-lg" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
    </Card>
  );
}
