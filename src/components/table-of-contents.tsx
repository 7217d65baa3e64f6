import type { Heading } from '@/content/blog-types';
import * as t from './table-of-contents.messages';

const TOC_MIN_HEADINGS = 4;

/** A contents list for long texts (four or more sections). */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const h2s = headings.filter((h) => h.level === 2);
  if (h2s.length < TOC_MIN_HEADINGS) return null;
  return (
    <nav className="toc" aria-labelledby="toc-title">
      <h2 id="toc-title">{t.contents}</h2>
      <ol>
        {h2s.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
