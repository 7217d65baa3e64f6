// The blog's category names as readers see them (English: the names of the front matter and of the addresses);
// categories.messages.hi.ts is the Hindi twin. Apart from messages.ts so the artwork script (scripts/art) can read them.
import type { Category } from '@/content/blog-categories';

export const categoryNames: Record<Category, string> = {
  'EV Buying Guide': 'EV Buying Guide',
  'Electric Bike Features': 'Electric Bike Features',
  'EV Trends': 'EV Trends',
  'EV Maintenance Tips': 'EV Maintenance Tips',
  Sustainability: 'Sustainability',
  'EV News': 'EV News',
};
