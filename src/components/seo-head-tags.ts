/** Exactly the head tags <Seo> renders through react-helmet-async (its JSON-LD stays in the page body). */
export const SEO_HEAD_TAGS =
  'head title, head meta[name="description"], head meta[name="robots"], head meta[property^="og:"], head meta[property^="article:"], head meta[name^="twitter:"], head link[rel="canonical"], head link[rel="alternate"][hreflang]';
