import { Link } from 'react-router-dom';
import type { Column } from '@/components/table';
import type { ProductColour, ProductListItem } from '@contract/products';
import { paths } from '@contract/paths';
import { formatDate, formatRupees } from '@/lib/format';

export const PRODUCT_NOUN = { one: 'product', other: 'products' };

export function ColourSwatches({ colours }: { colours: ProductColour[] }) {
  return (
    <ul className="catalogue-swatches">
      {colours.map((c) => (
        <li key={c.name}>
          {/* The colour itself is data, not layout. */}
          <span className="catalogue-swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
          {c.name}
        </li>
      ))}
    </ul>
  );
}

const name: Column<ProductListItem> = {
  id: 'name',
  header: 'Product',
  sortKey: 'name',
  rowHeader: true,
  cell: (p) => (
    <>
      {p.name}
      <span className="catalogue-id">{p.id}</span>
    </>
  ),
};
const price: Column<ProductListItem> = {
  id: 'price',
  header: 'Price',
  sortKey: 'price',
  cell: (p) => (
    <>
      {formatRupees(p.price)}
      <span className="catalogue-breakdown">
        {formatRupees(p.ex_price)} + {formatRupees(p.charger)} charger
      </span>
    </>
  ),
};
const colours: Column<ProductListItem> = { id: 'colours', header: 'Colours', cell: (p) => <ColourSwatches colours={p.colours} /> };

/** The admin's catalogue: every product with its status and an Edit link. */
export const adminProductColumns: Column<ProductListItem>[] = [
  name,
  price,
  colours,
  {
    id: 'status',
    header: 'Status',
    cell: (p) => (
      <span className={`catalogue-status catalogue-status--${p.active ? 'on' : 'off'}`}>{p.retired_at ? `Retired ${formatDate(p.retired_at)}` : p.active ? 'On sale' : 'Off sale'}</span>
    ),
  },
  { id: 'updated', header: 'Updated', sortKey: 'updated', cell: (p) => formatDate(p.updated_at) },
  {
    id: 'actions',
    header: 'Actions',
    cell: (p) => (
      <Link className="catalogue-action" to={paths.productEdit.getHref(p.id)} aria-label={`Edit ${p.name}`}>
        Edit
      </Link>
    ),
  },
];

/** The dealers' catalogue: read-only prices and colours. */
export const dealerProductColumns: Column<ProductListItem>[] = [name, price, colours, { id: 'category', header: 'Category', cell: (p) => p.category }];
