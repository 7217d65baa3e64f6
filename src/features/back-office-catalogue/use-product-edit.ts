// The product edit form: loads the product, keeps the values and colour rows, checks them and saves.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { ProductRecord } from '@contract/products';
import { useAppDispatch } from '@/lib/store/hooks';
import { useForm } from '@/lib/use-form';
import { useSubmit } from '@/lib/use-submit';
import { fetchBackOfficeProduct, retireProduct, saveProduct } from './back-office-catalogue-thunks';
import { COLOUR_ERROR_KEYS, checkProduct, colourDraft, productBody, valuesOf, type ColourDraft, type ProductField, type ProductValues } from './product-form';

const EMPTY: ProductValues = { ex_price: '', charger: '', tagline: '', description: '', active: true };

export function useProductEdit(id: string) {
  const dispatch = useAppDispatch();
  const form = useForm<ProductField, ProductValues, string>(EMPTY, COLOUR_ERROR_KEYS);
  const { reset, showErrors, setServerError, setError } = form;
  const { submit: send } = useSubmit(form);
  const [product, setProduct] = useState<ProductRecord | null>(null);
  const [colours, setColours] = useState<ColourDraft[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const show = useCallback(
    (p: ProductRecord) => {
      setProduct(p);
      reset(valuesOf(p));
      setColours(p.colours.map((c) => colourDraft(c.name, c.hex)));
    },
    [reset],
  );

  useEffect(() => {
    let live = true;
    setLoadError(null);
    void dispatch(fetchBackOfficeProduct(id)).then((outcome) => {
      if (!live) return;
      if (outcome.ok) show(outcome.data);
      else setLoadError(outcome.error);
    });
    return () => {
      live = false;
    };
  }, [dispatch, id, attempt, show]);

  /** Changes one colour row; its errors go, and so does the list's own error. */
  const changeColour = (key: number, patch: Partial<Omit<ColourDraft, 'key'>>) => {
    const index = colours.findIndex((c) => c.key === key);
    setColours((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
    for (const field of Object.keys(patch)) setError(`colours.${index}.${field}`, null);
  };
  // Rows shift when one goes, so their errors would land on the wrong row: they are checked again on Save.
  const clearColourErrors = () => COLOUR_ERROR_KEYS.forEach((k) => setError(k, null));
  const addColour = () => {
    setColours((list) => [...list, colourDraft()]);
    clearColourErrors();
  };
  const removeColour = (key: number) => {
    setColours((list) => list.filter((c) => c.key !== key));
    clearColourErrors();
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    setServerError(null);
    const found = checkProduct(form.values, colours);
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    const outcome = await send(() => dispatch(saveProduct(id, productBody(form.values, colours))));
    if (!outcome.ok) return;
    show(outcome.data);
    setSaved(true);
  }

  const [retireNote, setRetireNote] = useState<{ ok: boolean; text: string } | null>(null);
  /** Retires the model for good (the screen asks first); the form then shows it retired. */
  async function retire() {
    setRetireNote(null);
    const outcome = await dispatch(retireProduct(id));
    if (!outcome.ok) {
      setRetireNote({ ok: false, text: outcome.error });
      return;
    }
    setRetireNote({ ok: true, text: outcome.data.message });
    setAttempt((a) => a + 1);
  }

  return { form, product, colours, loadError, saved, retire, retireNote, retry: () => setAttempt((a) => a + 1), changeColour, addColour, removeColour, submit };
}
