// Every setting the SPA reads, from Vite's build-time env (VITE_*). docs/operations.md lists them all.
import { resolveAppLinks } from './app-links';

const env = import.meta.env as Record<string, string | undefined>;

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return value.toLowerCase() !== 'off';
}

function social(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  return value.toLowerCase() === 'off' ? '' : value;
}

export type SiteScriptsConfig = {
  routeScripts: string[];
  tagManagerId: string;
  chatWidgetUrl: string;
  analyticsUrl: string;
  analyticsKey: string;
  extraStyles: string[];
  extraScripts: string[];
};

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? '',
  chatApiBaseUrl: env.VITE_CHAT_API_BASE_URL || env.VITE_API_BASE_URL || '',
  siteOrigin: (env.VITE_SITE_ORIGIN || 'http://localhost:3000').replace(/\/$/, ''),
  siteName: 'Revolt Motors',
  /** Where people can write about jobs when no opening fits (the careers page). */
  careersEmail: env.VITE_CAREERS_EMAIL || 'careers@revoltmotors.example',
  /** Customer care (the contact page). The defaults are demo values: set both for production. */
  supportPhone: env.VITE_SUPPORT_PHONE || '+91 11 4105 2200',
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@revoltmotors.example',
  /** Roadside assistance for owners, round the clock (My bike, the owner's manual). A demo value: set it for production. */
  roadsidePhone: env.VITE_ROADSIDE_PHONE || '+91 11 4105 2299',
  automationGuard: flag(env.VITE_AUTOMATION_GUARD, true),
  inspectionGuard: flag(env.VITE_INSPECTION_GUARD, true),
  inspectionAllowlist: list(env.VITE_INSPECTION_ALLOWLIST).slice(0, 5),
  appLinks: resolveAppLinks(env),
  /** The maker's social channels in the footer, in this order; an empty value (set to `off`) hides one. */
  social: [
    { label: 'Instagram', url: social(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/revoltmotors/') },
    { label: 'YouTube', url: social(env.VITE_SOCIAL_YOUTUBE, 'https://www.youtube.com/@revoltmotors') },
    { label: 'X', url: social(env.VITE_SOCIAL_X, 'https://x.com/RevoltMotorsIN') },
    { label: 'Facebook', url: social(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/revoltmotorsin/') },
    { label: 'LinkedIn', url: social(env.VITE_SOCIAL_LINKEDIN, 'https://www.linkedin.com/company/revolt-intellicorp/') },
  ].filter((s) => s.url),
  scripts: {
    routeScripts: list(env.VITE_SITE_SCRIPTS),
    tagManagerId: env.VITE_GTM_ID ?? '',
    chatWidgetUrl: env.VITE_CHAT_WIDGET_URL ?? '',
    analyticsUrl: env.VITE_ANALYTICS_URL ?? '',
    analyticsKey: env.VITE_ANALYTICS_KEY ?? '',
    extraStyles: list(env.VITE_EXTRA_STYLES),
    extraScripts: list(env.VITE_EXTRA_SCRIPTS),
  } satisfies SiteScriptsConfig,
};

export const HTTP_TIMEOUT_MS = 180000;
export const STORAGE_MARKER_KEY = 'updated_date';
export const STORAGE_MARKER_VALUE = '2026-11-22';
export const DEVTOOLS_CHECK_MS = 2000;
export const EXTRA_ASSETS_DELAY_MS = 5000;
export const SMALL_ELEMENT_DELAY_MS = 1000;
