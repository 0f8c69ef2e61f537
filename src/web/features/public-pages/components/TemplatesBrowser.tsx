import { useState } from 'react';
import { LayoutGrid, List, Search } from 'lucide-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Input,
  cn,
  getButtonClasses,
} from '../../../ui';
import type { TemplatesData } from '../content-types';
import { FilterChips } from './FilterChips';

type Template = TemplatesData['templates'][number];

/** Whether a template matches the search (title, description or a tag, any case) and the chosen category. */
export function matchesTemplate(template: Template, query: string, category: string): boolean {
  const needle = query.trim().toLowerCase();
  const matchesQuery =
    needle === '' ||
    template.title.toLowerCase().includes(needle) ||
    template.description.toLowerCase().includes(needle) ||
    template.tags.some((tag) => tag.toLowerCase().includes(needle));
  return matchesQuery && (category === 'all' || template.category === category);
}

/** Templates: live search, category chips and a grid/list view; the empty state when nothing matches. */
export function TemplatesBrowser({ data }: { data: TemplatesData }) {
  const { t } = useTranslation('pages');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('all');
  const [view, setView] = useState<'grid' | 'list'>('grid');
  const templates = data.templates.filter((template) => matchesTemplate(template, query, category));
  return (
    <section className="flex flex-col gap-4" aria-label={t('templates.label')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full max-w-md">
          <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            aria-label={t('templates.searchLabel')}
            placeholder={t('templates.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
        <div role="group" aria-label={t('templates.view')} className="flex gap-1">
          <Button
            size="icon"
            variant={view === 'grid' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'grid'}
            aria-label={t('templates.grid')}
            onClick={() => setView('grid')}
          >
            <LayoutGrid aria-hidden="true" className="size-4" />
          </Button>
          <Button
            size="icon"
            variant={view === 'list' ? 'secondary' : 'ghost'}
            aria-pressed={view === 'list'}
            aria-label={t('templates.list')}
            onClick={() => setView('list')}
          >
            <List aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <FilterChips
        label={t('templates.categories')}
        filters={data.categories}
        selected={category}
        onSelect={setCategory}
      />
      {templates.length === 0 ? (
        <EmptyState
          icon={Search}
          titleAs="p"
          title={t('templates.empty')}
          description={t('templates.emptyHint')}
        />
      ) : (
        <ul
          data-view={view}
          className={cn('grid gap-4', view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1')}
        >
          {templates.map((template) => (
            <li key={template.id}>
              <Card className={cn('h-full', view === 'list' && 'sm:flex-row sm:items-center')}>
                <CardHeader className="flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <CardTitle>{template.title}</CardTitle>
                    {template.premium && <Badge variant="warning">{t('templates.premium')}</Badge>}
                  </div>
                  <CardDescription>{template.description}</CardDescription>
                  <p className="text-sm text-muted-foreground">
                    {[
                      template.author,
                      t('templates.downloads', { value: template.downloads }),
                      t('rating', { value: template.rating }),
                    ].join(' · ')}
                  </p>
                  <p className="flex flex-wrap gap-1">
                    {template.tags.slice(0, 3).map((tag) => (
                      <Badge key={tag} variant="outline">
                        {tag}
                      </Badge>
                    ))}
                    {template.tags.length > 3 && <Badge variant="outline">+{template.tags.length - 3}</Badge>}
                  </p>
                </CardHeader>
                <CardContent className="sm:pt-0">
                  {template.premium ? (
                    <Button variant="outline" disabled>
                      {t('templates.getPremium')}
                    </Button>
                  ) : (
                    <Link to="/app/create" className={getButtonClasses({ variant: 'outline' })}>
                      {t('templates.use')}
                    </Link>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
