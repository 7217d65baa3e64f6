import { paths } from '@contract/paths';
import { BlogIndex } from './blog-index';

/** /blog, and /blob which serves the same index (its canonical link points at /blog). */
export function BlogIndexScreen() {
  return <BlogIndex canonicalPath={paths.blog.getHref()} />;
}

export default BlogIndexScreen;
