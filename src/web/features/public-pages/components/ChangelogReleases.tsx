import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '../../../ui';
import type { ChangelogData } from '../content-types';

/** Releases, the latest first, each with Technical Details; one open at a time, a click on the open one closes it. */
export function ChangelogReleases({ data }: { data: ChangelogData }) {
  const { t } = useTranslation('pages');
  const [openVersion, setOpenVersion] = useState<string | null>(null);
  const baseId = useId();
  return (
    <ol className="flex flex-col gap-4" aria-label={t('changelog.releases')}>
      {data.releases.map((release, index) => {
        const isOpen = openVersion === release.version;
        const detailsId = `${baseId}-${index}`;
        return (
          <li key={release.version}>
            <Card className={cn(index === 0 && 'border-primary')}>
              <CardHeader>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={index === 0 ? 'default' : 'secondary'}>{release.version}</Badge>
                  <Badge variant="outline">{release.kind}</Badge>
                  <span className="text-sm text-muted-foreground">{release.date}</span>
                </div>
                <CardTitle as="h2">{release.title}</CardTitle>
                <CardDescription>{release.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  aria-expanded={isOpen}
                  aria-controls={detailsId}
                  onClick={() => setOpenVersion(isOpen ? null : release.version)}
                >
                  {t('changelog.details')}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
                  />
                </Button>
                <ul id={detailsId} hidden={!isOpen} className="flex flex-col gap-3">
                  {release.changes.map((change) => (
                    <li key={change.title} className="rounded-lg border p-3 text-sm">
                      <p className="flex flex-wrap items-center gap-2">
                        <Badge variant="outline">{change.type}</Badge>
                        <strong className="font-semibold">{change.title}</strong>
                        <span className="text-muted-foreground">{change.impact}</span>
                      </p>
                      <p className="mt-1 text-muted-foreground">{change.description}</p>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ol>
  );
}
