import { Helmet } from 'react-helmet-async';
import { config } from '@/lib/config';

export type SeoProps = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/blog"; made absolute with the configured site origin. */
  path: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article' | 'product';
  publishedTime?: string;
  noindex?: boolean;
  jsonLd?: object | object[];
};

const DEFAULT_IMAGE = '/images/og-default.png';

export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${config.siteOrigin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Every screen's head tags, rendered in one place so nothing is duplicated. */
export function Seo({ title, description, path, image, imageAlt, type = 'website', publishedTime, noindex, jsonLd }: SeoProps) {
  const fullTitle = title.includes(config.siteName) ? title : `${title} | ${config.siteName}`;
  const url = absoluteUrl(path);
  const img = absoluteUrl(image ?? DEFAULT_IMAGE);
  const ld = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  return (
    <Helmet>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:site_name" content={config.siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={img} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      {imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={img} />
      {ld.map((item, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(item).replace(/</g, '\\u003c')}
        </script>
      ))}
    </Helmet>
  );
}
