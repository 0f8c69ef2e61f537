import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui';
import type { IntegrationsData } from '../content-types';
import { FilterChips } from './FilterChips';

/** Integrations with the category filters; Connect on available ones, a disabled Coming Soon on the rest. */
export function IntegrationsGrid({ data }: { data: IntegrationsData }) {
  const { t } = useTranslation('pages');
  const [filter, setFilter] = useState('all');
  const shown = data.integrations.filter((item) => filter === 'all' || item.category === filter);
  return (
    <section className="flex flex-col gap-4" aria-label={t('integrations.label')}>
      <FilterChips
        label={t('integrations.filters')}
        filters={data.filters}
        selected={filter}
        onSelect={setFilter}
      />
      {shown.length === 0 ? (
        <p className="text-muted-foreground">{t('integrations.none')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((item) => (
            <li key={item.name}>
              <Card className="h-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-2">
                    <CardTitle>{item.name}</CardTitle>
                    <Badge variant={item.available ? 'success' : 'secondary'}>
                      {item.available ? t('integrations.available') : t('integrations.comingSoon')}
                    </Badge>
                  </div>
                  <CardDescription>{item.description}</CardDescription>
                </CardHeader>
                <CardContent className="mt-auto flex flex-col gap-3 text-sm">
                  <p className="text-muted-foreground">
                    {[item.type, item.popularity, item.setupTime].join(' · ')}
                  </p>
                  <ul className="flex flex-wrap gap-1">
                    {item.features.map((feature) => (
                      <li key={feature}>
                        <Badge variant="outline">{feature}</Badge>
                      </li>
                    ))}
                  </ul>
                  <Button variant={item.available ? 'primary' : 'outline'} disabled className="self-start">
                    {item.available ? t('integrations.connect') : t('integrations.comingSoon')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
