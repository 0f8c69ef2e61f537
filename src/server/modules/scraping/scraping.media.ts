/**
 * Images and videos of a page: absolute http(s) URLs only, deduplicated, data:/blob: URIs, SVG/ICO
 * icons and tracking pixels skipped; then sorted into hero, product, gallery and video assets with the
 * spec's caps (3, 8, 10, 3).
 */
import type { CheerioAPI } from 'cheerio';
import type { ScrapedMarketing } from '../../../shared/contracts/scraping';
import { findNode, readUrls, type StructuredData } from './scraping.structured';

/** Spec section 9 caps, plus a cap on the overall image list so one page cannot bloat a response. */
export const mediaLimits = {
  heroImages: 3,
  productImages: 8,
  galleryImages: 10,
  videos: 3,
  images: 30,
} as const;

/** Images smaller than this (declared width or height, in px) are pixels or spacers. */
const minImageSide = 10;
const trackerPattern =
  /(?:^|[/._-])(?:pixel|spacer|blank|tracking|tracker|beacon|1x1)(?:[/._-]|$)|facebook\.com\/tr|google-analytics\.com|doubleclick\.net|bat\.bing\.com|analytics\./i;
const iconExtension = /\.(?:svg|ico)(?:$|[?#])/i;
/** Images that are part of the page chrome (logos, avatars), kept out of the hero/product/gallery roles. */
const decorativePattern = /logo|avatar|icon|sprite|badge/i;

const heroSelectors =
  'header img, [class*="hero" i] img, [class*="banner" i] img, [class*="jumbotron" i] img, [class*="masthead" i] img';
const productSelectors =
  '[class*="product" i] img, [id*="product" i] img, img[itemprop="image"], [itemtype*="Product"] img';
const gallerySelectors =
  '[class*="gallery" i] img, [class*="carousel" i] img, [class*="slider" i] img, [class*="swiper" i] img, [class*="thumbnail" i] img, figure img';
const embeddedVideoPattern =
  /^https?:\/\/(?:www\.)?(?:youtube\.com\/embed\/|youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/i;

/** Every image of the page and the media assets sorted by role. */
export interface MediaFindings {
  images: string[];
  mediaAssets: ScrapedMarketing['mediaAssets'];
}

/** Resolves a raw URL against the page; returns an absolute http(s) URL without fragment, or undefined. */
export function resolveHttpUrl(raw: string | undefined, base: string): string | undefined {
  const value = raw?.trim();
  if (value === undefined || value === '' || /^(?:data|blob|javascript):/i.test(value)) return undefined;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/** The best single URL of a srcset: the widest (w) or densest (x) candidate, else the last one. */
function pickFromSrcset(srcset: string | undefined): string | undefined {
  if (srcset === undefined) return undefined;
  let best: { url: string; size: number } | undefined;
  for (const candidate of srcset.split(/,\s+/)) {
    const [url, descriptor = '1x'] = candidate.trim().split(/\s+/);
    if (url === undefined || url === '') continue;
    const size = Number.parseFloat(descriptor) || 1;
    if (!best || size >= best.size) best = { url, size };
  }
  return best?.url;
}

/** Collects and sorts the media. `isProduct` lets the Open Graph image count as a product image. */
export function readMedia(
  $: CheerioAPI,
  data: StructuredData,
  base: string,
  isProduct: boolean,
): MediaFindings {
  const isUsableImage = (url: string): boolean => !trackerPattern.test(url) && !iconExtension.test(url);
  const resolveImages = (raws: Array<string | undefined>): string[] =>
    unique(
      raws
        .map((raw) => resolveHttpUrl(raw, base))
        .filter((url): url is string => url !== undefined && isUsableImage(url)),
    );
  const imagesIn = (selector: string, isRole = true): string[] =>
    resolveImages(
      $(selector)
        .toArray()
        .filter((element) => {
          const image = $(element);
          if (isTinyImage(image.attr('width'), image.attr('height'))) return false;
          const label = [image.attr('class'), image.attr('id'), image.attr('alt'), image.attr('src')].join(
            ' ',
          );
          return !isRole || !decorativePattern.test(label);
        })
        .map((element) => {
          const image = $(element);
          return (
            pickFromSrcset(image.attr('srcset') ?? image.attr('data-srcset')) ??
            image.attr('data-src') ??
            image.attr('data-lazy-src') ??
            image.attr('data-original') ??
            image.attr('src')
          );
        }),
    );

  const metaImages = resolveImages([
    ...(data.meta.get('og:image') ?? []),
    ...(data.meta.get('og:image:url') ?? []),
    ...(data.meta.get('og:image:secure_url') ?? []),
    ...(data.meta.get('twitter:image') ?? []),
    ...(data.meta.get('twitter:image:src') ?? []),
    $('link[rel="image_src"]').attr('href'),
  ]);
  const declaredProduct = findNode(data, ['Product', 'ProductGroup', 'IndividualProduct']);
  const structuredImages = resolveImages(data.nodes.flatMap((node) => readUrls(node.image)));
  const productStructured = resolveImages(readUrls(declaredProduct?.image));
  const pageImages = imagesIn('img', false);
  const roleImages = imagesIn('img');
  const images = unique([...metaImages, ...structuredImages, ...roleImages, ...pageImages]).slice(
    0,
    mediaLimits.images,
  );

  const heroImages = unique([...metaImages, ...imagesIn(heroSelectors)]);
  const productImages = unique([
    ...productStructured,
    ...(isProduct ? metaImages : []),
    ...imagesIn(productSelectors),
  ]);
  const explicitGallery = imagesIn(gallerySelectors);
  const used = new Set([...heroImages, ...productImages]);
  const galleryImages =
    explicitGallery.length > 0 ? explicitGallery : roleImages.filter((url) => !used.has(url));

  return {
    images,
    mediaAssets: {
      heroImages: (heroImages.length > 0 ? heroImages : roleImages).slice(0, mediaLimits.heroImages),
      productImages: productImages.slice(0, mediaLimits.productImages),
      galleryImages: galleryImages.slice(0, mediaLimits.galleryImages),
      videos: readVideos($, data, base).slice(0, mediaLimits.videos),
    },
  };
}

function readVideos($: CheerioAPI, data: StructuredData, base: string): string[] {
  const raws = [
    ...(data.meta.get('og:video:secure_url') ?? []),
    ...(data.meta.get('og:video:url') ?? []),
    ...(data.meta.get('og:video') ?? []),
    ...data.nodes
      .filter((node) => node['@type'] === 'VideoObject')
      .flatMap((node) =>
        [node.contentUrl, node.embedUrl].flatMap((value) => (typeof value === 'string' ? [value] : [])),
      ),
    ...$('video[src], video source[src]')
      .toArray()
      .map((element) => $(element).attr('src')),
    ...$('iframe[src]')
      .toArray()
      .map((element) => resolveHttpUrl($(element).attr('src'), base))
      .filter((url) => url !== undefined && embeddedVideoPattern.test(url)),
  ];
  return unique(
    raws.map((raw) => resolveHttpUrl(raw, base)).filter((url): url is string => url !== undefined),
  );
}

function isTinyImage(width: string | undefined, height: string | undefined): boolean {
  const side = (value: string | undefined): number =>
    value === undefined ? Number.NaN : Number.parseFloat(value);
  return side(width) < minImageSide || side(height) < minImageSide;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
