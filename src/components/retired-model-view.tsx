// What a retired model's old page shows (issue 27): the server answers these paths with 410 Gone, and the screen says
// the model is no longer sold and leads to the range, the comparison and help for owners (who keep their service).
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import * as t from './retired-model-view.messages';
import { Seo } from './seo';

export function RetiredModelView({ name, path }: { name: string; path: string }) {
  return (
    <div className="page container narrow">
      <Seo title={t.seoTitle({ model: name })} description={t.retired({ model: name })} path={path} noindex />
      <h1>{t.retired({ model: name })}</h1>
      <p>{t.owners}</p>
      <p className="form-actions">
        <Link className="btn btn--primary" to={paths.electricBike.getHref()}>
          {t.seeRange}
        </Link>
        <Link className="btn btn--secondary" to={paths.comparison.getHref()}>
          {t.compare}
        </Link>
      </p>
    </div>
  );
}
