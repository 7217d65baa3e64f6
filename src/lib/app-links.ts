// Store listings of the MyRevolt companion app. Overridable per deployment; read by the SPA (config.ts)
// and by the blog compiler (scripts/build/vite-plugin-blog.ts), which turns `app-store:android|ios` links into these.
export type AppLinks = { android: string; ios: string };

const defaults: AppLinks = {
  android: 'https://play.google.com/store/search?q=MyRevolt&c=apps',
  ios: 'https://apps.apple.com/in/search?term=MyRevolt',
};

export function resolveAppLinks(env: Record<string, string | undefined>): AppLinks {
  return {
    android: env.VITE_APP_STORE_ANDROID_URL || defaults.android,
    ios: env.VITE_APP_STORE_IOS_URL || defaults.ios,
  };
}
