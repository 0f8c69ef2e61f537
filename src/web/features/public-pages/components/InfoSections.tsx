import { Check } from 'lucide-react';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '../../../ui';
import type { PageItem, PageSection } from '../content-types';
import { PageActionButton } from './PageActionButton';

function ItemCard({ item }: { item: PageItem }) {
  return (
    <Card className="h-full">
      <CardHeader>
        {item.badge && (
          <Badge variant="secondary" className="self-start">
            {item.badge}
          </Badge>
        )}
        {item.title && <CardTitle>{item.title}</CardTitle>}
        {item.text && <CardDescription>{item.text}</CardDescription>}
      </CardHeader>
      {(item.meta?.length || item.bullets?.length || item.action) && (
        <CardContent className="mt-auto flex flex-col gap-3 text-sm">
          {item.meta && item.meta.length > 0 && (
            <p className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
              {item.meta.map((entry) => (
                <span key={entry}>{entry}</span>
              ))}
            </p>
          )}
          {item.bullets && item.bullets.length > 0 && (
            <ul className="flex flex-col gap-1.5">
              {item.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          )}
          {item.action && (
            <div>
              <PageActionButton action={item.action} variant="outline" />
            </div>
          )}
        </CardContent>
      )}
    </Card>
  );
}

function SectionItems({ section }: { section: PageSection }) {
  const items = section.items ?? [];
  if (items.length === 0) return null;
  switch (section.layout) {
    case 'stats':
      return (
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
          {items.map((item) => (
            <div key={`${item.value}-${item.title}`} className="rounded-xl border bg-card p-4 text-center">
              <dt className="text-sm text-muted-foreground">{item.title}</dt>
              <dd className="order-first text-2xl font-bold">{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'list':
      return (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={`${item.title}-${item.text}`} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
              <span>
                {item.title && <strong className="font-semibold">{item.title}</strong>}
                {item.title && item.text && ' — '}
                {item.text}
              </span>
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol className="flex flex-col gap-4">
          {items.map((item, index) => (
            <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <h3 className="font-semibold">{item.title}</h3>
                {item.text && <p className="text-sm text-muted-foreground">{item.text}</p>}
                {item.meta && <p className="text-sm text-muted-foreground">{item.meta.join(' · ')}</p>}
                {item.action && (
                  <div className="mt-2">
                    <PageActionButton action={item.action} variant="outline" />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
      );
    default:
      return (
        <ul className={cn('grid gap-4 sm:grid-cols-2', items.length % 3 === 0 && 'lg:grid-cols-3')}>
          {items.map((item) => (
            <li key={`${item.title}-${item.text}`}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      );
  }
}

/** Draws a page's sections from its content file: heading, paragraphs, items by layout, actions. */
export function InfoSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="flex flex-col gap-4">
          {section.heading && <h2 className="text-2xl font-semibold tracking-tight">{section.heading}</h2>}
          {section.body?.map((paragraph) => (
            <p key={paragraph} className="max-w-3xl leading-relaxed text-pretty text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <SectionItems section={section} />
          {section.actions && section.actions.length > 0 && (
            <div className="flex flex-wrap gap-3">
              {section.actions.map((action, actionIndex) => (
                <PageActionButton
                  key={action.label}
                  action={action}
                  variant={actionIndex === 0 ? 'primary' : 'outline'}
                />
              ))}
            </div>
          )}
        </section>
      ))}
    </>
  );
}
