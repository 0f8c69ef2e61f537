import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui';
import { pageContentQuery, type InfoPageId } from '../content';
import type { PageContent } from '../content-types';
import { InfoPageLayout } from './InfoPageLayout';
import { InfoSections } from './InfoSections';

/** Props of {@link InfoPage}. */
export interface InfoPageProps<Data> {
  page: InfoPageId;
  /** The page's interactive part (search, filters, tabs, a form), drawn from its content. */
  children?: (content: PageContent<Data>) => ReactNode;
  /** Where the interactive part goes: before the content file's sections (default) or after them. */
  childrenPosition?: 'before' | 'after';
}

/**
 * An information page: its copy in the interface's language (loaded by the route before the first paint;
 * on a language switch the previous copy stays until the new one is there), in the shared layout.
 */
export function InfoPage<Data = unknown>({
  page,
  children,
  childrenPosition = 'before',
}: InfoPageProps<Data>) {
  const { t, i18n } = useTranslation('pages');
  const query = useQuery({ ...pageContentQuery(page, i18n.language), placeholderData: keepPreviousData });
  const content = query.data as PageContent<Data> | undefined;
  if (!content) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        {query.isError ? <p role="alert">{t('loadFailed')}</p> : <Spinner label={t('loading')} />}
      </div>
    );
  }
  const extra = children?.(content);
  return (
    <InfoPageLayout
      title={content.title}
      intro={content.intro}
      badge={content.badge}
      updated={content.updated}
    >
      {childrenPosition === 'before' && extra}
      <InfoSections sections={content.sections} />
      {childrenPosition === 'after' && extra}
    </InfoPageLayout>
  );
}
