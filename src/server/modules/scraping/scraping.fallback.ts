/**
 * The spec's fallback when a page cannot be read: content built from the domain name only, with a note
 * saying so (the prototype's note blamed cross-origin restrictions; here the server could not read it).
 */
import type { ScrapedPage } from '../../../shared/contracts/scraping';
import { buildHashtags, domainLabel, readDomain } from './scraping.hints';
import { truncateText } from './scraping.text';

/**
 * 'shop.acme-tools.co.uk' → 'Acme Tools': the readable name a domain suggests. An address without a name
 * (an IP such as '192.168.1.1', whose label would be '1') is its own title, as is any host whose label holds
 * no letter.
 */
export function nameFromDomain(domain: string): string {
  const isIpAddress = /^[\d.]+$/.test(domain) || domain.includes(':') || domain.startsWith('[');
  const label = domainLabel(domain);
  if (isIpAddress || !/\p{L}/u.test(label)) return domain;
  const words = label.split(/[-_]+/).filter((word) => word !== '');
  return words.length > 0
    ? words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ')
    : domain;
}

/**
 * A page built from the URL's domain name alone. `reason` is the human failure message (a sentence without a
 * final stop), quoted in the note at the end of the text ('Note: …, so this summary is based on the domain
 * name only.').
 */
export function buildFallbackPage(url: string, reason: string): ScrapedPage {
  const domain = readDomain(url) || url;
  const name = nameFromDomain(domain);
  const text = [
    `${name} (${domain})`,
    `Create social media content about ${name} and what it offers. Website: ${url}`,
    `Note: ${reason}, so this summary is based on the domain name only.`,
  ].join('\n\n');
  return {
    title: name,
    text,
    images: [],
    url,
    domain,
    product: { features: [] },
    marketing: {
      headlines: { h1: [], h2: [], h3: [] },
      keyPoints: [],
      callToActions: [],
      socialProof: { testimonials: [], reviews: [], trustBadges: [] },
      mediaAssets: { heroImages: [], productImages: [], galleryImages: [], videos: [] },
    },
    platformHints: {
      instagram: { hashtags: buildHashtags([name]), imageStyle: 'brand', contentType: 'single-image' },
      twitter: {
        keyMessage: truncateText(`Discover ${name} at ${domain}`, 100),
        trending: [],
        threadWorthy: false,
      },
      linkedin: {
        businessValue: `What ${name} offers`,
        professionalAngle: 'Brand story and company news',
        industryRelevance: 'General business',
      },
      facebook: { engagementHooks: [], communityFocus: false, shareableContent: [] },
    },
    metadata: {
      pageType: 'unknown',
      businessType: 'unknown',
      contentTone: 'professional',
      targetAudience: 'General audience',
    },
  };
}
