/**
 * The shape of an information page's copy (content/pages/<page>/<lang>.json). Every page has a title and
 * sections the shared renderer draws; pages with interactive parts (search, filters, tabs) carry their items
 * under `data`.
 */
export interface PageContent<Data = unknown> {
  title: string;
  intro?: string;
  /** A short mark above the title, such as 'Available soon'. */
  badge?: string;
  /** 'Last updated …' or 'Effective …' of a legal page. */
  updated?: string;
  sections: PageSection[];
  data?: Data;
}

/** A link or a button; without `to` or `href` it is shown disabled (not wired yet). */
export interface PageAction {
  label: string;
  /** A route of this site. */
  to?: string;
  /** An outside address, mailto: or tel:. */
  href?: string;
}

/** One block of a section: a card, a stat, a bullet or a link, by the section's layout. */
export interface PageItem {
  title?: string;
  text?: string;
  /** A stat's figure. */
  value?: string;
  badge?: string;
  meta?: string[];
  bullets?: string[];
  action?: PageAction;
}

export interface PageSection {
  heading?: string;
  body?: string[];
  /** How `items` are drawn: cards (default), stats, a bullet list or steps. */
  layout?: 'cards' | 'stats' | 'list' | 'steps';
  items?: PageItem[];
  actions?: PageAction[];
}

/** A filter button with its count (blog categories, integration filters, departments). */
export interface CountedFilter {
  id: string;
  label: string;
  count: number;
}

export interface HelpCenterData {
  articles: { title: string; category: string; readTime: string; views: string; rating: string }[];
}

export interface TemplatesData {
  categories: CountedFilter[];
  templates: {
    id: string;
    title: string;
    description: string;
    category: string;
    author: string;
    downloads: string;
    rating: string;
    tags: string[];
    premium: boolean;
  }[];
}

export interface WebinarsData {
  upcoming: {
    title: string;
    description: string;
    presenter: string;
    when: string;
    seats: string;
    level: string;
  }[];
  recorded: {
    title: string;
    description: string;
    presenter: string;
    when: string;
    views: string;
    level: string;
  }[];
}

export interface BlogData {
  categories: CountedFilter[];
  featured: BlogPost;
  posts: BlogPost[];
}

export interface BlogPost {
  title: string;
  excerpt: string;
  category: string;
  author: string;
  authorRole: string;
  date: string;
  readTime: string;
  views: string;
  comments: string;
  tags: string[];
}

export interface IntegrationsData {
  filters: CountedFilter[];
  integrations: {
    name: string;
    description: string;
    category: string;
    type: string;
    popularity: string;
    setupTime: string;
    features: string[];
    available: boolean;
  }[];
}

export interface ChangelogData {
  releases: {
    version: string;
    date: string;
    kind: string;
    title: string;
    description: string;
    changes: { type: string; title: string; description: string; impact: string }[];
  }[];
}

export interface CareersData {
  departments: CountedFilter[];
  jobs: {
    title: string;
    department: string;
    location: string;
    type: string;
    experience: string;
    description: string;
    salary: string;
  }[];
}
