import type { ScrapedPage } from '../../../shared/contracts/scraping';
import type { PageContext } from '../../integrations/ai/types';

/**
 * The spec's "enhanced page context" for generation: domain, page and business type, product facts and
 * key points. `product` is present only when the page named a product or showed a price.
 */
export function toPageContext(page: ScrapedPage): PageContext {
  const { product } = page;
  const hasProduct = product.name !== undefined || product.price !== undefined;
  return {
    url: page.url,
    domain: page.domain,
    title: page.title,
    text: page.text,
    pageType: page.metadata.pageType,
    businessType: page.metadata.businessType,
    product: hasProduct
      ? {
          name: product.name,
          price: product.price,
          originalPrice: product.originalPrice,
          discount: product.discount,
          features: product.features,
          brand: product.brand,
        }
      : undefined,
    keyPoints: page.marketing.keyPoints,
    ...(page.metadata.language ? { language: page.metadata.language } : {}),
  };
}
