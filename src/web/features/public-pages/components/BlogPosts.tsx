import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui';
import type { BlogData, BlogPost } from '../content-types';
import { FilterChips } from './FilterChips';

function PostCard({ post, isFeatured = false }: { post: BlogPost; isFeatured?: boolean }) {
  const { t } = useTranslation('pages');
  return (
    <Card className="h-full">
      <CardHeader>
        {isFeatured && (
          <Badge className="self-start" variant="default">
            {t('blog.featured')}
          </Badge>
        )}
        <CardTitle as={isFeatured ? 'h2' : 'h3'}>{post.title}</CardTitle>
        <CardDescription>{post.excerpt}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-2 text-sm text-muted-foreground">
        <p>
          {post.author}, {post.authorRole}
        </p>
        <p>
          {[
            post.date,
            post.readTime,
            t('blog.views', { value: post.views }),
            t('blog.comments', { value: post.comments }),
            t('rating', { value: '4.8' }),
          ].join(' · ')}
        </p>
        <p className="flex flex-wrap gap-1">
          {post.tags.slice(0, 3).map((tag) => (
            <Badge key={tag} variant="outline">
              {tag}
            </Badge>
          ))}
        </p>
      </CardContent>
    </Card>
  );
}

/** The blog: categories with counts, the featured post on All, the listed posts filtered by category. */
export function BlogPosts({ data, newsletter }: { data: BlogData; newsletter?: ReactNode }) {
  const { t } = useTranslation('pages');
  const [category, setCategory] = useState('all');
  const posts = data.posts.filter((post) => category === 'all' || post.category === category);
  return (
    <>
      <FilterChips
        label={t('blog.categories')}
        filters={data.categories}
        selected={category}
        onSelect={setCategory}
      />
      {category === 'all' && <PostCard post={data.featured} isFeatured />}
      <section aria-labelledby="latest-posts" className="flex flex-col gap-4">
        <h2 id="latest-posts" className="text-2xl font-semibold tracking-tight">
          {t('blog.latest')}
        </h2>
        {posts.length === 0 ? (
          <p className="text-muted-foreground">{t('blog.none')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.title}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {newsletter}
    </>
  );
}
