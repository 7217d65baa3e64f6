// The product edit form's values, its checks (the contract's limits and messages, so the server says the same)
// and the body it sends.
import { HEX_COLOUR_RE, PRODUCT_LIMITS, colourSlug, productMessages } from '@contract/product-rules';
import type { ProductRecord, ProductUpdateRequest } from '@contract/products';

export type ProductField = 'ex_price' | 'charger' | 'tagline' | 'description' | 'active';
export type ProductValues = { ex_price: string; charger: string; tagline: string; description: string; active: boolean };
export type ColourDraft = { key: number; name: string; hex: string };

/** Error keys of the colour rows as the server names them: `colours`, `colours.0.name`, `colours.0.hex`... */
export const COLOUR_ERROR_KEYS: readonly string[] = [
  'colours',
  ...Array.from({ length: PRODUCT_LIMITS.colours }, (_, i) => [`colours.${i}.name`, `colours.${i}.hex`]).flat(),
];

let nextKey = 0;
export const colourDraft = (name = '', hex = '#'): ColourDraft => ({ key: (nextKey += 1), name, hex });

export function valuesOf(p: ProductRecord): ProductValues {
  return { ex_price: String(p.ex_price), charger: String(p.charger), tagline: p.tagline, description: p.description, active: p.active };
}

const rupees = (value: string, message: string) => (/^\d{1,8}$/.test(value.trim()) && Number(value) <= PRODUCT_LIMITS.priceMax ? null : message);

/** Every failing field, keyed as the server keys its field errors. */
export function checkProduct(values: ProductValues, colours: ColourDraft[]): Record<string, string> {
  const errors: Record<string, string | null> = {
    ex_price: rupees(values.ex_price, productMessages.exPrice),
    charger: rupees(values.charger, productMessages.charger),
    tagline: values.tagline.trim() && values.tagline.trim().length <= PRODUCT_LIMITS.tagline ? null : productMessages.tagline,
    description: values.description.trim() && values.description.trim().length <= PRODUCT_LIMITS.description ? null : productMessages.description,
    colours: colours.length === 0 ? productMessages.colours : colours.length > PRODUCT_LIMITS.colours ? productMessages.coloursMax : null,
  };
  const seen = new Set<string>();
  colours.forEach((c, i) => {
    const name = c.name.trim();
    const slug = colourSlug(name);
    errors[`colours.${i}.name`] =
      !name || name.length > PRODUCT_LIMITS.colourName
        ? productMessages.colourName
        : !slug
          ? productMessages.colourLetters
          : seen.has(slug)
            ? productMessages.colourDuplicate
            : null;
    seen.add(slug);
    errors[`colours.${i}.hex`] = HEX_COLOUR_RE.test(c.hex.trim()) ? null : productMessages.colourHex;
  });
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== null));
}

export function productBody(values: ProductValues, colours: ColourDraft[]): ProductUpdateRequest {
  return {
    ex_price: Number(values.ex_price),
    charger: Number(values.charger),
    tagline: values.tagline.trim(),
    description: values.description.trim(),
    active: values.active,
    colours: colours.map((c) => ({ name: c.name.trim(), hex: c.hex.trim().toLowerCase() })),
  };
}
