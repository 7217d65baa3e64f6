// The slugs of the Hindi articles (src/content/blog-hi/<slug>.md): which /blog/<slug> the Hindi site has
// (src/lib/i18n/hindi-routes.ts). Slugs only, so the English site, which reads them for its hreflang links and its
// language switch, carries no Hindi text. Add a slug here with its article: tests/unit/content/blog-hi-content.test.ts
// checks that this list is the folder.
export const HINDI_ARTICLES: readonly string[] = [
  'battery-ki-dekhbhal',
  'bijli-tariff-aur-charging-kharcha',
  'chhote-shahar-aur-gaon-mein-ev',
  'electric-bike-emi-aur-loan',
  'electric-bike-subsidy-2026',
  'garmi-mein-battery',
  'ghar-par-electric-bike-charging',
  'monsoon-mein-electric-bike',
  'petrol-vs-electric-kharcha',
  'rajyon-ki-ev-subsidy-tulna',
  'range-kaise-badhayen',
  'ride-mode-eco-normal-sport',
  'rto-registration-aur-bima',
  'service-aur-warranty',
  'society-mein-charging-point',
  'test-ride-checklist',
];
