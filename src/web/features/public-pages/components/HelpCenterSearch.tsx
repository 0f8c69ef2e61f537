import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle, EmptyState, Input } from '../../../ui';
import type { HelpCenterData } from '../content-types';

/** The help center's search box (over the page's own articles, in the browser) and its popular articles. */
export function HelpCenterSearch({ data }: { data: HelpCenterData }) {
  const { t } = useTranslation('pages');
  const [query, setQuery] = useState('');
  const headingId = useId();
  const needle = query.trim().toLowerCase();
  const articles = needle
    ? data.articles.filter((article) => `${article.title} ${article.category}`.toLowerCase().includes(needle))
    : data.articles;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="relative max-w-xl">
        <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight">
        {needle ? t('help.results', { count: articles.length }) : t('help.popular')}
      </h2>
      {articles.length === 0 ? (
        <EmptyState
          icon={Search}
          titleAs="p"
          title={t('help.noResults')}
          description={t('help.noResultsHint')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {articles.map((article) => (
            <li key={article.title}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{article.title}</CardTitle>
                  <CardDescription>
                    {[
                      article.category,
                      article.readTime,
                      article.views,
                      t('rating', { value: article.rating }),
                    ].join(' · ')}
                  </CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
