// What the enquiry forms share beyond the design system and lib/use-form: the model check.
import * as t from './messages';

/**
 * A model was chosen. The choices are the line-up (ModelField), which may hold a model added in the back office since
 * the page was built, so the form does not check against the content's five: the server checks the model is on sale
 * and names the field when it is not.
 */
export const checkModel = (v: string) => (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v) ? null : t.modelError);
