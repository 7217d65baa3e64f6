// Adding a bike to the cart (SPEC §4 cart actions "add item" / "add item fail"). "Buy now" and the cart line's
// "Change colour" both come here, so a bike enters the cart only as a model on sale, in one of its colours, at the
// current price; anything else dispatches the failure with the reason and leaves the cart as it was.
// Decision (issue 27): the purchase takes one bike, so replacing another model is the caller's explicit choice
// (`replace`, after the customer said so); the same model in another colour replaces its line without a question.
import { findBike } from '@/content/bikes';
import { checkModelPrices, selectModelPrices, type ModelPricesSlice } from './model-prices';
import { cartActions, type CartItem, type CartSlice } from './store/cart';
import type { AppThunk } from './store/family';
import * as t from './cart-add.messages';

export type CartAddOutcome = { ok: true; item: CartItem } | { ok: false; reason: string };

// In the site's language (cart-add.messages.ts and its Hindi twin).
export const cartAddMessages = {
  unknownModel: (model: string) => t.unknownModel({ model }),
  unknownColour: (name: string, colour: string) => t.unknownColour({ model: name, colour }),
  notOnSale: (name: string) => t.notOnSale({ model: name }),
  pricesFailed: t.pricesFailed,
} as const;

type State = CartSlice & ModelPricesSlice;

/**
 * The current price list. Unless it has arrived, it is asked for now: again after a failed check, and also while the
 * page's own check is under way (the customer pressed before it answered), so the add waits for an answer either way.
 */
async function currentPrices(dispatch: Parameters<AppThunk<void, State>>[0], getState: () => State) {
  if (selectModelPrices(getState()).status !== 'succeeded') await dispatch(checkModelPrices({ fresh: true }));
  return selectModelPrices(getState());
}

/** Puts the model in the colour in the cart; with `replace`, the cart then holds this bike only. */
export function addToCart(model: string, colour: string, { replace = false } = {}): AppThunk<Promise<CartAddOutcome>, State> {
  return async (dispatch, getState) => {
    const fail = (reason: string): CartAddOutcome => {
      dispatch(cartActions.itemAddFailed(reason));
      return { ok: false, reason };
    };
    const catalogue = await currentPrices(dispatch, getState);
    if (!catalogue.data) return fail(cartAddMessages.pricesFailed);
    // The catalogue lists the models on sale only (one added in the back office included): a content model missing
    // from it is not on sale, any other id is no model of ours.
    const product = catalogue.data.live.find((p) => p.id === model);
    if (!product) {
      const known = findBike(model);
      return fail(known ? cartAddMessages.notOnSale(known.name) : cartAddMessages.unknownModel(model));
    }
    const shade = product.colours.find((c) => c.name.toLowerCase() === colour.trim().toLowerCase());
    if (!shade) return fail(cartAddMessages.unknownColour(product.name, colour));
    const item: CartItem = { product: product.id, name: product.name, color: shade.name, price: product.price };
    if (replace) for (const other of getState().cart.cartItems) if (other.product !== product.id) dispatch(cartActions.itemRemoved(other.product));
    dispatch(cartActions.itemAdded(item));
    return { ok: true, item };
  };
}
