// The model pages' paths, apart from the bike data so the routes table (in every page's first
// load) does not carry every specification. bikes.ts takes each model's path from here.
export const BIKE_PATHS = {
  rv1: '/rv1',
  'rv1-plus': '/rv1Plus',
  'rv-blazex': '/rv-blazex',
  rv400: '/rv400',
  'rv400-brz': '/rv400-brz',
} as const;
