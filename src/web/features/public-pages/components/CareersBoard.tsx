import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui';
import type { CareersData } from '../content-types';
import { FilterChips } from './FilterChips';

/** Open positions with the department filter; applying opens soon (the buttons say so). */
export function CareersBoard({ data }: { data: CareersData }) {
  const { t } = useTranslation('pages');
  const [department, setDepartment] = useState('all');
  const jobs = data.jobs.filter((job) => department === 'all' || job.department === department);
  const labelOf = (id: string) => data.departments.find((entry) => entry.id === id)?.label ?? id;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="open-positions">
      <h2 id="open-positions" className="text-2xl font-semibold tracking-tight">
        {t('careers.positions')}
      </h2>
      <FilterChips
        label={t('careers.departments')}
        filters={data.departments}
        selected={department}
        onSelect={setDepartment}
      />
      {jobs.length === 0 ? (
        <p className="text-muted-foreground">{t('careers.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.title}>
              <Card>
                <CardHeader>
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle>{job.title}</CardTitle>
                    <Badge variant="secondary">{labelOf(job.department)}</Badge>
                  </div>
                  <CardDescription>{job.description}</CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
                  <p>{[job.location, job.type, job.experience, job.salary].join(' · ')}</p>
                  <Button variant="outline" disabled>
                    {t('careers.openingSoon')}
                  </Button>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button disabled>{t('careers.general')}</Button>
        <Button variant="outline" disabled>
          {t('careers.talentPool')}
        </Button>
      </div>
    </section>
  );
}
