// What a retired model's old page shows (issue 27): the server answers these paths with 410 Gone, and the screen says
// the model is no longer sold and leads to the range, the comparison and help for owners (who keep their service).
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { retiredLine } from '@contract/product-rules';
import { Seo } from './seo';

export function RetiredModelView({ name, path }: { name: string; path: string }) {
  return (
    <div className="page container narrow">
      <Seo title={`${name}: no longer sold`} description={retiredLine(name)} path={path} noindex />
      <h1>{retiredLine(name)}</h1>
      <p>
        Owners keep their warranty, service and roadside help: book a service from your dashboard or call your hub. For a new bike, see the models we sell
        today.
      </p>
      <p className="form-actions">
        <Link className="btn btn--primary" to={paths.electricBike.getHref()}>
          See the range
        </Link>
        <Link className="btn btn--secondary" to={paths.comparison.getHref()}>
          Compare the models
        </Link>
      </p>
    </div>
  );
}
